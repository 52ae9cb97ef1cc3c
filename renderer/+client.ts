// https://vike.dev/client
// The whole of every page's JavaScript at load: the header's plain behaviours and the island loader.
import '../components/islands/boot'

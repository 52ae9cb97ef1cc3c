// https://vike.dev/client
// Every page's JavaScript at load: the header's plain behaviours and the island loader. One file: Vike
// applies a +client.ts in pages/ to every page below it.
import '../components/islands/boot'

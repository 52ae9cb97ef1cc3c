// https://vike.dev/client
// The page's JavaScript at load: the header's plain behaviours and the island loader (every page but the
// print pages has one such file; a +client.ts in pages/ or renderer/ would reach the print pages too).
import '../../components/islands/boot'

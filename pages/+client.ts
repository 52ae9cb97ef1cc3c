// https://vike.dev/client
// Every page's JavaScript at load: the header's plain behaviours and the island loader. Pages under
// pages/ inherit it; the print pages (print/) sit outside and load no script at all.
import '../components/islands/boot'

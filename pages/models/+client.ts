// https://vike.dev/client
// The JavaScript at load of the roster, profile and profile-shell pages below: the header's plain behaviours
// and the island loader (the comp card, a print page, is in print/ and loads none).
import '../../components/islands/boot'

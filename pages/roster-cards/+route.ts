// https://vike.dev/route
import { rosterCardsLogicalPath } from '../../lib/roster/rosterCards'

export default rosterCardsLogicalPath

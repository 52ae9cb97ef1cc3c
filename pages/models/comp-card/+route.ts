// https://vike.dev/route
import { compCardSegment } from '../../../lib/routes'

export default `/models/@category/@id/@slug/${compCardSegment}`

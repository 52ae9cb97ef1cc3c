// https://vike.dev/route-function: the screen's paths are the screen table's (lib/routes/screens)
import { pageRoute } from '../../lib/routes/pageRoute'

export default pageRoute('privacy')

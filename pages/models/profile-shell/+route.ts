// https://vike.dev/route
import { profileShellLogicalPath } from '../../../lib/routes/profileShell'

export default profileShellLogicalPath

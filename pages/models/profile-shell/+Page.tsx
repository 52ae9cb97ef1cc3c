// https://vike.dev/Page
import { ProfileShell } from '../../../components/profile/ProfileShell'

export default function Page() {
  return <ProfileShell />
}

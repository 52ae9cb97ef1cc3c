import { site } from '../../lib/site'
import { Link } from '../Link'
import './Header.css'

export function Header() {
  return (
    <header className="header">
      <Link to={{ screen: 'home' }} className="header-logo">
        {site.name}
      </Link>
    </header>
  )
}

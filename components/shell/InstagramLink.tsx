import { useT } from '../../lib/i18n/useT'
import { InstagramIcon } from './icons'
import { useSocial } from './useSocial'

/** The agency's Instagram as an icon button (header bar and menu drawer); nothing when the CMS has none. */
export function InstagramLink({ className }: { className: string }) {
  const t = useT()
  const { instagram } = useSocial()
  if (!instagram) return null
  return (
    <a
      className={className}
      href={instagram}
      target="_blank"
      rel="noopener"
      aria-label={t('common.instagram')}
    >
      <InstagramIcon />
    </a>
  )
}

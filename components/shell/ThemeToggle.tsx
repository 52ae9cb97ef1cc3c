import { useT } from '../../lib/i18n/useT'
import { ThemeIcon } from './icons'

/**
 * The dark mode toggle: plain HTML, pressed and switched by the inline head script (renderer/themeScript)
 * from the first paint: `<html data-theme>`, set before the first paint from the stored choice.
 */
export function ThemeToggle() {
  const t = useT()
  return (
    <button
      type="button"
      className="icon-button"
      aria-pressed="false"
      aria-label={t('common.theme.dark')}
      title={t('common.theme.toDark')}
      data-theme-toggle=""
      data-script-only=""
      data-title-dark={t('common.theme.toDark')}
      data-title-light={t('common.theme.toLight')}
    >
      <ThemeIcon />
    </button>
  )
}

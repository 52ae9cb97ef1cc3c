import { useT } from '../../lib/i18n/useT'
import { ThemeIcon } from './icons'

/**
 * The dark mode toggle: plain HTML, pressed and switched by the page's first script (components/islands/
 * shell.ts) from `<html data-theme>`, which renderer/themeScript sets before the first paint.
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
      data-title-dark={t('common.theme.toDark')}
      data-title-light={t('common.theme.toLight')}
    >
      <ThemeIcon />
    </button>
  )
}

import { useT } from '../../lib/i18n/useT'
import { ThemeIcon } from './icons'
import { setTheme, useTheme } from './theme'

export function ThemeToggle() {
  const t = useT()
  const theme = useTheme()
  const dark = theme === 'dark'
  return (
    <button
      type="button"
      className="icon-button"
      aria-pressed={dark}
      aria-label={t('common.theme.dark')}
      title={dark ? t('common.theme.toLight') : t('common.theme.toDark')}
      onClick={() => setTheme(dark ? 'light' : 'dark')}
    >
      <ThemeIcon />
    </button>
  )
}

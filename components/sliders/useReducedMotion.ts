import { useMediaQuery } from '../useMediaQuery'

/** Whether the visitor asked for less motion (false in the prerendered HTML, the real value after). */
export function useReducedMotion(): boolean {
  return useMediaQuery('(prefers-reduced-motion: reduce)')
}

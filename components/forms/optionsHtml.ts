import type { Option } from '../../lib/schemas/snapshot'
import { escapeHtml } from '../../lib/text/escapeHtml'

/**
 * A select's `<option>`s as markup: a first empty choice (`none`), then each option, values and labels
 * escaped. The application form's five measurement lists hold about 870 options between them; as one
 * string per select (dangerouslySetInnerHTML) Preact sets each list in one step instead of diffing 170
 * elements, and SelectField fills them in after hydration.
 */
export function optionsHtml(none: string, options: readonly Option[]): string {
  let html = `<option value="">${escapeHtml(none)}</option>`
  for (const option of options)
    html += `<option value="${escapeHtml(option.value)}">${escapeHtml(option.label)}</option>`
  return html
}

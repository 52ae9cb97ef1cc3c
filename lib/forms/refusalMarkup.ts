import { escapeHtml } from '../text/escapeHtml'

/**
 * The summary the Worker puts at the top of a form posted without script and refused
 * (functions/refusedForm.ts): one paragraph per line, styled as the island's own failure message
 * (components/forms/Forms.css). Its id is what the fields to fix point to (`aria-describedby`).
 */
export function refusalSummaryHtml(id: string, lines: readonly string[]): string {
  const paragraphs = lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('')
  return `<div class="form-plain-refusal form-error" role="alert" id="${escapeHtml(id)}">${paragraphs}</div>`
}

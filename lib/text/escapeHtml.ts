const entities: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}

/**
 * Text made safe for HTML or XML markup, as element content or a quoted attribute value. Example:
 * `escapeHtml('A & B <i>')` → `'A &amp; B &lt;i&gt;'`.
 */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => entities[c] ?? c)
}

/** How deep the JSON the site reads may nest (objects and arrays): its forms need 3 (body, list, item). */
export const maxJsonDepth = 16

/**
 * Whether the JSON text nests at most `max` objects and arrays deep, found in one pass over the text
 * (brackets inside strings do not count) before anything parses it: a body of a few KiB nested thousands
 * deep would otherwise overflow the stack of whatever walks the parsed value.
 * Example: `withinDepth('{"a":[1]}', 2)` is true, `withinDepth('[[[]]]', 2)` false.
 */
export function withinDepth(text: string, max = maxJsonDepth): boolean {
  let depth = 0
  let inString = false
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i)
    if (inString) {
      // A backslash escapes the next character; a quote ends the string.
      if (ch === 0x5c) i++
      else if (ch === 0x22) inString = false
    } else if (ch === 0x22) inString = true
    else if (ch === 0x7b || ch === 0x5b) {
      if (++depth > max) return false
    } else if (ch === 0x7d || ch === 0x5d) depth--
  }
  return true
}

/**
 * The value of a JSON text that nests at most `max` deep, or undefined when it is deeper or not JSON.
 * Example: `parseBoundedJson('[1]')` → `[1]`; `parseBoundedJson('['.repeat(5000))` → undefined.
 */
export function parseBoundedJson(text: string, max = maxJsonDepth): unknown {
  if (!withinDepth(text, max)) return undefined
  try {
    return JSON.parse(text) as unknown
  } catch {
    return undefined
  }
}

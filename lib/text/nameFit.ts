/**
 * How long the longest word of a shown name is, as a size class for its stylesheet: names are set as large
 * as their column allows without breaking inside a word (Profile.css sizes each class so its longest word
 * fits). `nameFit('Ana Nascimento')` → `'10'`; words of 6 letters or fewer → `'6'`, of 16 or more → `'16'`.
 */
export function nameFit(name: string): string {
  const longest = Math.max(0, ...name.split(/\s+/).map((w) => [...w].length))
  return String(Math.min(16, Math.max(6, longest)))
}

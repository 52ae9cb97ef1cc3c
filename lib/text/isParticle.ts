// The connectives Brazilian names carry between given names and surnames ("Maria da Silva", "Souza e Lima").
const particles = new Set(['da', 'das', 'de', 'do', 'dos', 'e'])

/** Whether a word of a name is a Portuguese particle, whatever its case: `isParticle('DOS')` → `true`. */
export function isParticle(word: string): boolean {
  return particles.has(word.toLowerCase())
}

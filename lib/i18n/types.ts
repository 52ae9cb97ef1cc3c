/**
 * A translation of the message tree T: the same keys, every leaf a string, so a language that misses a
 * key (or adds one) fails to compile. `Messages<{ a: { b: 'x' } }>` is `{ a: { b: string } }`.
 */
export type Messages<T> = { readonly [K in keyof T]: T[K] extends string ? string : Messages<T[K]> }

/** Every leaf of a message tree as a dotted path: `LeafPath<{ roster: { empty: 'x' } }>` is `'roster.empty'`. */
export type LeafPath<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : LeafPath<T[K], `${Prefix}${K}.`>
}[keyof T & string]

/** Values for the `{{name}}` placeholders of a message. */
export type MessageParams = Record<string, string | number>

// Absolute media paths in the dataset start with this marker; each instance swaps in its own origin when
// it answers, so absolute URLs resolve to the instance that served them (tests run on random ports).
export const ORIGIN = '{{origin}}'

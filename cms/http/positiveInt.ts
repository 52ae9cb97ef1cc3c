// Query numbers as Laravel reads them: anything that is not a positive integer falls back.
export const positiveInt = (value: string | null, fallback: number) => {
  const n = Number(value)
  return value !== null && Number.isInteger(n) && n >= 1 ? n : fallback
}

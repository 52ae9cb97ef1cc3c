// The roster file (scripts/rosterFile.ts): checked entry by entry when it loads (rosterSource.ts).
declare module 'virtual:roster' {
  const entries: unknown[]
  export default entries
}

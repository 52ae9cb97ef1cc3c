/**
 * Live answers the page's first script already fetched (components/islands/boot.ts), handed to the island it
 * woke so that the island does not ask the Worker twice. Each is taken once.
 */
const answers = new Map<string, Promise<Response>>()

export function keepLiveAnswer(url: string, answer: Promise<Response>): void {
  answers.set(url, answer)
}

/** The answer kept for `url` (a copy of it: its body may be read again), or a new request. */
export function liveFetch(url: string): Promise<Response> {
  const kept = answers.get(url)
  answers.delete(url)
  return kept ? kept.then((r) => r.clone()) : fetch(url, { headers: { accept: 'application/json' } })
}

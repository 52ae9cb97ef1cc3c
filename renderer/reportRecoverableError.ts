import type { ErrorInfo } from 'react'

/**
 * React's `onRecoverableError` during hydration (renderer/+react.client.ts). React 19 recovers from a
 * hydration mismatch (production error #418, "Hydration failed because the server rendered HTML didn't
 * match the client") by rendering that part again on the client, and from an error thrown while hydrating
 * (#422, #423) or a server render that aborted (#419) the same way; by default it only rethrows them as
 * uncaught errors with a minified message. Here each is logged as one error naming it a hydration error,
 * with the component stack, which the end-to-end fixture fails on (tests/fixtures.ts `isHydrationMismatch`).
 */
export function reportRecoverableError(error: unknown, info: ErrorInfo): void {
  const message = error instanceof Error ? error.message : String(error)
  const cause =
    error instanceof Error && error.cause instanceof Error ? ` (cause: ${error.cause.message})` : ''
  console.error(
    `Hydration error, recovered by rendering on the client: ${message}${cause}${info.componentStack ?? ''}`,
  )
}

/** A sync failure whose message names what failed (call, talent id, field); the CLI prints it and exits 1. */
export class SyncError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options)
    this.name = 'SyncError'
  }
}

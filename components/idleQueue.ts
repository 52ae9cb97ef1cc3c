import { whenIdle } from './whenIdle'

type Job = () => void

const queue: Job[] = []
let running = false

function runNext(): void {
  const job = queue.shift()
  if (!job) {
    running = false
    return
  }
  job()
  // The browser styles and lays out what the job changed in its next frame; the next job waits for that
  // frame, so two jobs never share one long rendering task.
  requestAnimationFrame(() => whenIdle(runNext))
}

/**
 * Queues deferred work that changes the page (filling a select's options): after the `load` event, one
 * job per idle period, each in its own frame. Returns a function that takes the job off the queue.
 */
export function inIdleTurn(job: Job): () => void {
  queue.push(job)
  if (!running) {
    running = true
    whenIdle(runNext)
  }
  return () => {
    const at = queue.indexOf(job)
    if (at >= 0) queue.splice(at, 1)
  }
}

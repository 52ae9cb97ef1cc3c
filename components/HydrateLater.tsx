import { type ReactElement, Suspense } from 'react'
import { usePageContext } from 'vike-react/usePageContext'

type Turn = { done: boolean; promise: Promise<void> }

const turns = new Map<string, Turn>()
const waiting: (() => void)[] = []

/**
 * The next of the macrotasks that resume the boundaries, one boundary per task, in the order asked.
 * `<html data-hydrating>` marks the page while some boundary still waits (the end-to-end tests wait for
 * it to go): it goes in the task after the last one resumed.
 */
function nextTurn(): Promise<void> {
  return new Promise((resolve) => {
    waiting.push(resolve)
    if (waiting.length === 1) {
      document.documentElement.dataset.hydrating = ''
      setTimeout(release, 0)
    }
  })
}

function release(): void {
  waiting.shift()?.()
  if (waiting.length > 0) setTimeout(release, 0)
  else setTimeout(() => delete document.documentElement.dataset.hydrating, 0)
}

function Gate({ name, children }: { name: string; children: ReactElement }) {
  const { isHydration } = usePageContext()
  if (isHydration && typeof window !== 'undefined') {
    let turn = turns.get(name)
    if (!turn) {
      const created: Turn = {
        done: false,
        promise: nextTurn().then(() => {
          created.done = true
        }),
      }
      turn = created
      turns.set(name, turn)
    }
    // Preact keeps the prerendered element on screen, and hydrates it when the promise settles.
    if (!turn.done) throw turn.promise
  }
  return children
}

/**
 * Hydrates its child (one element) in a task of its own, after the rest of the page: Preact keeps the
 * prerendered element as it is while the boundary waits, and resumes its hydration in the next
 * macrotask, one boundary per task. The page's hydration is then several tasks instead of one long one
 * (a tap or a key waits less, and on a phone no task crosses 50 ms). Client navigations render at once.
 */
export function HydrateLater({ name, children }: { name: string; children: ReactElement }) {
  return (
    <Suspense fallback={null}>
      <Gate name={name}>{children}</Gate>
    </Suspense>
  )
}

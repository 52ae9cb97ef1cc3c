import type { Page } from '@playwright/test'

type Held = {
  /** Whether the island has committed (React's hydration of it is in the page), so the scheduler is held. */
  committed: () => boolean
  /** Lets React's scheduler run again: what it held runs, in order. */
  release: () => void
}

/**
 * Holds React in the page between an island's commit and the tasks React's scheduler runs after it (the
 * island's effects), until the test releases it: what the test does meanwhile lands in that gap, the one a
 * visitor on a slow phone types into. Two hooks React reads when it loads, both set here before any script:
 * `setImmediate`, which React's scheduler takes for its tasks when the page has one (its first choice, over
 * MessageChannel), so its tasks can be queued; and the DevTools hook, which React calls at every commit, so
 * the queue closes at the island's first commit. A render React finishes within one of its tasks is never
 * held: only the tasks after it are.
 */
export async function holdAfterCommit(page: Page, island: string): Promise<{ release: () => Promise<void> }> {
  await page.addInitScript((name) => {
    const held: (() => void)[] = []
    let holding = false
    let done = false
    const channel = new MessageChannel()
    const due: (() => void)[] = []
    channel.port1.onmessage = () => due.shift()?.()
    const post = (task: () => void) => {
      due.push(task)
      channel.port2.postMessage(null)
    }
    Object.assign(window, {
      setImmediate: (task: () => void) => (holding ? held.push(task) : post(task)),
      __REACT_DEVTOOLS_GLOBAL_HOOK__: {
        supportsFiber: true,
        isDisabled: false,
        inject: () => 1,
        onCommitFiberRoot: (_id: number, root: { containerInfo?: Element }) => {
          if (done || root.containerInfo?.getAttribute('data-island') !== name) return
          done = true
          holding = true
        },
        onPostCommitFiberRoot: () => {},
        onCommitFiberUnmount: () => {},
      },
      __heldHydration: {
        committed: () => done,
        release: () => {
          holding = false
          for (const task of held.splice(0)) post(task)
        },
      } satisfies Held,
    })
  }, island)
  return {
    release: () =>
      page.evaluate(() => (window as unknown as { __heldHydration: Held }).__heldHydration.release()),
  }
}

/** Resolves once the island has committed (and React's scheduler is held). */
export async function islandCommitted(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    (window as unknown as { __heldHydration: Held }).__heldHydration.committed(),
  )
}

/**
 * Holds every script the page asks for from now on (the island's module and React) until `release`: what
 * the visitor types meanwhile is in the field before React arrives.
 */
export async function holdScripts(page: Page): Promise<{ release: () => void }> {
  let release = () => {}
  const released = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route('**/*.js', async (route) => {
    await released
    await route.continue()
  })
  return { release }
}

/**
 * Holds React's scheduler from the moment the island starts hydrating (its state attribute says so, set
 * just before React is asked to hydrate it) until the test releases it: React has the island's events but
 * has rendered none of it, the gap a visitor on a slow phone chooses into while React works. (An event
 * that reaches a part React has not hydrated is hydrated at once or dropped: React's to decide.)
 */
export async function holdRender(page: Page, island: string): Promise<{ release: () => Promise<void> }> {
  await page.addInitScript((name) => {
    const held: (() => void)[] = []
    let released = false
    const channel = new MessageChannel()
    const due: (() => void)[] = []
    channel.port1.onmessage = () => due.shift()?.()
    const post = (task: () => void) => {
      due.push(task)
      channel.port2.postMessage(null)
    }
    const hydrating = () =>
      !released &&
      document.querySelector(`[data-island="${name}"]`)?.getAttribute('data-island-state') === 'hydrating'
    Object.assign(window, {
      setImmediate: (task: () => void) => (hydrating() ? held.push(task) : post(task)),
      __heldRender: {
        release: () => {
          released = true
          for (const task of held.splice(0)) post(task)
        },
      },
    })
  }, island)
  return {
    release: () =>
      page.evaluate(() =>
        (window as unknown as { __heldRender: { release: () => void } }).__heldRender.release(),
      ),
  }
}

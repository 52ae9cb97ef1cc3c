import type { Page } from '@playwright/test'

type Held = {
  /** Whether React's scheduler is held now (the island reached the point the hold is from). */
  holding: () => boolean
  /** Lets React's scheduler run again: what it held runs, in order. */
  release: () => void
}

/**
 * Holds React in the page, for one island, until the test releases it: what the test does meanwhile lands
 * in a gap a visitor on a slow phone types or chooses into. From where:
 * - `'render'`: from the moment the island starts hydrating (its state attribute says `hydrating`, set just
 *   before React is asked to hydrate it). React has the island's events but has rendered none of it; an
 *   event that reaches a part React has not hydrated is hydrated at once or dropped, React's to decide.
 * - `'commit'`: from the island's first commit, so the tasks React's scheduler runs after it (the island's
 *   effects) wait. A render React finishes within one of its tasks is never held: only the tasks after it.
 *
 * Two hooks React reads when it loads, set here before any script: `setImmediate`, which React's scheduler
 * takes for its tasks when the page has one (its first choice, over MessageChannel), so its tasks can be
 * queued; and, from a commit, the DevTools hook, which React calls at every commit.
 */
export async function holdReact(
  page: Page,
  island: string,
  from: 'render' | 'commit',
): Promise<{ held: () => Promise<void>; release: () => Promise<void> }> {
  await page.addInitScript(
    ({ name, from }) => {
      const queued: (() => void)[] = []
      let released = false
      let committed = false
      const channel = new MessageChannel()
      const due: (() => void)[] = []
      channel.port1.onmessage = () => due.shift()?.()
      const post = (task: () => void) => {
        due.push(task)
        channel.port2.postMessage(null)
      }
      const holding = () =>
        !released &&
        (from === 'commit'
          ? committed
          : document.querySelector(`[data-island="${name}"]`)?.getAttribute('data-island-state') ===
            'hydrating')
      Object.assign(window, {
        setImmediate: (task: () => void) => (holding() ? queued.push(task) : post(task)),
        __heldReact: {
          holding,
          release: () => {
            released = true
            for (const task of queued.splice(0)) post(task)
          },
        } satisfies Held,
      })
      if (from === 'commit') {
        Object.assign(window, {
          __REACT_DEVTOOLS_GLOBAL_HOOK__: {
            supportsFiber: true,
            isDisabled: false,
            inject: () => 1,
            onCommitFiberRoot: (_id: number, root: { containerInfo?: Element }) => {
              if (root.containerInfo?.getAttribute('data-island') === name) committed = true
            },
            onPostCommitFiberRoot: () => {},
            onCommitFiberUnmount: () => {},
          },
        })
      }
    },
    { name: island, from },
  )
  return {
    held: async () => {
      await page.waitForFunction(() => (window as unknown as { __heldReact: Held }).__heldReact.holding())
    },
    release: () => page.evaluate(() => (window as unknown as { __heldReact: Held }).__heldReact.release()),
  }
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

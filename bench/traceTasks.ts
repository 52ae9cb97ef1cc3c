// The main-thread tasks of a page load over a threshold, each named by the trace events that took its time
// (self time, top five). Used on Lighthouse's trace of each scripts-blocked run by bench/lighthouse.ts, to
// say what a page's no-JS floor is made of.

export type TraceEvent = {
  name: string
  ph: string
  ts: number
  dur?: number
  /** The thread's own CPU time in the event (absent on some events). */
  tdur?: number
  pid: number
  tid: number
  args?: { name?: string; data?: { url?: string }; beginData?: { url?: string } }
}
type Node = TraceEvent & { dur: number; kids: Node[] }

export type NamedTask = {
  /** From `originTs` (the navigation's start when given, else the first task), unthrottled. */
  startMs: number
  durationMs: number
  /** The main thread's CPU time in it (the trace's thread duration): what a busy machine does not inflate. */
  cpuMs: number | null
  /** The trace events with the most self time inside the task, in ms (wall clock). */
  top: { name: string; ms: number }[]
}

// The protocol types trace events as string maps; the fields read here are checked once.
export const isTraceEvent = (x: object): x is TraceEvent =>
  'name' in x && typeof x.name === 'string' && 'ts' in x && typeof x.ts === 'number'

const scripted = new Set([
  'FunctionCall',
  'EvaluateScript',
  'v8.compile',
  'v8.compileModule',
  'v8.evaluateModule',
])

const round1 = (x: number) => Math.round(x * 10) / 10

/**
 * The tasks of the page's renderer main thread (the one that parsed a document of `host`) longer than
 * `thresholdMs` and ending after `afterTs` (trace µs; FCP for blocking time), with the self time of every
 * event inside them summed by name (a script's URL, its origin dropped, beside script events).
 */
export function longTasksOf(
  events: TraceEvent[],
  o: { host: string; thresholdMs: number; afterTs?: number; originTs?: number },
): { tasks: NamedTask[]; selfMs: { name: string; ms: number }[] } {
  const pid = events.find(
    (e) => e.name === 'ParseHTML' && (e.args?.beginData?.url ?? '').includes(o.host),
  )?.pid
  const tid = events.find(
    (e) => e.name === 'thread_name' && e.pid === pid && e.args?.name === 'CrRendererMain',
  )?.tid
  const onMain = events
    .filter(
      (e): e is TraceEvent & { dur: number } =>
        e.pid === pid && e.tid === tid && e.ph === 'X' && e.dur !== undefined,
    )
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur)
  const label = (e: TraceEvent) => {
    // A task's own time outside every event the trace records inside it.
    if (e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask') return `${e.name} (not itemized)`
    const script = scripted.has(e.name) ? e.args?.data?.url : undefined
    if (!script) return e.name
    const path = script.replace(/^https?:\/\/[^/]+/, '')
    return `${e.name} ${script.includes(o.host) && !/\.m?js(\?|$)/.test(path) ? `(inline) ${path}` : path}`.slice(
      0,
      90,
    )
  }
  // The events as a tree by containment: a task, the work it ran, and so on down.
  const roots: Node[] = []
  const stack: Node[] = []
  for (const e of onMain) {
    const node: Node = { ...e, kids: [] }
    while (stack.length > 0 && (stack.at(-1) as Node).ts + (stack.at(-1) as Node).dur < e.ts + e.dur - 0.5)
      stack.pop()
    const parent = stack.at(-1)
    if (parent) parent.kids.push(node)
    else roots.push(node)
    stack.push(node)
  }
  const selfTime = new Map<string, number>()
  const walk = (n: Node, into: Map<string, number>) => {
    const self = n.dur - n.kids.reduce((sum, k) => sum + k.dur, 0)
    into.set(label(n), (into.get(label(n)) ?? 0) + Math.max(0, self))
    for (const k of n.kids) walk(k, into)
  }
  const origin = o.originTs ?? roots[0]?.ts ?? 0
  const tasks: NamedTask[] = []
  for (const task of roots) {
    if (task.dur <= o.thresholdMs * 1000 || task.ts + task.dur <= (o.afterTs ?? 0)) continue
    const own = new Map<string, number>()
    walk(task, own)
    for (const [name, us] of own) selfTime.set(name, (selfTime.get(name) ?? 0) + us)
    tasks.push({
      startMs: round1((task.ts - origin) / 1000),
      durationMs: round1(task.dur / 1000),
      cpuMs: task.tdur === undefined ? null : round1(task.tdur / 1000),
      top: [...own]
        .filter(([, us]) => us > 500)
        .sort((a, b) => b[1] - a[1])
        .slice(0, 5)
        .map(([name, us]) => ({ name, ms: round1(us / 1000) })),
    })
  }
  return {
    tasks,
    selfMs: [...selfTime].sort((a, b) => b[1] - a[1]).map(([name, us]) => ({ name, ms: round1(us / 1000) })),
  }
}

/**
 * The blocking time the tasks would make from their CPU time alone: the sum over tasks of what 4× their
 * main-thread CPU time exceeds 50 ms by (Lighthouse's rule, applied to the work instead of the wall clock,
 * which on a busy machine also holds the time the thread waited for a core). The tasks given: those ending
 * after the observed FCP, not clipped at it. The task that paints first usually ends before the observed
 * FCP (a paint is presented after its task), so it is not counted here, while Lighthouse's simulated FCP can
 * fall inside it and count its rest. Tasks without a CPU time count nothing.
 */
export function cpuBlockingMs(tasks: NamedTask[]): number {
  return round1(tasks.reduce((sum, t) => sum + Math.max(0, (t.cpuMs ?? 0) * 4 - 50), 0))
}

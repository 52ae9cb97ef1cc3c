import { chromium } from '@playwright/test'
import { chromeArgs, chromePath, mobile } from './browser'

// Chromium's own trace of one page load, at the bench's flags and Lighthouse's phone viewport, without
// throttling: the main-thread tasks over 12.5 ms (50 ms and more under Lighthouse's 4× CPU, so blocking
// time) and their self time by trace event, to name what the blocking time is made of.
// `npx tsx bench/trace.ts http://127.0.0.1:8851/` against a running site (`npm start`).

type TraceEvent = {
  name: string
  ph: string
  ts: number
  dur?: number
  pid: number
  tid: number
  args?: { name?: string; data?: { url?: string }; beginData?: { url?: string } }
}
type Node = TraceEvent & { dur: number; kids: Node[] }

// The protocol types trace events as string maps; the fields read here are checked once.
const isTraceEvent = (x: object): x is TraceEvent =>
  'name' in x && typeof x.name === 'string' && 'ts' in x && typeof x.ts === 'number'

const categories = [
  '-*',
  'toplevel',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.frame',
  'v8.execute',
  'blink',
  'cc',
  'loading',
].join(',')

async function trace(url: string): Promise<TraceEvent[]> {
  const browser = await chromium.launch({ executablePath: chromePath, args: chromeArgs })
  try {
    const context = await browser.newContext(mobile)
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    const events: TraceEvent[] = []
    cdp.on('Tracing.dataCollected', (e) => {
      const value: object[] = e.value
      events.push(...value.filter(isTraceEvent))
    })
    const done = new Promise((resolve) => cdp.on('Tracing.tracingComplete', resolve))
    await cdp.send('Tracing.start', { categories, transferMode: 'ReportEvents' })
    await page.goto(url)
    await page.waitForTimeout(6000)
    await cdp.send('Tracing.end')
    await done
    return events
  } finally {
    await browser.close()
  }
}

const scripted = new Set([
  'FunctionCall',
  'EvaluateScript',
  'v8.compile',
  'v8.compileModule',
  'v8.evaluateModule',
])
const label = (e: TraceEvent) => {
  const script = scripted.has(e.name) ? e.args?.data?.url : undefined
  return script ? `${e.name} ${script.replace(/^https?:\/\/[^/]+/, '').slice(0, 60)}` : e.name
}

async function main(url: string) {
  const events = await trace(url)
  const host = new URL(url).host
  const pid = events.find((e) => e.name === 'ParseHTML' && (e.args?.beginData?.url ?? '').includes(host))?.pid
  const tid = events.find(
    (e) => e.name === 'thread_name' && e.pid === pid && e.args?.name === 'CrRendererMain',
  )?.tid
  const onMain = events
    .filter(
      (e): e is TraceEvent & { dur: number } =>
        e.pid === pid && e.tid === tid && e.ph === 'X' && e.dur !== undefined,
    )
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur)
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
  const walk = (n: Node) => {
    const self = n.dur - n.kids.reduce((sum, k) => sum + k.dur, 0)
    selfTime.set(label(n), (selfTime.get(label(n)) ?? 0) + Math.max(0, self))
    n.kids.forEach(walk)
  }
  const long = roots.filter((t) => t.dur > 12_500)
  const start = roots[0]?.ts ?? 0
  for (const task of long) {
    const before = new Map(selfTime)
    walk(task)
    const top = [...selfTime]
      .map(([name, us]) => [name, us - (before.get(name) ?? 0)] as const)
      .filter(([, us]) => us > 1000)
      .sort((a, b) => b[1] - a[1])
      .slice(0, 5)
    console.log(
      `task ${(task.dur / 1000).toFixed(1)} ms at ${((task.ts - start) / 1000).toFixed(0)} ms: ${top.map(([n, us]) => `${n} ${(us / 1000).toFixed(1)}`).join(' | ')}`,
    )
  }
  const total = long.reduce((sum, t) => sum + t.dur, 0)
  console.log(
    `\n${long.length} tasks over 12.5 ms, ${(total / 1000).toFixed(0)} ms in all; self time by event (ms):`,
  )
  for (const [name, us] of [...selfTime].sort((a, b) => b[1] - a[1]).slice(0, 15))
    console.log(`${(us / 1000).toFixed(1).padStart(8)}  ${name}`)
}

const url = process.argv[2]
if (!url) {
  console.error('usage: npx tsx bench/trace.ts <url of a running site>')
  process.exit(2)
}
await main(url)

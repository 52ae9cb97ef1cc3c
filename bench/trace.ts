import { chromium } from '@playwright/test'
import { chromeArgs, chromePath, mobile } from './browser'
import { isTraceEvent, longTasksOf, type TraceEvent } from './traceTasks'

// Chromium's own trace of one page load, at the bench's flags and Lighthouse's phone viewport, without
// throttling: the main-thread tasks over 12.5 ms (50 ms and more under Lighthouse's 4× CPU, so blocking
// time) and their self time by trace event, to name what the blocking time is made of.
// `npx tsx bench/trace.ts http://127.0.0.1:8851/` against a running site (`npm start`); BLOCK_SCRIPTS=1 for
// the page's floor with every script file blocked.

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
    // BLOCK_SCRIPTS=1: every script file blocked, as Lighthouse's blockedUrlPatterns (inline ones still run).
    if (process.env.BLOCK_SCRIPTS === '1') await page.route(/\.m?js(\?|$)/, (route) => route.abort())
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

async function main(url: string) {
  const events = await trace(url)
  const { tasks, selfMs } = longTasksOf(events, { host: new URL(url).host, thresholdMs: 12.5 })
  for (const task of tasks) {
    console.log(
      `task ${task.durationMs.toFixed(1)} ms at ${task.startMs.toFixed(0)} ms: ${task.top.map((t) => `${t.name} ${t.ms.toFixed(1)}`).join(' | ')}`,
    )
  }
  const total = tasks.reduce((sum, t) => sum + t.durationMs, 0)
  console.log(`\n${tasks.length} tasks over 12.5 ms, ${total.toFixed(0)} ms in all; self time by event (ms):`)
  for (const { name, ms } of selfMs.slice(0, 15)) console.log(`${ms.toFixed(1).padStart(8)}  ${name}`)
}

const url = process.argv[2]
if (!url) {
  console.error('usage: npx tsx bench/trace.ts <url of a running site>')
  process.exit(2)
}
await main(url)

import { type ChildProcess, spawn } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'

export type RunResult = {
  code: number | null
  stdout: string
  stderr: string
  wallMs: number
  /** Peak of the summed RSS of the process and all its descendants, sampled every 100 ms. */
  peakTreeRssBytes: number
  /** Lines of stdout with the ms since start when each arrived. */
  lines: { atMs: number; line: string }[]
  timedOut: boolean
}

/** The process ids below `pid` (children, grandchildren, …), from /proc. */
export function descendants(pid: number): number[] {
  const parents = new Map<number, number[]>()
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8')
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
      const list = parents.get(ppid) ?? []
      list.push(Number(entry))
      parents.set(ppid, list)
    } catch {}
  }
  const out: number[] = []
  const queue = [pid]
  while (queue.length > 0) {
    const p = queue.shift() as number
    for (const c of parents.get(p) ?? []) {
      out.push(c)
      queue.push(c)
    }
  }
  return out
}

function rssOf(pid: number): number {
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))
    return m ? Number(m[1]) * 1024 : 0
  } catch {
    return 0
  }
}

/** Summed RSS of `pid` and its descendants. */
export function treeRss(pid: number): number {
  return [pid, ...descendants(pid)].reduce((n, p) => n + rssOf(p), 0)
}

/** Kills `child` and everything it started (it must have been spawned `detached`, its own group). */
export function killTree(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM'): void {
  if (child.pid === undefined || child.exitCode !== null) return
  try {
    process.kill(-child.pid, signal)
  } catch {
    try {
      child.kill(signal)
    } catch {}
  }
}

/**
 * Runs a command to completion (in its own process group, killed with its children on timeout),
 * measuring wall time and the peak RSS of its process tree.
 */
export function run(
  cmd: string,
  args: string[],
  o: { cwd?: string; env?: NodeJS.ProcessEnv; timeoutMs?: number; echo?: boolean } = {},
): Promise<RunResult> {
  return new Promise((resolvePromise) => {
    const started = performance.now()
    const child = spawn(cmd, args, {
      cwd: o.cwd,
      env: o.env ?? process.env,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let stdout = ''
    let stderr = ''
    let partial = ''
    const lines: RunResult['lines'] = []
    let peak = 0
    let timedOut = false
    const sample = () => {
      if (child.pid !== undefined) peak = Math.max(peak, treeRss(child.pid))
    }
    const sampler = setInterval(sample, 100)
    const kill = () => killTree(child, 'SIGKILL')
    cleanups.add(kill)
    const timer = o.timeoutMs
      ? setTimeout(() => {
          timedOut = true
          killTree(child, 'SIGKILL')
        }, o.timeoutMs)
      : undefined
    child.stdout.on('data', (chunk: Buffer) => {
      const text = chunk.toString()
      stdout += text
      if (o.echo) process.stdout.write(text)
      const parts = (partial + text).split('\n')
      partial = parts.pop() ?? ''
      const at = performance.now() - started
      for (const line of parts) lines.push({ atMs: at, line })
    })
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString()
      if (o.echo) process.stderr.write(chunk)
    })
    child.on('close', (code) => {
      cleanups.delete(kill)
      clearInterval(sampler)
      if (timer) clearTimeout(timer)
      if (partial) lines.push({ atMs: performance.now() - started, line: partial })
      resolvePromise({
        code,
        stdout,
        stderr,
        wallMs: performance.now() - started,
        peakTreeRssBytes: peak,
        lines,
        timedOut,
      })
    })
  })
}

/** Whether a command exists on PATH. */
export async function hasCommand(name: string): Promise<boolean> {
  const r = await run('sh', ['-c', `command -v ${name}`])
  return r.code === 0
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

/** What must be stopped if the bench is interrupted (servers it started); run.ts runs them on SIGINT/SIGTERM. */
export const cleanups = new Set<() => Promise<void> | void>()

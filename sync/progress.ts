/** One phase of the sync: a bar on a terminal, a start and an end line otherwise. */
export type Phase = {
  tick(n?: number): void
  /** Raises the total once it is known (pages of a list). */
  total(n: number): void
  done(note?: string): void
}

export type Progress = {
  phase(name: string, total?: number): Phase
  /** A line above the bar (retries, warnings). */
  log(line: string): void
}

type Options = { write: (s: string) => void; tty: boolean; now?: () => number }

const WIDTH = 24

/**
 * Progress output. On a TTY each phase redraws one line with `\r` (`profiles [#####-----] 90/180`); in CI or
 * a pipe it prints plain lines, so logs stay readable.
 */
export function createProgress({ write, tty, now = Date.now }: Options): Progress {
  let drawn = '' // the bar currently on screen, redrawn after a log line

  const clear = () => {
    if (drawn) write(`\r${' '.repeat(drawn.length)}\r`)
  }

  return {
    log(line) {
      clear()
      write(`${line}\n`)
      if (drawn) write(drawn)
    },
    phase(name, initial = 1) {
      const started = now()
      let total = initial
      let count = 0
      const draw = () => {
        if (!tty) return
        const ratio = total > 0 ? Math.min(1, count / total) : 1
        const filled = Math.round(ratio * WIDTH)
        const line = `${name.padEnd(12)} [${'#'.repeat(filled)}${'-'.repeat(WIDTH - filled)}] ${count}/${total}`
        clear()
        write(line)
        drawn = line
      }
      if (tty) draw()
      else write(`${name}…\n`)
      return {
        tick(n = 1) {
          count += n
          draw()
        },
        total(n) {
          total = n
          draw()
        },
        done(note) {
          count = total
          const tail = `${note ? `${note}, ` : ''}${now() - started} ms`
          if (tty) {
            draw()
            write(` ${tail}\n`)
            drawn = ''
          } else write(`${name}: ${count}/${total} (${tail})\n`)
        },
      }
    },
  }
}

/** Output that goes nowhere (tests). */
export const silentProgress = (): Progress => createProgress({ write: () => {}, tty: false })

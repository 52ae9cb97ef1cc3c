import { execFileSync } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

// Chromium's PDFs read back with Debian's poppler-utils (scripts/ensure-browsers.sh installs them).

export type PdfFacts = {
  pages: number
  /** Each page's size in points, as pdfinfo prints it: `419.53 x 595.28` for A5. */
  pageSizes: string[]
  /** The text, whitespace removed and upper-cased (letter-spaced, upper-case CSS text reads back that way). */
  text: string
  images: number
  /** The embedded fonts' names (`pdffonts`), e.g. `AAAAAA+LiberationSans`; `[none]` for a Type 3 font. */
  fonts: string[]
}

const poppler = (tool: string, args: string[]) => execFileSync(tool, args, { encoding: 'utf8' })

export function readPdf(pdf: Buffer): PdfFacts {
  const file = join(mkdtempSync(join(tmpdir(), 'comp-card-')), 'card.pdf')
  writeFileSync(file, pdf)
  const info = poppler('pdfinfo', ['-f', '1', '-l', '1000', file])
  const pages = Number(/^Pages:\s+(\d+)/m.exec(info)?.[1] ?? 0)
  const pageSizes = [...info.matchAll(/^Page\s+\d+ size:\s+([\d.]+ x [\d.]+) pts/gm)].map((m) => m[1] ?? '')
  const text = squash(poppler('pdftotext', ['-layout', file, '-']))
  // `pdfimages -list`: two header lines, then one line per image (the SMask lines are alpha channels).
  const images = poppler('pdfimages', ['-list', file])
    .split('\n')
    .slice(2)
    .filter((line) => /\bimage\b/.test(line)).length
  // `pdffonts`: two header lines, then one line per font, its name first.
  const fonts = poppler('pdffonts', [file])
    .split('\n')
    .slice(2)
    .map((line) => line.split(/\s+/)[0] ?? '')
    .filter(Boolean)
  return { pages, pageSizes, text, images, fonts }
}

/** A string as it is compared with the PDF's text: no whitespace, upper case. */
export const squash = (s: string) => s.replace(/\s+/g, '').toUpperCase()

/** A5 in PostScript points (148 × 210 mm). */
export const a5Points = '419.53 x 595.28'

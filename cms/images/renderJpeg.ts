import sharp from 'sharp'

// FNV-1a: a stable number from the path, so the same path always gives the same picture.
const hash = (text: string) => {
  let h = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i)
    h = Math.imul(h, 0x01000193) >>> 0
  }
  return h
}

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`)

// A studio-like backdrop with a figure and the talent's initials: enough for a person to tell pictures
// apart and for the site to show real pixels of the declared size.
const svg = (width: number, height: number, seed: string, label: string) => {
  const h = hash(seed)
  const hue = h % 360
  const hue2 = (hue + 30 + ((h >>> 9) % 90)) % 360
  const unit = Math.min(width, height)
  const cx = width / 2 + (((h >>> 3) % 21) - 10) * (width / 100)
  const headR = unit * 0.11
  const headY = height * 0.38
  const shoulders = headY + headR * 1.55
  const fontSize = Math.round(unit * 0.14)
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="${(h >>> 5) % 2}" y2="1">
      <stop offset="0" stop-color="hsl(${hue}, 28%, 78%)"/>
      <stop offset="1" stop-color="hsl(${hue2}, 24%, 38%)"/>
    </linearGradient>
    <radialGradient id="light" cx="0.5" cy="0.35" r="0.6">
      <stop offset="0" stop-color="#fff" stop-opacity="0.35"/>
      <stop offset="1" stop-color="#fff" stop-opacity="0"/>
    </radialGradient>
  </defs>
  <rect width="100%" height="100%" fill="url(#bg)"/>
  <rect width="100%" height="100%" fill="url(#light)"/>
  <g fill="hsl(${hue2}, 20%, 16%)" fill-opacity="0.78">
    <circle cx="${cx}" cy="${headY}" r="${headR}"/>
    <rect x="${cx - headR * 0.35}" y="${headY + headR * 0.8}" width="${headR * 0.7}" height="${headR * 0.9}"/>
    <rect x="${cx - unit * 0.27}" y="${shoulders}" width="${unit * 0.54}" height="${height}" rx="${unit * 0.12}"/>
  </g>
  <text x="${width / 2}" y="${height * 0.16}" font-family="DejaVu Sans, sans-serif" font-size="${fontSize}"
    font-weight="bold" fill="#fff" fill-opacity="0.85" text-anchor="middle" dominant-baseline="middle">${escapeXml(label)}</text>
  <text x="${width - unit * 0.03}" y="${height - unit * 0.03}" font-family="DejaVu Sans, sans-serif"
    font-size="${Math.round(unit * 0.025)}" fill="#fff" fill-opacity="0.7" text-anchor="end">${width}×${height}</text>
</svg>`
}

export const renderJpeg = async (width: number, height: number, seed: string, label: string) =>
  sharp(Buffer.from(svg(width, height, seed, label)))
    // libjpeg-turbo's default encoder, not mozjpeg: half the CPU per picture (mozjpeg's smaller files
    // cost 50 to 90 ms more each), and the end-to-end suite asks for about 2,000 of them.
    .jpeg({ quality: 70 })
    .toBuffer()

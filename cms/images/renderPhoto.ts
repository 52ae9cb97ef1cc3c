import sharp from 'sharp'
import { createRandom, type Random } from '../dataset/createRandom.ts'

export type Orientation = 'portrait' | 'landscape'

/** The size each pool photo is made at: a camera original's, 2:3 or 3:2 (crops serve the other ratios). */
export const masterSize = (orientation: Orientation) =>
  orientation === 'portrait' ? { width: 2000, height: 3000 } : { width: 3000, height: 2000 }

/** The composition at a quarter of the size: the smooth parts of a studio photo (backdrop, light, figure). */
const scene = (width: number, height: number, random: Random, label: string) => {
  const hue = random.int(0, 359)
  const hue2 = (hue + random.int(20, 120)) % 360
  const unit = Math.min(width, height)
  const cx = width * (0.35 + random.next() * 0.3)
  const headR = unit * (0.07 + random.next() * 0.04)
  const headY = height * (0.2 + random.next() * 0.12)
  const lean = (random.next() - 0.5) * unit * 0.1
  const shoulderW = headR * (2.6 + random.next() * 0.8)
  const shoulders = headY + headR * 1.6
  const waistY = shoulders + headR * (3.2 + random.next())
  const skin = `hsl(${random.int(15, 35)}, ${random.int(25, 55)}%, ${random.int(28, 72)}%)`
  const cloth = `hsl(${random.int(0, 359)}, ${random.int(10, 60)}%, ${random.int(12, 60)}%)`
  const floorY = height * (0.72 + random.next() * 0.12)
  const lightX = random.next()
  const torso = `M ${cx - shoulderW} ${shoulders + headR * 0.4}
    Q ${cx} ${shoulders - headR * 0.3} ${cx + shoulderW} ${shoulders + headR * 0.4}
    L ${cx + shoulderW * 0.75 + lean} ${waistY} L ${cx + shoulderW * 0.95 + lean} ${height * 1.05}
    L ${cx - shoulderW * 0.95 + lean} ${height * 1.05} L ${cx - shoulderW * 0.75 + lean} ${waistY} Z`
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs>
    <linearGradient id="wall" x1="0" y1="0" x2="${random.next().toFixed(2)}" y2="1">
      <stop offset="0" stop-color="hsl(${hue}, ${random.int(10, 35)}%, ${random.int(55, 85)}%)"/>
      <stop offset="1" stop-color="hsl(${hue2}, ${random.int(10, 30)}%, ${random.int(20, 45)}%)"/>
    </linearGradient>
    <radialGradient id="light" cx="${lightX.toFixed(2)}" cy="0.3" r="0.75">
      <stop offset="0" stop-color="#fff" stop-opacity="0.45"/>
      <stop offset="0.6" stop-color="#fff" stop-opacity="0.05"/>
      <stop offset="1" stop-color="#000" stop-opacity="0.45"/>
    </radialGradient>
    <linearGradient id="skin" x1="${lightX < 0.5 ? 0 : 1}" y1="0" x2="${lightX < 0.5 ? 1 : 0}" y2="0">
      <stop offset="0" stop-color="${skin}"/><stop offset="1" stop-color="#000" stop-opacity="0.6"/>
    </linearGradient>
  </defs>
  <rect width="100%" height="100%" fill="url(#wall)"/>
  <rect y="${floorY}" width="100%" height="${height - floorY}" fill="hsl(${hue2}, 15%, 22%)" fill-opacity="0.35"/>
  <ellipse cx="${cx + lean}" cy="${floorY + unit * 0.04}" rx="${shoulderW * 1.6}" ry="${unit * 0.03}" fill="#000" fill-opacity="0.35"/>
  <path d="${torso}" fill="${cloth}"/>
  <rect x="${cx - headR * 0.32}" y="${headY + headR * 0.7}" width="${headR * 0.64}" height="${headR * 1.1}" fill="${skin}"/>
  <ellipse cx="${cx}" cy="${headY}" rx="${headR * 0.82}" ry="${headR}" fill="${skin}"/>
  <ellipse cx="${cx}" cy="${headY - headR * 0.35}" rx="${headR * 0.9}" ry="${headR * 0.75}"
    fill="hsl(${random.int(0, 40)}, ${random.int(10, 50)}%, ${random.int(5, 45)}%)"/>
  <rect width="100%" height="100%" fill="url(#light)"/>
  <text x="${width - unit * 0.03}" y="${height - unit * 0.03}" font-family="DejaVu Sans, sans-serif"
    font-size="${Math.round(unit * 0.035)}" fill="#fff" fill-opacity="0.6" text-anchor="end">${label}</text>
</svg>`
}

/** A grey noise layer: each value drawn from the seeded PRNG, never Math.random. */
const noise = (width: number, height: number, random: Random, amplitude: number) => {
  const data = Buffer.alloc(width * height)
  for (let i = 0; i < data.length; i++) {
    data[i] = 128 + Math.round((random.next() - 0.5) * amplitude)
  }
  return data
}

/**
 * Fabric and film at full size in one layer: a weave (threads along both axes, the period drawn per photo)
 * under triangular grain, the sum of two uniforms, closer to film grain than a flat draw.
 */
const texture = async (width: number, height: number, random: Random) => {
  const period = 3 + random.next() * 5
  const weave = 4 + random.next() * 8
  const grain = 24 + random.next() * 22
  const threads = (length: number) =>
    Float64Array.from({ length }, (_, i) => Math.sin((i / period) * 2 * Math.PI))
  const columns = threads(width)
  const rows = threads(height)
  const data = Buffer.alloc(width * height)
  for (let y = 0, i = 0; y < height; y++) {
    // A turn for the server every 64 rows (about 10 ms): a warm-up behind a running stand-in never holds
    // its answers for the half second a whole layer takes.
    if (y % 64 === 63) await new Promise((resolve) => setImmediate(resolve))
    const row = (rows[y] ?? 0) * weave
    for (let x = 0; x < width; x++, i++) {
      data[i] = 128 + Math.round((columns[x] ?? 0) * row + (random.next() + random.next() - 1) * grain)
    }
  }
  return data
}

const grey = (width: number, height: number) => ({ raw: { width, height, channels: 1 as const } })

/**
 * One pool photo, a camera original as JPEG: a studio composition, then the detail a photo has and a
 * drawing lacks (a mottled backdrop, fabric, film grain, soft focus that varies), so it weighs what a
 * real one does. The same index always gives the same bytes.
 */
export const renderPhoto = async (index: number, orientation: Orientation): Promise<Buffer> => {
  const random = createRandom(0x9e3779b9 ^ (index * 7919))
  const { width, height } = masterSize(orientation)
  const label = `№ ${String(index + 1).padStart(2, '0')}`
  const small = { width: Math.round(width / 4), height: Math.round(height / 4) }
  // Soft focus that varies from photo to photo: blurred small, then enlarged.
  const sharpness = 0.3 + random.next() * 0.7
  const drawn = await sharp(Buffer.from(scene(small.width, small.height, random, label)))
    .removeAlpha()
    .blur(sharpness)
    .raw()
    .toBuffer()
  const base = await sharp(drawn, { raw: { ...small, channels: 3 } })
    .resize(width, height, { kernel: 'cubic' })
    .raw()
    .toBuffer()
  // Blotches of a painted backdrop: noise at 1/48 of the size, enlarged smoothly.
  const coarse = { width: Math.ceil(width / 48), height: Math.ceil(height / 48) }
  const mottle = await sharp(
    noise(coarse.width, coarse.height, random, 90),
    grey(coarse.width, coarse.height),
  )
    .resize(width, height, { kernel: 'cubic' })
    .raw()
    .toBuffer()
  const detail = await texture(width, height, random)
  return sharp(base, { raw: { width, height, channels: 3 } })
    .composite([
      { input: mottle, ...grey(width, height), blend: 'soft-light' },
      { input: detail, ...grey(width, height), blend: 'overlay' },
    ])
    .jpeg({ quality: 88 })
    .toBuffer()
}

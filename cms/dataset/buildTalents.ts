import type { Category, Gender, Picture, Profile, Video } from '../types.ts'
import { categories } from './categories.ts'
import { createRandom, type Random } from './createRandom.ts'
import { measurements } from './measurements.ts'
import { menFirst, menMiddle, surnames, womenFirst, womenMiddle } from './names.ts'
import { ORIGIN } from './ORIGIN.ts'

export const TALENT_COUNT = 160

/** The platform's "no image" value as its clients test for it (webdesignmf/bxt_talent, pages/talent.vue). */
export const NO_IMAGE = 'https://res.cloudinary.com/managerfashion/image/upload/.jpg'

// Written by hand so the awkward cases are always there, whatever the generator draws.
const fixed: [string, Gender][] = [
  ['MARIA eduarda  silva', 'woman'],
  ['joão PEDRO', 'man'],
  ['Ágata Conceição', 'woman'],
  ['Érica Magalhães', 'woman'],
  ['Ítalo Brandão', 'man'],
  ['Otávio Nóbrega', 'man'],
  ['Júlia Assunção', 'woman'],
  ['Conceição Falcão', 'woman'],
  [' Ana Luísa Gonçalves ', 'woman'],
  ['ÍRIS LOBO', 'woman'],
  ['vinícius sá', 'man'],
]

const plain = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()

// Bookers type names in every way: upper case, lower case, doubled spaces.
const messUp = (random: Random, name: string) => {
  const r = random.next()
  const words = name.split(' ')
  if (r < 0.05) return name.toUpperCase()
  if (r < 0.1) return name.toLowerCase()
  if (r < 0.14) return [words[0]?.toUpperCase(), ...words.slice(1).map((w) => w.toLowerCase())].join(' ')
  if (r < 0.18) return words.join('  ')
  return name
}

const makeName = (random: Random, gender: Gender) => {
  const first = random.pick(gender === 'woman' ? womenFirst : menFirst)
  const middle = random.chance(0.25) ? [random.pick(gender === 'woman' ? womenMiddle : menMiddle)] : []
  const last = random.chance(0.2) ? [random.pick(surnames), random.pick(surnames)] : [random.pick(surnames)]
  return [first, ...middle, ...last].join(' ')
}

const siteCategories = (random: Random, index: number): Category[] => {
  // About one in sixteen talents is only in categories the site must not show.
  if (index % 16 === 7) return random.chance(0.5) ? [categories.actors] : [categories.kids, categories.actors]
  const r = random.next()
  const first = r < 0.45 ? categories.mainboard : r < 0.75 ? categories.image : categories.development
  const list: Category[] = [first]
  if (random.chance(0.15)) {
    const second = random.pick([categories.image, categories.mainboard, categories.development])
    if (second.id !== first.id) list.push(second)
  }
  if (random.chance(0.05)) list.push(categories.actors)
  return list
}

const instagram = (random: Random, name: string) => {
  const words = plain(name).trim().split(/\s+/)
  const handle = words.join(random.pick(['', '.', '_']))
  const r = random.next()
  if (r < 0.22) return `@${handle}`
  if (r < 0.44) return handle
  if (r < 0.59) return `https://www.instagram.com/${handle}/`
  if (r < 0.67) return `https://instagram.com/${handle}`
  return null
}

const youtubeId = (random: Random) => {
  const chars = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'
  return Array.from({ length: 11 }, () => chars[random.int(0, chars.length - 1)]).join('')
}

const videos = (random: Random, extra: Random): Video[] => {
  const list: Video[] = []
  if (random.chance(0.2)) {
    for (let i = random.int(1, 2); i > 0; i--) list.push({ file: youtubeId(random), provider: 'youtube' })
  }
  // Now and then a provider the site does not play: the client must skip it, not fail.
  if (extra.chance(0.03))
    list.push({ file: 'https://www.tiktok.com/@agency/video/7300000000000000000', provider: 'tiktok' })
  if (random.chance(0.12)) {
    for (let i = random.int(1, 2); i > 0; i--) {
      const id = `${random.int(100_000_000, 999_999_999)}`
      const hash = random.int(0x1000000000, 0xffffffffff).toString(16)
      list.push({ file: random.chance(0.5) ? `${id}/${hash}` : id, provider: 'vimeo' })
    }
  }
  return list
}

const abouts = [
  (first: string) =>
    `${first} começou a carreira aos dezasseis anos, depois de ser descoberta numa rua de Lisboa. Desde então trabalhou para marcas nacionais e internacionais.`,
  (first: string) =>
    `Natural do Porto, ${first} divide o tempo entre a faculdade e as produções de moda. Gosta de fotografia analógica e de viajar.`,
  (first: string) => `${first} estreou-se na passerelle da ModaLisboa e fez campanhas em Milão e Paris.`,
  (first: string) =>
    `Com formação em dança, ${first} traz movimento a cada sessão fotográfica. Fala português, inglês e espanhol.`,
]

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase()

export const buildTalents = (): Profile[] => {
  const random = createRandom(20_240_601)
  // What the real platform's shapes added (weight, string sizes, more composites…) draws from its own
  // sequence, so the talents the first sequence makes stay the same.
  const extra = createRandom(20_261_123)
  const talents: Profile[] = []
  const seen = new Set<string>()
  let id = 1000
  for (let index = 0; index < TALENT_COUNT; index++) {
    id += random.int(1, 4)
    const fixedOne = fixed[index]
    const gender: Gender = fixedOne ? fixedOne[1] : random.chance(0.55) ? 'woman' : 'man'
    let name = fixedOne?.[0] ?? makeName(random, gender)
    while (seen.has(plain(name))) name = makeName(random, gender)
    seen.add(plain(name))
    if (!fixedOne) name = messUp(random, name)

    // Per talent, images are all relative, all absolute, or a mix: uploads made at different times.
    const mode = random.next()
    const path = (file: string, r: Random = random) => {
      const absolute = mode < 0.6 ? false : mode < 0.85 ? true : r.chance(0.5)
      return `${absolute ? `${ORIGIN}/` : ''}uploads/talents/${id}/${file}`
    }
    // Some uploads carry their sizes as strings ("1200"): one talent in five has them so.
    const stringSizes = extra.chance(0.2)
    const picture = (file: string, width: number, height: number, r: Random = random): Picture => ({
      file: path(`${file}-${width}x${height}.jpg`, r),
      width: stringSizes ? String(width) : width,
      height: stringSizes ? String(height) : height,
    })
    // Book photos and digitals at the sizes the platform's originals have (2,000–3,000 px on the long side,
    // 0.8–3 MB each: issue 38), cut from the stand-in's photo pool (cms/images/photoPool.ts).
    const book = Array.from({ length: random.int(4, 10) }, (_, n) => {
      const r = random.next()
      if (r < 0.65) return picture(`book-${n + 1}`, 2000, 2667)
      if (r < 0.9) return picture(`book-${n + 1}`, 3000, 2000)
      return picture(`book-${n + 1}`, 2000, 2000)
    })
    const snap = Array.from({ length: random.pick([0, 0, 1, 2, 3, 4]) }, (_, n) =>
      random.chance(0.85) ? picture(`snap-${n + 1}`, 1500, 2000) : picture(`snap-${n + 1}`, 2000, 1500),
    )
    // The "no image" value: this talent's own path, or the platform's image host's.
    const noImage = (own: string) => (extra.chance(0.5) ? own : NO_IMAGE)
    const first = capitalised(name.trim().split(/\s+/)[0] ?? '')
    const aboutRoll = random.next()
    const r2 = random.next()
    talents.push({
      id,
      name,
      gender,
      // The platform's "no image": a path ending in `/.jpg`, relative or on its image host.
      cover: random.chance(0.08) ? noImage(path('.jpg')) : path('cover-800x1067.jpg'),
      categories: siteCategories(random, index),
      instagram: instagram(random, name),
      cover2: r2 < 0.7 ? path('cover2-1920x1080.jpg') : r2 < 0.9 ? null : path('.jpg'),
      about: aboutRoll < 0.15 ? null : aboutRoll < 0.2 ? '' : random.pick(abouts)(first),
      ...measurements(random, gender, extra),
      book,
      snap,
      video: videos(random, extra),
      compo: random.chance(0.4)
        ? Array.from({ length: extra.int(1, 3) }, (_, n) =>
            picture(`compo-${n + 1}`, 1748, 1240, n === 0 ? random : extra),
          )
        : [],
    })
  }
  return talents
}

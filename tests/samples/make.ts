// Makes the phone samples in this folder (run once: `node tests/samples/make.ts`; the files are committed).
// Each is a real file of its kind, small and deterministic:
// - motion-photo.jpg: a JPEG with a Pixel's motion-photo XMP, then a real MP4 (cms/media/news-1.mp4)
//   after its end-of-image marker, as a Pixel saves it;
// - samsung-trailer.jpg: a JPEG followed by a Samsung trailer (its data records, the "SEFH" directory,
//   the directory's length and "SEFT"), as Samsung's camera appends it;
// - photo.heic is not made here: it was encoded once with libheif's `heif-enc -q 50` (Debian's
//   libheif-examples, x265 inside) from portrait.png, which sharp cannot do (its libvips has no HEVC
//   encoder); `heif-info photo.heic` reads it as a 96×128 image of brand heic.

import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import sharp from 'sharp'

const here = import.meta.dirname
const root = join(here, '..', '..')

const portrait = sharp({
  create: { width: 96, height: 128, channels: 3, background: { r: 200, g: 120, b: 90 } },
})
  .composite([
    { input: Buffer.from('<svg width="96" height="128"><circle cx="48" cy="50" r="30" fill="#345"/></svg>') },
  ])
  .flatten({ background: '#c8785a' })

const mp4 = readFileSync(join(root, 'cms', 'media', 'news-1.mp4'))
const xmp = `<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:GCamera="http://ns.google.com/photos/1.0/camera/" GCamera:MotionPhoto="1" GCamera:MotionPhotoVersion="1" GCamera:MotionPhotoPresentationTimestampUs="0" GCamera:MicroVideoOffset="${mp4.length}"/></rdf:RDF></x:xmpmeta>`

const jpeg = await portrait.clone().jpeg({ quality: 80 }).withXmp(xmp).toBuffer()
writeFileSync(join(here, 'motion-photo.jpg'), Buffer.concat([jpeg, mp4]))

/** A Samsung trailer: records, then SEFH (version, count, one entry per record), its length, SEFT. */
function samsungTrailer(records: { type: number; name: string; data: string }[]): Buffer {
  const blocks = records.map(({ type, name, data }) => {
    const head = Buffer.alloc(8)
    head.writeUInt16LE(0, 0)
    head.writeUInt16LE(type, 2)
    head.writeUInt32LE(name.length, 4)
    return Buffer.concat([head, Buffer.from(name + data, 'latin1')])
  })
  const body = Buffer.concat(blocks)
  const directory = Buffer.alloc(12 + 12 * records.length)
  directory.write('SEFH', 0, 'latin1')
  directory.writeUInt32LE(107, 4)
  directory.writeUInt32LE(records.length, 8)
  let end = body.length
  blocks.forEach((block, n) => {
    const at = 12 + 12 * n
    directory.writeUInt16LE(0, at)
    directory.writeUInt16LE(records[n]?.type ?? 0, at + 2)
    directory.writeUInt32LE(end, at + 4) // offset back from the directory
    directory.writeUInt32LE(block.length, at + 8)
    end -= block.length
  })
  const tail = Buffer.alloc(8)
  tail.writeUInt32LE(directory.length, 0)
  tail.write('SEFT', 4, 'latin1')
  return Buffer.concat([body, directory, tail])
}

const plain = await portrait.clone().jpeg({ quality: 85 }).toBuffer()
const trailer = samsungTrailer([
  { type: 0x0a01, name: 'Image_UTC_Data', data: '1795000000000' },
  { type: 0x0a20, name: 'Camera_Capture_Mode_Info', data: '1' },
])
writeFileSync(join(here, 'samsung-trailer.jpg'), Buffer.concat([plain, trailer]))
await portrait.clone().png().toFile(join(here, 'portrait.png'))

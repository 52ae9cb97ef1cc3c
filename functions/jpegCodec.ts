import decoderWasm from '@jsquash/jpeg/codec/dec/mozjpeg_dec.wasm'
import encoderWasm from '@jsquash/jpeg/codec/enc/mozjpeg_enc.wasm'
import decode, { init as initDecode } from '@jsquash/jpeg/decode'
import encode, { init as initEncode } from '@jsquash/jpeg/encode'

// JPEG in the Worker: mozjpeg compiled to WebAssembly (@jsquash/jpeg), its modules bundled with the Worker
// (a Worker may not compile WebAssembly from bytes at run time). The Images binding would resize, but it
// draws no picture onto another under `wrangler dev`, and sharp does not run in a Worker.

let ready: Promise<void> | undefined

/** Instantiates both codecs once per isolate. */
function codecs(): Promise<void> {
  ready ??= Promise.all([initDecode(decoderWasm), initEncode(encoderWasm)]).then(() => undefined)
  return ready
}

export type Pixels = { data: Uint8ClampedArray; width: number; height: number }

/** The RGBA pixels of a JPEG. */
export async function decodeJpeg(bytes: ArrayBuffer): Promise<Pixels> {
  await codecs()
  const image = await decode(bytes)
  return { data: image.data, width: image.width, height: image.height }
}

/** A baseline JPEG of RGBA pixels (4:2:0, Huffman tables optimized: the smallest without trellis' cost). */
export async function encodeJpeg(pixels: Pixels, quality: number): Promise<ArrayBuffer> {
  await codecs()
  // The encoder reads an ImageData's fields; a Worker has no ImageData class (the codec polyfills one).
  const image = { ...pixels, colorSpace: 'srgb' } as Parameters<typeof encode>[0]
  return encode(image, { quality, baseline: true, progressive: false, optimize_coding: true })
}

import { limits } from '../../lib/site'

/** The longest side of a re-encoded photo, then smaller ones if the photo is still too heavy. */
const sides = [2000, 1600, 1280] as const
/** JPEG qualities tried at each size, best first. */
const qualities = [0.9, 0.82, 0.74, 0.66, 0.58, 0.5] as const

async function encode(canvas: OffscreenCanvas | HTMLCanvasElement, quality: number): Promise<Blob | null> {
  if ('convertToBlob' in canvas) return canvas.convertToBlob({ type: 'image/jpeg', quality })
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', quality))
}

function canvasOf(width: number, height: number): OffscreenCanvas | HTMLCanvasElement {
  if (typeof OffscreenCanvas !== 'undefined') return new OffscreenCanvas(width, height)
  const canvas = document.createElement('canvas')
  canvas.width = width
  canvas.height = height
  return canvas
}

/** `IMG_0042.HEIC.png` → `IMG_0042.HEIC.jpg`: the same name, with the extension of what it now is. */
export function jpegName(name: string): string {
  const base = name.replace(/\.[^./\\]*$/, '')
  return `${base || 'photo'}.jpg`
}

/**
 * A photo over the 2 MB limit made to fit in the browser, as a phone's photo (3–12 MB) usually needs:
 * decoded (turned upright by its EXIF orientation), scaled to at most 2,000 px on its longest side and
 * re-encoded as JPEG, stepping the quality down, then the size, until it is at most `maxBytes`. A photo
 * already within the limit comes back as it is. Null when it cannot be done (the browser cannot decode
 * it, or no step is small enough): the form then shows the spec's size message. An animated GIF keeps
 * only its first frame.
 */
export async function shrinkPhoto(file: File, maxBytes: number = limits.photoMaxBytes): Promise<File | null> {
  if (file.size <= maxBytes) return file
  let bitmap: ImageBitmap
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' })
  } catch {
    return null
  }
  try {
    for (const side of sides) {
      const scale = Math.min(1, side / Math.max(bitmap.width, bitmap.height))
      const width = Math.max(1, Math.round(bitmap.width * scale))
      const height = Math.max(1, Math.round(bitmap.height * scale))
      const canvas = canvasOf(width, height)
      const context = canvas.getContext('2d') as
        | OffscreenCanvasRenderingContext2D
        | CanvasRenderingContext2D
        | null
      if (!context) return null
      // JPEG has no transparency: a transparent PNG or GIF goes on white, not black.
      context.fillStyle = '#fff'
      context.fillRect(0, 0, width, height)
      context.imageSmoothingQuality = 'high'
      context.drawImage(bitmap, 0, 0, width, height)
      for (const quality of qualities) {
        const blob = await encode(canvas, quality)
        if (blob && blob.size <= maxBytes) {
          return new File([blob], jpegName(file.name), {
            type: 'image/jpeg',
            lastModified: file.lastModified,
          })
        }
      }
    }
    return null
  } finally {
    bitmap.close()
  }
}

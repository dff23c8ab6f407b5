import { fieldError } from '@mesa/contracts'
import { HttpError } from './http-errors'

/**
 * What an uploaded document may cost the readers behind it (issue 31): an image's pixels (a 20-byte PNG can
 * declare 4 billion, which OCR would try to allocate) and a PDF's pages. Read from the bytes as they stream in,
 * so an upload past a bound is refused (413) before it is stored.
 */
export const UPLOAD_MAX_PIXELS = 50_000_000
export const UPLOAD_MAX_PDF_PAGES = 100

export const tooManyPixels = () =>
  new HttpError(413, 'The image has too many pixels', {
    file: [fieldError('too_many_pixels', UPLOAD_MAX_PIXELS / 1_000_000)],
  })
export const tooManyPages = () =>
  new HttpError(413, 'The PDF has too many pages', {
    file: [fieldError('too_many_pages', UPLOAD_MAX_PDF_PAGES)],
  })

export interface ImageSize {
  width: number
  height: number
}

/** PNG: the IHDR chunk follows the signature (PNG spec §11.2.2). */
function pngSize(bytes: Buffer): ImageSize | null {
  if (bytes.length < 24 || bytes.toString('latin1', 12, 16) !== 'IHDR') return null
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) }
}

/** The JPEG start-of-frame markers (baseline, progressive, lossless, arithmetic), which carry the size. */
const SOF = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf])

/** JPEG: walks the marker segments to the first start of frame (ITU T.81 §B.2). */
function jpegSize(bytes: Buffer): ImageSize | null {
  let at = 2
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) return null
    const marker = bytes[at + 1]!
    if (marker === 0xff) {
      at += 1 // fill byte
      continue
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd9)) {
      at += 2 // a marker without a length
      continue
    }
    const length = bytes.readUInt16BE(at + 2)
    if (length < 2) return null
    if (SOF.has(marker)) {
      if (at + 9 > bytes.length) return null
      return { height: bytes.readUInt16BE(at + 5), width: bytes.readUInt16BE(at + 7) }
    }
    at += 2 + length
  }
  return null
}

/** WebP: the first chunk after the RIFF header (VP8, VP8L or VP8X) carries the canvas size. */
function webpSize(bytes: Buffer): ImageSize | null {
  if (bytes.length < 30) return null
  switch (bytes.toString('latin1', 12, 16)) {
    case 'VP8 ':
      return { width: bytes.readUInt16LE(26) & 0x3fff, height: bytes.readUInt16LE(28) & 0x3fff }
    case 'VP8L': {
      const bits = bytes.readUInt32LE(21)
      return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 }
    }
    case 'VP8X':
      return { width: bytes.readUIntLE(24, 3) + 1, height: bytes.readUIntLE(27, 3) + 1 }
    default:
      return null
  }
}

/** The size an image's header declares, or null while the bytes so far do not tell (or never will). */
export function imageSize(contentType: string, bytes: Buffer): ImageSize | null {
  if (contentType === 'image/png') return pngSize(bytes)
  if (contentType === 'image/jpeg') return jpegSize(bytes)
  if (contentType === 'image/webp') return webpSize(bytes)
  return null
}

export const tooLargeImage = (size: ImageSize | null) =>
  size !== null && size.width * size.height > UPLOAD_MAX_PIXELS

/** A page object (`/Type /Page`, not the `/Pages` tree nodes) in a PDF's text. */
const PAGE_OBJECT = /\/Type\s*\/Page(?![A-Za-z])/g
/** Enough of the previous chunk to catch a page object split between two chunks. */
const OVERLAP = 32

/**
 * Checks the bytes of an upload as they stream by: an image's declared pixels (from the first 256 KB, where
 * every header that declares them puts them) and a PDF's page objects (counted over the whole file; a PDF that
 * hides them in compressed object streams is left to the OCR's own page and pixel limits). Throws 413 past
 * a bound; passes the bytes on unchanged.
 */
export async function* boundedDocument(
  source: AsyncIterable<Buffer>,
  contentType: string,
): AsyncGenerator<Buffer> {
  const isImage = contentType.startsWith('image/')
  const isPdf = contentType === 'application/pdf'
  let head = Buffer.alloc(0)
  let sized = false
  let pages = 0
  let tail = ''
  for await (const chunk of source) {
    if (isImage && !sized && head.length < 256 * 1024) {
      head = Buffer.concat([head, chunk])
      const size = imageSize(contentType, head)
      if (tooLargeImage(size)) throw tooManyPixels()
      sized = size !== null
    }
    if (isPdf) {
      const text = tail + chunk.toString('latin1')
      // A match is counted once: when it ends at or past the overlap kept from the last chunk (those ending
      // inside it were counted then) and before this text's end (the next character shows it is no `/Pages`).
      pages += countPages(text, tail.length, text.length)
      if (pages > UPLOAD_MAX_PDF_PAGES) throw tooManyPages()
      tail = text.slice(-OVERLAP)
    }
    yield chunk
  }
  // The last page object may end the file: held back above, counted now.
  if (isPdf) pages += countPages(tail, tail.length, tail.length + 1)
  if (pages > UPLOAD_MAX_PDF_PAGES) throw tooManyPages()
}

/** The page objects of `text` that end at or after `from` and before `before`. */
function countPages(text: string, from: number, before: number) {
  let count = 0
  for (const match of text.matchAll(PAGE_OBJECT)) {
    const end = match.index + match[0].length
    if (end >= from && end < before) count += 1
  }
  return count
}

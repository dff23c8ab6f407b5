import { Readable } from 'node:stream'
import { deflateSync } from 'node:zlib'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { OcrUnavailable, readDocumentText } from '../../src/features/automated-checks'
import { HttpError } from '../../src/lib/http-errors'
import type { FileStorage } from '../../src/lib/storage'
import { ocrSkipReason, ocrToolsInstalled } from '../helpers/ocr-tools'
import {
  boundedDocument,
  imageSize,
  UPLOAD_MAX_PDF_PAGES,
  UPLOAD_MAX_PIXELS,
} from '../../src/lib/upload-bounds'

/*
 * Issue 31: uploaded images (read by OCR) and PDFs (rendered for OCR) under generated hostile bytes. The upload
 * check passes a document unchanged or refuses it with a coded 413, and holds the pixel and page bounds; the OCR
 * reader itself, where tesseract and pdftoppm are installed, ends every hostile document with a text or an
 * error, within its time limits, never with a crash. No database.
 */

/** Runs bytes through the upload check in chunks of the given sizes; the bytes passed on, or the 413. */
async function check(bytes: Buffer, contentType: string, cuts: number[] = []) {
  const chunks: Buffer[] = []
  let at = 0
  for (const cut of [...cuts, bytes.length]) {
    const end = Math.min(bytes.length, at + Math.max(1, cut))
    if (end > at) chunks.push(bytes.subarray(at, end))
    at = end
  }
  if (at < bytes.length) chunks.push(bytes.subarray(at))
  const passed: Buffer[] = []
  try {
    for await (const chunk of boundedDocument(Readable.from(chunks), contentType)) passed.push(chunk)
    return { passed: Buffer.concat(passed) }
  } catch (error) {
    if (!(error instanceof HttpError)) throw error
    expect(error.statusCode).toBe(413)
    return { refused: error.errors?.file?.[0] ?? '' }
  }
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
const pngHeader = (width: number, height: number) => {
  const ihdr = Buffer.alloc(25)
  ihdr.writeUInt32BE(13, 0)
  ihdr.write('IHDR', 4, 'latin1')
  ihdr.writeUInt32BE(width, 8)
  ihdr.writeUInt32BE(height, 12)
  ihdr.writeUInt8(8, 16)
  return Buffer.concat([PNG_SIGNATURE, ihdr])
}
const jpegHeader = (width: number, height: number, padding: number) => {
  // SOI, one APP1 segment of `padding` bytes, then a baseline start of frame.
  const app = Buffer.alloc(4 + padding)
  app.writeUInt16BE(0xffe1, 0)
  app.writeUInt16BE(2 + padding, 2)
  const sof = Buffer.from([
    0xff,
    0xc0,
    0,
    11,
    8,
    height >> 8,
    height & 255,
    width >> 8,
    width & 255,
    1,
    1,
    0x11,
    0,
  ])
  return Buffer.concat([Buffer.from([0xff, 0xd8]), app, sof])
}

const dimension = fc.integer({ min: 1, max: 0xffff })
const cuts = fc.array(fc.integer({ min: 1, max: 64 }), { maxLength: 20 })

describe('the upload check of images', () => {
  it('refuses exactly the PNG and JPEG headers that declare more than the pixel bound, in any chunking', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('image/png', 'image/jpeg'),
        dimension,
        dimension,
        fc.nat({ max: 2000 }),
        fc.uint8Array({ maxLength: 200 }),
        cuts,
        async (type, width, height, padding, noise, chunking) => {
          const header = type === 'image/png' ? pngHeader(width, height) : jpegHeader(width, height, padding)
          const bytes = Buffer.concat([header, Buffer.from(noise)])
          expect(imageSize(type, bytes)).toEqual({ width, height })
          const answer = await check(bytes, type, chunking)
          if (width * height > UPLOAD_MAX_PIXELS) expect(answer.refused).toBe('too_many_pixels:50')
          else expect(answer.passed?.equals(bytes)).toBe(true)
        },
      ),
      { numRuns: 300 },
    )
  })

  it('passes on or refuses with a 413 any bytes behind an image signature, never throwing anything else', async () => {
    const signatures = {
      'image/png': PNG_SIGNATURE,
      'image/jpeg': Buffer.from([0xff, 0xd8, 0xff]),
      'image/webp': Buffer.from('RIFF\0\0\0\0WEBPVP8X', 'latin1'),
    }
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...(Object.keys(signatures) as Array<keyof typeof signatures>)),
        fc.uint8Array({ maxLength: 400 }),
        cuts,
        async (type, noise, chunking) => {
          const bytes = Buffer.concat([signatures[type], Buffer.from(noise)])
          const answer = await check(bytes, type, chunking)
          if (answer.passed) expect(answer.passed.equals(bytes)).toBe(true)
          else expect(answer.refused).toBe('too_many_pixels:50')
        },
      ),
      { numRuns: 300 },
    )
  })
})

/** A PDF-looking text with `pages` page objects and some `/Pages` tree nodes, which do not count. */
const pdfWith = (pages: number, trees: number) =>
  Buffer.from(
    '%PDF-1.4\n' +
      Array.from(
        { length: trees },
        (_, i) => `${i + 1} 0 obj << /Type /Pages /Count ${pages} >> endobj\n`,
      ).join('') +
      Array.from({ length: pages }, (_, i) => `${i + 100} 0 obj <</Type/Page /Parent 1 0 R>> endobj\n`).join(
        '',
      ) +
      '%%EOF\n',
    'latin1',
  )

describe('the upload check of PDFs', () => {
  it('counts page objects across any chunking and refuses exactly past the page bound', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: UPLOAD_MAX_PDF_PAGES + 20 }),
        fc.integer({ min: 0, max: 3 }),
        cuts,
        async (pages, trees, chunking) => {
          const bytes = pdfWith(pages, trees)
          const answer = await check(bytes, 'application/pdf', chunking)
          if (pages > UPLOAD_MAX_PDF_PAGES)
            expect(answer.refused).toBe(`too_many_pages:${UPLOAD_MAX_PDF_PAGES}`)
          else expect(answer.passed?.equals(bytes)).toBe(true)
        },
      ),
      { numRuns: 300 },
    )
  })
})

const hasOcr = ocrToolsInstalled

/** A storage holding one object, as the OCR reader reads documents. */
const storageOf = (bytes: Buffer): FileStorage => ({
  put: () => Promise.reject(new Error('read only')),
  get: () => Promise.resolve({ stream: Readable.from([bytes]), size: bytes.length }),
  delete: () => Promise.resolve(),
})

/** A one-page PDF whose page is `size` points square (14 400, the format's largest, is 200 inches). */
const pdfPage = (size: number, content: Buffer) => {
  const stream = deflateSync(content)
  return Buffer.concat([
    Buffer.from(
      `%PDF-1.4\n1 0 obj <</Type/Catalog/Pages 2 0 R>> endobj\n2 0 obj <</Type/Pages/Kids[3 0 R]/Count 1>> endobj\n` +
        `3 0 obj <</Type/Page/Parent 2 0 R/MediaBox[0 0 ${size} ${size}]/Contents 4 0 R>> endobj\n` +
        `4 0 obj <</Length ${stream.length}/Filter/FlateDecode>> stream\n`,
      'latin1',
    ),
    stream,
    Buffer.from('\nendstream endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n', 'latin1'),
  ])
}

describe.skipIf(!hasOcr)(`the OCR reader under hostile documents (${ocrSkipReason})`, () => {
  const read = (bytes: Buffer, contentType: string) =>
    readDocumentText(
      storageOf(bytes),
      { id: 1, kind: 'id_front', fileName: 'x', contentType, storageKey: 'k' },
      AbortSignal.timeout(60_000),
    ).then(
      (text) => ({ text }),
      (error: unknown) => {
        expect(error).toBeInstanceOf(Error)
        expect(error).not.toBeInstanceOf(OcrUnavailable)
        return { error: error as Error }
      },
    )

  it('ends a hostile image or PDF with a text or an error, never a crash', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.record({
            type: fc.constant('image/png'),
            bytes: fc
              .tuple(dimension, dimension, fc.uint8Array({ maxLength: 300 }))
              .map(([w, h, noise]) => Buffer.concat([pngHeader(w, h), Buffer.from(noise)])),
          }),
          fc.record({
            type: fc.constant('application/pdf'),
            bytes: fc
              .tuple(fc.integer({ min: 1, max: 14_400 }), fc.string({ maxLength: 200 }))
              .map(([size, content]) => pdfPage(size, Buffer.from(content))),
          }),
        ),
        async ({ type, bytes }) => {
          const answer = await read(bytes, type)
          if ('text' in answer) expect(typeof answer.text === 'string' || answer.text === null).toBe(true)
        },
      ),
      // Each case starts tesseract (up to two seconds here): a dozen keep the file well under a minute.
      { numRuns: 12 },
    )
  }, 120_000)

  it('renders the largest PDF page within the pixel bound instead of allocating gigapixels', async () => {
    // 14 400 points at 150 dpi would be 30 000 pixels a side (900 megapixels); scaled to 2 480 it is 6.
    const answer = await read(
      pdfPage(14_400, Buffer.from('BT /F1 12 Tf 72 72 Td (HOLA) Tj ET')),
      'application/pdf',
    )
    expect('text' in answer || answer.error.message !== '').toBe(true)
  }, 60_000)

  it('refuses to read an image whose header declares more pixels than uploads may have', async () => {
    const answer = await read(pngHeader(60_000, 60_000), 'image/png')
    expect('error' in answer && answer.error.message).toBe('The image has too many pixels')
  })
})

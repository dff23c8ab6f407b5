import { execFile } from 'node:child_process'
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import type { FileStorage } from '../../lib/storage'
import { imageSize, tooLargeImage } from '../../lib/upload-bounds'
import type { CheckDocument } from './check-provider'

const run = promisify(execFile)
const READ_LIMIT = 10 * 1024 * 1024
const TIMEOUT_MS = 45_000

/** Thrown when tesseract (with its Spanish data) or pdftoppm is not installed: the OCR check is not_available. */
export class OcrUnavailable extends Error {}

let availability: Promise<boolean> | undefined
/** Whether `tesseract` answers and has the Spanish data (`spa`); asked once per process. */
function ocrAvailable() {
  availability ??= run('tesseract', ['--list-langs'], { timeout: 5_000 })
    .then(({ stdout, stderr }) => `${stdout}\n${stderr}`.split('\n').some((line) => line.trim() === 'spa'))
    .catch(() => false)
  return availability
}

async function bytesOf(storage: FileStorage, key: string) {
  const stored = await storage.get(key)
  if (!stored) return null
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of stored.stream) {
    size += (chunk as Buffer).length
    if (size > READ_LIMIT) break
    chunks.push(chunk as Buffer)
  }
  return Buffer.concat(chunks)
}

/**
 * The text of an uploaded image or PDF, read by tesseract in Spanish. PDFs are rendered page by page (the
 * first two) with pdftoppm first. Works in a temporary folder removed afterwards.
 */
export async function readDocumentText(storage: FileStorage, document: CheckDocument, signal: AbortSignal) {
  if (!(await ocrAvailable())) throw new OcrUnavailable('tesseract with Spanish data is not installed')
  const bytes = await bytesOf(storage, document.storageKey)
  if (!bytes) return null
  const folder = await mkdtemp(path.join(tmpdir(), 'mesa-ocr-'))
  try {
    const input = path.join(folder, 'input')
    await writeFile(input, bytes)
    let images = [input]
    // Bounded work (issue 31): an image declaring more pixels than uploads may have is not read; a PDF's
    // first two pages are rendered at most 2 480 pixels on their longer side (A4 at 300 dpi).
    if (tooLargeImage(imageSize(document.contentType, bytes)))
      throw new Error('The image has too many pixels')
    if (document.contentType === 'application/pdf') {
      try {
        const pages = ['-f', '1', '-l', '2', '-scale-to', '2480']
        await run('pdftoppm', ['-png', '-r', '150', ...pages, input, path.join(folder, 'page')], {
          timeout: TIMEOUT_MS,
          signal,
        })
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT')
          throw new OcrUnavailable('pdftoppm is not installed')
        throw error
      }
      images = (await readdir(folder))
        .filter((name) => name.startsWith('page'))
        .sort()
        .map((name) => path.join(folder, name))
    }
    const texts = []
    for (const image of images) {
      const { stdout } = await run('tesseract', [image, 'stdout', '-l', 'spa'], {
        timeout: TIMEOUT_MS,
        signal,
        maxBuffer: 4 * 1024 * 1024,
      })
      texts.push(stdout)
    }
    return texts
      .join('\n')
      .replace(/[ \t]+/g, ' ')
      .replace(/\n{2,}/g, '\n')
      .trim()
  } finally {
    await rm(folder, { recursive: true, force: true })
  }
}

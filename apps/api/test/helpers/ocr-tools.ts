import { execFileSync } from 'node:child_process'

/**
 * Whether the OCR tools are installed: tesseract with its Spanish data and pdftoppm (README's optional system
 * packages). Tests that need them skip, naming what is missing, on a machine without them; `.ci/run` installs them.
 */
export const ocrToolsInstalled = (() => {
  try {
    execFileSync('pdftoppm', ['-v'], { stdio: 'ignore' })
    return execFileSync('tesseract', ['--list-langs'], { encoding: 'utf8' }).split('\n').includes('spa')
  } catch {
    return false
  }
})()

export const ocrSkipReason =
  'skipped: needs tesseract with Spanish data and pdftoppm (apt-get install tesseract-ocr tesseract-ocr-spa poppler-utils)'

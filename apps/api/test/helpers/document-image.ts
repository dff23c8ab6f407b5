import { execFile } from 'node:child_process'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import PDFDocument from 'pdfkit'

const run = promisify(execFile)

/** A page of large black text on white, as a scanned document would show it: a PDF drawn by pdfkit. */
function textPdf(lines: string[]): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: [612, 400], margin: 36 })
    const chunks: Buffer[] = []
    doc.on('data', (chunk: Buffer) => chunks.push(chunk))
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
    doc.font('Helvetica').fontSize(18)
    for (const line of lines) doc.text(line, { lineGap: 6 })
    doc.end()
  })
}

/** The same page as a PNG photo of the document (pdftoppm at 150 dpi): an image fixture for the OCR reader. */
export async function documentImage(lines: string[]): Promise<Buffer> {
  const folder = await mkdtemp(path.join(tmpdir(), 'mesa-fixture-'))
  try {
    const pdf = path.join(folder, 'page.pdf')
    await writeFile(pdf, await textPdf(lines))
    await run('pdftoppm', ['-png', '-r', '150', '-singlefile', pdf, path.join(folder, 'page')])
    return await readFile(path.join(folder, 'page.png'))
  } finally {
    await rm(folder, { recursive: true, force: true })
  }
}

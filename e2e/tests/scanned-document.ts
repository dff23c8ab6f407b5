import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

/** A one-page PDF of large Helvetica lines (ASCII; Latin-1 letters pass as they are). */
function textPdf(lines: string[]): Buffer {
  const escape = (line: string) => line.replace(/[()\\]/g, '')
  const content = ['BT /F1 20 Tf 40 360 Td 26 TL', ...lines.map((line) => `(${escape(line)}) '`), 'ET'].join(
    '\n',
  )
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 400] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
  ]
  let pdf = '%PDF-1.4\n'
  const offsets: number[] = []
  objects.forEach((body, index) => {
    offsets.push(Buffer.byteLength(pdf, 'latin1'))
    pdf += `${index + 1} 0 obj\n${body}\nendobj\n`
  })
  const xref = Buffer.byteLength(pdf, 'latin1')
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  for (const offset of offsets) pdf += `${String(offset).padStart(10, '0')} 00000 n \n`
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return Buffer.from(pdf, 'latin1')
}

/** A "photo" of a document: the lines drawn on a page and rendered to PNG by pdftoppm (poppler). */
export function scannedDocument(name: string, lines: string[]) {
  const folder = mkdtempSync(path.join(tmpdir(), 'mesa-scan-'))
  try {
    writeFileSync(path.join(folder, 'page.pdf'), textPdf(lines))
    execFileSync('pdftoppm', ['-png', '-r', '150', '-singlefile', 'page.pdf', 'page'], { cwd: folder })
    return { name, mimeType: 'image/png', buffer: readFileSync(path.join(folder, 'page.png')) }
  } finally {
    rmSync(folder, { recursive: true, force: true })
  }
}

import PDFDocument from 'pdfkit'

/*
 * The one PDF kit of Mesa's customer documents (the contract and its carátula, the statement, a schedule
 * version's cover, the acceleration notice): Helvetica (WinAnsi holds every Spanish accent), the same ink,
 * margins, headline boxes, section headings, table rows and signature lines, so every document looks alike
 * and a change of style is made once.
 */
export type Doc = PDFKit.PDFDocument

export const INK = '#1f1d2b'
export const MUTED = '#6d6b77'
export const PRIMARY = '#7367F0'
export const LEFT = 50
export const WIDTH = 495
export const RIGHT = LEFT + WIDTH

/**
 * A new customer document in Spanish (A4 unless told, 50 pt margins) and its bytes once `doc.end()` is
 * called: the one way the servicing documents start.
 */
export function openPdf(title: string, size: 'A4' | 'LETTER' = 'A4', author?: string) {
  // pdfkit writes every info key it is given: an absent author is left out, not passed as undefined.
  const info = author ? { Title: title, Author: author } : { Title: title }
  const doc = new PDFDocument({ size, margin: 50, lang: 'es-MX', info })
  const parts: Buffer[] = []
  doc.on('data', (part: Buffer) => parts.push(part))
  const bytes = new Promise<Buffer>((resolve, reject) => {
    doc.once('error', reject)
    doc.once('end', () => resolve(Buffer.concat(parts)))
  })
  return { doc, bytes }
}

/** The head of a servicing document: an optional brand line and its detail, the title, then muted lines. */
export function documentHeader(
  doc: Doc,
  header: { brand?: string; brandDetail?: string; title: string; lines: string[] },
) {
  doc.y = 50
  if (header.brand) {
    doc.fillColor(PRIMARY).font('Helvetica-Bold').fontSize(13).text(header.brand, LEFT, 50)
    if (header.brandDetail)
      doc.fillColor(MUTED).font('Helvetica').fontSize(8.5).text(header.brandDetail, LEFT)
    doc.moveDown(0.4)
  }
  doc.fillColor(INK).font('Helvetica-Bold').fontSize(16).text(header.title, LEFT)
  doc.fillColor(MUTED).font('Helvetica').fontSize(10)
  for (const line of header.lines) doc.text(line, LEFT)
  doc.moveDown(0.6)
}

/** A row of headline boxes across the page (the figures a document leads with). */
export function boxRow(doc: Doc, cells: Array<[string, string]>) {
  const top = doc.y
  const width = WIDTH / cells.length
  cells.forEach(([label, value], index) => box(doc, label, value, LEFT + index * width, top, width, 48))
  doc.y = top + 54
}

/** A section title in the brand colour, on a new page when too little room is left for its first rows. */
export function section(doc: Doc, title: string) {
  if (doc.y > doc.page.height - doc.page.margins.bottom - 60) doc.addPage()
  doc.moveDown(0.6).fillColor(PRIMARY).font('Helvetica-Bold').fontSize(11).text(title, LEFT)
  doc.moveDown(0.3)
}

/**
 * One table row: each cell's text at its x and width, the first (at the left margin) aligned left, the
 * figures right; a new page first when the row would fall off this one.
 */
export function tableRow(doc: Doc, cells: Array<[string, number, number]>, bold = false) {
  if (doc.y > doc.page.height - doc.page.margins.bottom - 14) doc.addPage()
  const y = doc.y
  doc
    .font(bold ? 'Helvetica-Bold' : 'Helvetica')
    .fontSize(8.5)
    .fillColor(INK)
  for (const [text, x, width] of cells) doc.text(text, x, y, { width, align: x === LEFT ? 'left' : 'right' })
  doc.moveDown(0.35)
}

/** Label and figure rows of two columns (a summary): label at the left, figure right-aligned. */
export function figureRows(doc: Doc, rows: Array<[string, string]>, boldLabel?: string) {
  for (const [label, value] of rows)
    tableRow(
      doc,
      [
        [label, LEFT, 250],
        [value, 300, RIGHT - 300],
      ],
      label === boldLabel,
    )
}

/** Two signature lines side by side, the customer's at the left and the lender's at the right. */
export function signatureLines(doc: Doc, left: string, right: string) {
  if (doc.y > doc.page.height - doc.page.margins.bottom - 80) doc.addPage()
  doc.moveDown(3)
  const y = doc.y
  doc.strokeColor(INK).lineWidth(0.6).moveTo(LEFT, y).lineTo(250, y).stroke()
  doc.moveTo(330, y).lineTo(RIGHT, y).stroke()
  doc.fillColor(INK).font('Helvetica').fontSize(8.5)
  doc.text(left, LEFT, y + 4, { width: 200, align: 'center' })
  doc.text(right, 330, y + 4, { width: RIGHT - 330, align: 'center' })
}

/** A date as Mexicans write it: 15/01/2027. */
export const day = (iso: string) => iso.slice(0, 10).split('-').reverse().join('/')

/** A labelled figure in a frame, the carátula's headline boxes. */
export function box(
  doc: Doc,
  label: string,
  value: string,
  x: number,
  y: number,
  width: number,
  height = 46,
) {
  doc.rect(x, y, width, height).strokeColor('#b9b7c2').lineWidth(0.6).stroke()
  doc
    .font('Helvetica')
    .fontSize(7.5)
    .fillColor(MUTED)
    .text(label, x + 6, y + 6, { width: width - 12 })
  doc
    .font('Helvetica-Bold')
    .fontSize(11)
    .fillColor(INK)
    .text(value, x + 6, y + 24, { width: width - 12 })
}

/** Label and value rows, the value column wrapping. */
export function pairs(doc: Doc, rows: Array<[string, string]>) {
  doc.font('Helvetica').fontSize(9)
  for (const [label, value] of rows) {
    if (doc.y > doc.page.height - doc.page.margins.bottom - 24) doc.addPage()
    const y = doc.y
    doc.fillColor(MUTED).text(label, LEFT, y, { width: 200 })
    const after = doc.y
    doc.fillColor(INK).text(value, LEFT + 210, y, { width: WIDTH - 210 })
    doc.y = Math.max(after, doc.y) + 2
  }
}

export function heading(doc: Doc, text: string) {
  if (doc.y > doc.page.height - doc.page.margins.bottom - 60) doc.addPage()
  doc
    .moveDown(0.6)
    .font('Helvetica-Bold')
    .fontSize(10.5)
    .fillColor(INK)
    .text(text, LEFT, doc.y, { width: WIDTH })
  doc.moveDown(0.2)
}

/** A paragraph of small print across the page. */
export function note(doc: Doc, text: string, bold = false, align: 'justify' | 'left' = 'justify') {
  doc
    .font(bold ? 'Helvetica-Bold' : 'Helvetica')
    .fontSize(8)
    .fillColor(INK)
    .text(text, LEFT, doc.y, { width: WIDTH, align })
}

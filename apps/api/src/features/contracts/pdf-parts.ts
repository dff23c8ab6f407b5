/** The drawing pieces the contract's pages share (carta, Helvetica: WinAnsi holds every Spanish accent). */
export type Doc = PDFKit.PDFDocument

export const INK = '#1f1d2b'
export const MUTED = '#6d6b77'
export const PRIMARY = '#7367F0'
export const LEFT = 50
export const WIDTH = 495

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

import { INK, LEFT, MUTED, type Doc } from '../../lib/pdf/pdf-kit'
import type { ContractContent } from './contract-content'

const COLUMN = 260
const LINE = 230

/**
 * One signature: the line, the party's role under it, then its name (or a blank to write it in by hand) and,
 * for a co-signer, what they are to the borrower.
 */
function signature(doc: Doc, x: number, y: number, role: string, name: string | null, note?: string) {
  doc
    .moveTo(x, y)
    .lineTo(x + LINE, y)
    .strokeColor(INK)
    .lineWidth(0.6)
    .stroke()
  doc
    .font('Helvetica-Bold')
    .fontSize(8.5)
    .fillColor(INK)
    .text(role, x, y + 4, { width: LINE, align: 'center' })
  if (name) {
    doc.font('Helvetica').text(name, x, doc.y, { width: LINE, align: 'center' })
    if (note) doc.fontSize(8).fillColor(MUTED).text(note, x, doc.y, { width: LINE, align: 'center' })
    return
  }
  // Nobody's name is recorded for this party: a labelled blank, filled in at signing.
  const nameY = doc.y + 18
  doc
    .moveTo(x + 40, nameY)
    .lineTo(x + LINE, nameY)
    .strokeColor(MUTED)
    .lineWidth(0.4)
    .stroke()
  doc
    .font('Helvetica')
    .fontSize(8)
    .fillColor(MUTED)
    .text('Nombre:', x, nameY - 9, { width: 40 })
  doc.y = nameY + 4
}

/**
 * Whether a co-signer (aval, obligado solidario) signs the contract too: the committee approved on one, or one
 * was captured among the references.
 */
export const needsCoSigner = (content: ContractContent) =>
  content.coSigner !== undefined ||
  (content.conditions ?? []).some((condition) => condition.kind === 'co_signer')

/**
 * The signatures closing the contract's body: the lender's and the borrower's side by side and, when a
 * co-signer signs (issue 38), the obligado solidario's under them, with the name and relationship captured
 * among the application's references; while none is captured the line is blank and labelled, to be written
 * in when the co-signer signs.
 */
export function signatures(doc: Doc, content: ContractContent, lenderName: string) {
  const coSigner = needsCoSigner(content)
  if (doc.y > (coSigner ? 560 : 650)) doc.addPage()
  doc.moveDown(3)
  const y = doc.y
  signature(doc, LEFT, y, 'EL ACREDITANTE', lenderName)
  signature(doc, LEFT + COLUMN, y, 'EL ACREDITADO', content.borrower.name)
  if (!coSigner) return
  const below = doc.y + 48
  const person = content.coSigner
  signature(
    doc,
    LEFT,
    below,
    'EL OBLIGADO SOLIDARIO (AVAL)',
    person?.name ?? null,
    person && `Relación con el Acreditado: ${person.relationship}`,
  )
  doc
    .font('Helvetica')
    .fontSize(8)
    .fillColor(MUTED)
    .text(
      'Firma en cumplimiento de la condición del comité de crédito y se obliga solidariamente con el Acreditado.',
      LEFT + COLUMN,
      below - 10,
      { width: LINE },
    )
}

import { groupedClabe } from '@mesa/contracts'
import { drawCode128 } from '../../lib/pdf/code128'
import { figureRows, LEFT, MUTED, note, section, type Doc } from '../../lib/pdf/pdf-kit'

/** What the customer pays to (issue 35): the loan's reference and CLABE, and who the beneficiary is. */
export interface HowToPay {
  reference: string
  clabe: string
  /** The lender's razón social, the name the customer's bank shows for the CLABE. */
  beneficiary: string
}

/**
 * The "how to pay" block of the statement and the welcome letter: the SPEI transfer to the loan's CLABE
 * (grouped 3-3-11-1 to be read aloud), the reference for bank branches and convenience stores, and the
 * reference's Code 128 barcode with its digits under it.
 */
export function howToPayBlock(doc: Doc, pay: HowToPay) {
  section(doc, 'Cómo pagar')
  figureRows(doc, [
    ['Transferencia SPEI a la CLABE', groupedClabe(pay.clabe)],
    ['Beneficiario', pay.beneficiary],
    ['Referencia de pago (ventanilla y tiendas)', pay.reference],
  ])
  if (doc.y > doc.page.height - doc.page.margins.bottom - 80) doc.addPage()
  const top = doc.y + 4
  const width = drawCode128(doc, pay.reference, LEFT, top)
  doc
    .font('Courier')
    .fontSize(9)
    .fillColor(MUTED)
    .text(pay.reference, LEFT, top + 45, { width, align: 'center', characterSpacing: 1 })
  doc.moveDown(0.4)
  note(
    doc,
    'Esta CLABE y esta referencia son exclusivas de su crédito: sus pagos se aplican solos. En ventanilla o en ' +
      'tienda de conveniencia muestre el código de barras o dicte la referencia.',
  )
}

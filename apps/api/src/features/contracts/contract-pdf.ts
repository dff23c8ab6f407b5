import PDFDocument from 'pdfkit'
import type { LenderIdentity, ScheduleLine } from '@mesa/contracts'
import type { ContractContent } from './contract-content'
import { scheduleOf } from './contract-content'
import { cover } from './contract-cover'
import type { CoverContext } from './cover-context'
import { signatures } from './contract-signatures'
import { commonClauses, conditionClauses, pesos, templates } from './contract-templates'
import { day, INK, LEFT, type Doc, WIDTH } from '../../lib/pdf/pdf-kit'

// The contract is Mexican: Spanish words, Mexican money and dates, whatever the reader's language.

const columns = ['Núm.', 'Fecha', 'Capital', 'Interés', 'IVA', 'Seguro', 'Pago total', 'Saldo']
const widths = [34, 58, 66, 60, 52, 56, 74, 95]

function scheduleRow(doc: Doc, cells: string[], bold = false, dated = true) {
  // A new page before the bottom margin, so pdfkit never breaks a row across pages on its own.
  if (doc.y > doc.page.height - doc.page.margins.bottom - 16) doc.addPage()
  const y = doc.y
  let x = LEFT
  doc
    .font(bold ? 'Helvetica-Bold' : 'Helvetica')
    .fontSize(8)
    .fillColor(INK)
  cells.forEach((cell, index) => {
    // An undated schedule (a contract before its disbursement) leaves the date column out.
    if (index === 1 && !dated) return
    doc.text(cell, x, y, { width: widths[index]! - 4, align: index < 2 ? 'left' : 'right', lineBreak: false })
    x += widths[index]!
  })
  doc.y = y + 12
}

/** The whole amortisation table (annex of the contract), page after page. */
function schedule(doc: Doc, lines: ScheduleLine[]) {
  doc.addPage()
  doc.font('Helvetica-Bold').fontSize(12).fillColor(INK).text('Anexo: tabla de amortización', LEFT)
  doc.moveDown(0.5)
  const dated = lines.some((line) => line.date)
  scheduleRow(doc, columns, true, dated)
  for (const line of lines)
    scheduleRow(
      doc,
      [
        String(line.n),
        line.date ? day(line.date) : '',
        pesos(line.principalCents),
        pesos(line.interestCents),
        pesos(line.ivaCents),
        pesos(line.insuranceCents),
        pesos(line.totalCents),
        pesos(line.balanceCents),
      ],
      false,
      dated,
    )
}

/** The contract's body: its title, the parties' declarations, the clauses and the signatures. */
function body(doc: Doc, content: ContractContent, lender: LenderIdentity) {
  const template = templates[content.template]
  doc.addPage()
  doc.font('Helvetica-Bold').fontSize(11).fillColor(INK).text(template.title.toUpperCase(), LEFT, doc.y, {
    width: WIDTH,
    align: 'center',
  })
  doc.moveDown(0.5).font('Helvetica').fontSize(9).fillColor(INK)
  doc.text(
    `Que celebran, por una parte, ${lender.legalName} (el "Acreditante"), con RFC ${lender.rfc} y domicilio en ${lender.address}, y por la otra ` +
      `${content.borrower.name} (el "Acreditado"), con CURP ${content.borrower.curp} y RFC ${content.borrower.rfc}, ` +
      `al tenor de las siguientes cláusulas. La carátula y la tabla de amortización forman parte de este contrato.`,
    LEFT,
    doc.y,
    { width: WIDTH, align: 'justify' },
  )
  const clauses = [...commonClauses(content, lender), ...template.extra, ...conditionClauses(content)]
  clauses.forEach(([title, text], index) => {
    doc
      .moveDown(0.5)
      .font('Helvetica-Bold')
      .fontSize(9)
      .text(`${ordinal(index + 1)}. ${title}.`, LEFT)
    doc.font('Helvetica').text(text, LEFT, doc.y, { width: WIDTH, align: 'justify' })
  })
  signatures(doc, content, lender.legalName)
}

const ordinals = [
  ...['Primera', 'Segunda', 'Tercera', 'Cuarta', 'Quinta', 'Sexta', 'Séptima', 'Octava', 'Novena', 'Décima'],
  ...['Undécima', 'Duodécima', 'Decimotercera', 'Decimocuarta', 'Decimoquinta', 'Decimosexta'],
]
const ordinal = (n: number) => ordinals[n - 1] ?? `Cláusula ${n}`

/**
 * The contract as a PDF (carta, Spanish): carátula, body with the product's clauses, then the schedule. The
 * context (lender, RECA, policy) is read when it is rendered; the stored PDF keeps it.
 */
export async function renderContractPdf(
  content: ContractContent,
  version: number,
  generatedAt: string,
  context: CoverContext,
): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: 50,
    lang: 'es-MX',
    info: { Title: `Contrato ${content.number} v${version}`, Author: context.lender.legalName },
  })
  cover(doc, content, context, version, generatedAt)
  body(doc, content, context.lender)
  schedule(doc, scheduleOf(content.terms))
  doc.end()
  const parts: Buffer[] = []
  for await (const part of doc as AsyncIterable<Buffer>) parts.push(part)
  return Buffer.concat(parts)
}

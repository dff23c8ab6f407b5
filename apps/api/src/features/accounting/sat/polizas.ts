import { z } from 'zod'
import { POLIZAS, periodAttributes } from './namespaces'
import {
  amountText,
  centsSchema,
  isoDateSchema,
  monthText,
  parseInput,
  periodSchema,
  rfcSchema,
  satText,
} from './sat-text'
import { element, renderXml } from './xml'

/*
 * The pólizas del periodo of electronic accounting (Anexo 24, PolizasPeriodo_1_3.xsd), sent only when the SAT
 * asks for them: the request's type (AF acto de fiscalización, FC fiscalización compulsa, DE devolución, CO
 * compensación) with its order number (AF, FC) or procedure number (DE, CO), then each journal entry (póliza)
 * with its lines (Transaccion) and, on a line, the CFDI it rests on (CompNal: the UUID, the counterparty's RFC
 * and the CFDI's total). Each póliza must balance: Σ Debe = Σ Haber.
 */
const cfdiReferenceSchema = z.object({
  uuid: z
    .string()
    .regex(
      /^[a-fA-F0-9]{8}-[a-fA-F0-9]{4}-[a-fA-F0-9]{4}-[a-fA-F0-9]{4}-[a-fA-F0-9]{12}$/,
      'UUID mal formado',
    ),
  rfc: rfcSchema,
  totalCents: centsSchema,
})

const transactionSchema = z.object({
  account: satText(100),
  accountName: satText(100),
  concept: satText(200),
  debitCents: centsSchema,
  creditCents: centsSchema,
  cfdis: z.array(cfdiReferenceSchema).default([]),
})

const polizaSchema = z
  .object({
    /** The entry's unique number in the books (NumUnIdenPol). */
    number: satText(50),
    date: isoDateSchema,
    concept: satText(300),
    lines: z.array(transactionSchema).min(1),
  })
  .superRefine((poliza, context) => {
    const debit = poliza.lines.reduce((sum, line) => sum + line.debitCents, 0)
    const credit = poliza.lines.reduce((sum, line) => sum + line.creditCents, 0)
    if (debit !== credit)
      context.addIssue({ code: 'custom', path: ['lines'], message: 'la póliza no cuadra' })
  })

export const polizasInputSchema = z
  .object({
    ...periodSchema,
    tipoSolicitud: z.enum(['AF', 'FC', 'DE', 'CO']),
    /** The audit order's number, e.g. "ABC1234567/15" (AF, FC). */
    numOrden: z
      .string()
      .regex(/^[A-Z]{3}[0-9]{7}\/[0-9]{2}$/, 'número de orden mal formado')
      .optional(),
    /** The refund or offset procedure's number, e.g. "AB123456789012" (DE, CO). */
    numTramite: z
      .string()
      .regex(/^[A-Z]{2}[0-9]{12}$/, 'número de trámite mal formado')
      .optional(),
    polizas: z.array(polizaSchema).min(1),
  })
  .superRefine((input, context) => {
    const needsOrder = input.tipoSolicitud === 'AF' || input.tipoSolicitud === 'FC'
    if (needsOrder && !input.numOrden)
      context.addIssue({ code: 'custom', path: ['numOrden'], message: 'requerido para AF y FC' })
    if (!needsOrder && !input.numTramite)
      context.addIssue({ code: 'custom', path: ['numTramite'], message: 'requerido para DE y CO' })
    const prefix = `${input.year}-${monthText(input.month)}-`
    input.polizas.forEach((poliza, index) => {
      if (!poliza.date.startsWith(prefix))
        context.addIssue({ code: 'custom', path: ['polizas', index, 'date'], message: 'fuera del periodo' })
    })
  })
export type PolizasInput = z.input<typeof polizasInputSchema>

/** The pólizas del periodo XML, or SatInputError naming each wrong field. */
export function polizasXml(input: PolizasInput): string {
  const data = parseInput(polizasInputSchema, input)
  const p = POLIZAS.prefix
  const polizas = data.polizas.map((poliza) =>
    element(
      `${p}:Poliza`,
      { NumUnIdenPol: poliza.number, Fecha: poliza.date, Concepto: poliza.concept },
      poliza.lines.map((line) =>
        element(
          `${p}:Transaccion`,
          {
            NumCta: line.account,
            DesCta: line.accountName,
            Concepto: line.concept,
            Debe: amountText(line.debitCents),
            Haber: amountText(line.creditCents),
          },
          line.cfdis.map((cfdi) =>
            element(`${p}:CompNal`, {
              UUID_CFDI: cfdi.uuid.toUpperCase(),
              RFC: cfdi.rfc,
              MontoTotal: amountText(cfdi.totalCents),
            }),
          ),
        ),
      ),
    ),
  )
  const root = element(
    `${p}:Polizas`,
    {
      ...periodAttributes(POLIZAS, data),
      TipoSolicitud: data.tipoSolicitud,
      NumOrden: data.numOrden,
      NumTramite: data.numTramite,
    },
    polizas,
  )
  return renderXml(root)
}

import { z } from 'zod'
import { BALANZA, periodAttributes } from './namespaces'
import {
  amountText,
  centsSchema,
  isoDateSchema,
  parseInput,
  rfcSchema,
  satText,
  signedCentsSchema,
} from './sat-text'
import { element, renderXml } from './xml'

/*
 * The balanza de comprobación of electronic accounting (Anexo 24, BalanzaComprobacion_1_3.xsd): per account its
 * opening balance, the month's debits and credits and the closing balance. Balances are written in the
 * account's nature, as the annex asks: a deudora account's closing = opening + Debe − Haber, an acreedora's =
 * opening + Haber − Debe (so a bank and an income account both show positive balances in the usual case).
 * Month 13 is the year-end closing balanza. A "C" (complementaria) sending needs the date it was modified.
 */
export const balanceAccountSchema = z.object({
  number: satText(100),
  nature: z.enum(['D', 'A']),
  /** Opening balance in the account's nature, integer centavos (negative when against its nature). */
  openingCents: signedCentsSchema,
  debitCents: centsSchema,
  creditCents: centsSchema,
})

export const balanzaInputSchema = z
  .object({
    rfc: rfcSchema,
    year: z.number().int().min(2015).max(2099),
    /** 1–12, or 13 for the year's closing balanza (balanza de cierre). */
    month: z.number().int().min(1).max(13),
    /** N normal, C complementaria (a correction of one already sent). */
    tipoEnvio: z.enum(['N', 'C']),
    fechaModBal: isoDateSchema.optional(),
    accounts: z.array(balanceAccountSchema).min(1),
  })
  .superRefine((input, context) => {
    if (input.tipoEnvio === 'C' && !input.fechaModBal)
      context.addIssue({
        code: 'custom',
        path: ['fechaModBal'],
        message: 'requerida en una balanza complementaria',
      })
    if (input.tipoEnvio === 'N' && input.fechaModBal)
      context.addIssue({
        code: 'custom',
        path: ['fechaModBal'],
        message: 'solo en una balanza complementaria',
      })
  })
export type BalanzaInput = z.input<typeof balanzaInputSchema>

/** The closing balance of one account in its nature, integer centavos. */
export const closingCentsOf = (account: z.output<typeof balanceAccountSchema>) =>
  account.nature === 'D'
    ? account.openingCents + account.debitCents - account.creditCents
    : account.openingCents + account.creditCents - account.debitCents

/** The balanza de comprobación XML of a month, or SatInputError naming each wrong field. */
export function balanzaXml(input: BalanzaInput): string {
  const data = parseInput(balanzaInputSchema, input)
  const p = BALANZA.prefix
  const accounts = data.accounts.map((account) =>
    element(`${p}:Ctas`, {
      NumCta: account.number,
      SaldoIni: amountText(account.openingCents),
      Debe: amountText(account.debitCents),
      Haber: amountText(account.creditCents),
      SaldoFin: amountText(closingCentsOf(account)),
    }),
  )
  const root = element(
    `${p}:Balanza`,
    {
      ...periodAttributes(BALANZA, data),
      TipoEnvio: data.tipoEnvio,
      FechaModBal: data.fechaModBal,
    },
    accounts,
  )
  return renderXml(root)
}

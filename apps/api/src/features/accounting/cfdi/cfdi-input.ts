import { z } from 'zod'
import { centsSchema, rfcSchema, satText } from '../sat/sat-text'
import { REGIMENES_FISCALES, USOS_CFDI } from './catalogs'
import { ivaToleranceCents } from './iva'

/*
 * The plain input of a payment's CFDI: who issues it, who receives it, what the payment collected of interest,
 * late interest and fees (bases in centavos, each with the IVA the payment charged when known) and how it was
 * paid. Validated whole before anything is built; a wrong field is named (SatInputError).
 */
const postalCode = z.string().regex(/^[0-9]{5}$/, 'código postal de 5 dígitos')

export const chargeKinds = ['ordinary_interest', 'late_interest', 'fee'] as const
export type ChargeKind = (typeof chargeKinds)[number]

const chargeSchema = z
  .object({
    kind: z.enum(chargeKinds),
    /** The base (the interest or the fee before IVA), integer centavos. */
    amountCents: z.number().int().positive('el importe debe ser positivo'),
    /** The IVA the payment charged on it; when absent it is computed by the SAT's rounding. */
    ivaCents: centsSchema.optional(),
    /** The concepto's text; a default in Spanish names the kind and the loan. */
    description: satText(1000).optional(),
    /** A c_ClaveProdServ of the financial-services segment (84…); 84101700 when absent. */
    claveProdServ: z
      .string()
      .regex(/^84[0-9]{6}$/, 'clave de servicios financieros (84…)')
      .optional(),
  })
  .superRefine((charge, context) => {
    if (charge.ivaCents === undefined) return
    const [lower, upper] = ivaToleranceCents(charge.amountCents)
    if (charge.ivaCents < lower || charge.ivaCents > upper)
      context.addIssue({
        code: 'custom',
        path: ['ivaCents'],
        message: 'IVA fuera del rango que el SAT acepta',
      })
  })

export const cfdiOfPaymentSchema = z.object({
  serie: satText(25).optional(),
  folio: satText(40).optional(),
  /** The issue date and time, local time of the place of issue, as the CFDI writes it (no zone). */
  fecha: z
    .string()
    .regex(
      /^20[1-9][0-9]-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9]$/,
      'fecha AAAA-MM-DDThh:mm:ss',
    ),
  lugarExpedicion: postalCode,
  paymentMethod: z.enum(['spei', 'bank_cash', 'card', 'domiciliacion', 'credit_balance']),
  cardKind: z.enum(['debit', 'credit']).optional(),
  emisor: z.object({
    rfc: rfcSchema,
    nombre: satText(300),
    regimenFiscal: z.enum(REGIMENES_FISCALES).default('601'),
  }),
  receptor: z.object({
    rfc: rfcSchema,
    /** The name exactly as on the receptor's Constancia de Situación Fiscal (the SAT checks it at stamping). */
    nombre: satText(300),
    domicilioFiscal: postalCode,
    regimenFiscal: z.enum(REGIMENES_FISCALES),
    usoCfdi: z.enum(USOS_CFDI),
  }),
  /** The loan's folio, named in the default descriptions. */
  loanFolio: satText(40).optional(),
  charges: z.array(chargeSchema).min(1, 'al menos un concepto'),
})
export type CfdiOfPaymentInput = z.input<typeof cfdiOfPaymentSchema>
export type CfdiOfPaymentData = z.output<typeof cfdiOfPaymentSchema>

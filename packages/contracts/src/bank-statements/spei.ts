import { z } from 'zod'
import { fieldError } from '../common/errors'
import { singleLineText } from '../common/text'
import { amountSchema, boundedDateSchema, idSchema } from '../common/bounds'
import { lineStatuses } from './bank-statements'

/**
 * The SPEI notification webhook (issue 35, item 2): the payment provider tells Mesa of each SPEI transfer
 * received on a referenced CLABE as it settles. Unauthenticated but signed (docs/security.md "SPEI webhook").
 */
export const speiPaths = {
  /** POST by the provider (no session): the signed notification; `providerId` names whose signature to check. */
  webhook: '/api/v1/bank-statements/spei/:providerId',
  /** GET whether the sandbox provider is on; POST (treasury) sends it a signed test notification. */
  sandbox: '/api/v1/bank-statements/spei-sandbox',
} as const

/** The sandbox provider's id (the only provider until a real one is contracted). */
export const SPEI_SANDBOX_PROVIDER = 'sandbox'
/** The header the sandbox provider signs in: `sha256=<hex HMAC-SHA256 of the raw body>`. */
export const SPEI_SIGNATURE_HEADER = 'x-spei-signature'
/** A notification is a few hundred bytes; anything beyond this is refused before it is read. */
export const SPEI_MAX_BYTES = 16 * 1024

export const speiWebhookParamsSchema = z.object({ providerId: z.string().min(1).max(40) })

/**
 * The sandbox provider's notification (a team format modelled on the fields SPEI participants' "abono"
 * notifications carry: tracking key, operation date, amount, ordering and beneficiary accounts, concept and
 * numeric reference). The amount is integer centavos, as all money in Mesa.
 */
export const speiNotificationSchema = z.object({
  /** The SPEI tracking key: unique per transfer, what makes a repeat notification a repeat. */
  claveRastreo: singleLineText({ error: fieldError('required') })
    .trim()
    .regex(/^[A-Za-z0-9]{1,30}$/, fieldError('invalid_format')),
  /** The value date (the day the transfer settled). */
  fechaOperacion: boundedDateSchema(),
  montoCentavos: amountSchema().int(fieldError('not_integer')).min(1, fieldError('too_small', 1)),
  /** The account paid to: the loan's referenced CLABE. */
  cuentaBeneficiario: z
    .string({ error: fieldError('required') })
    .regex(/^\d{18}$/, fieldError('invalid_format')),
  nombreOrdenante: singleLineText().trim().max(120, fieldError('too_long', 120)).default(''),
  cuentaOrdenante: z
    .string()
    .regex(/^\d{0,20}$/, fieldError('invalid_format'))
    .default(''),
  conceptoPago: singleLineText().trim().max(120, fieldError('too_long', 120)).default(''),
  referenciaNumerica: z
    .string()
    .regex(/^\d{0,10}$/, fieldError('invalid_format'))
    .default(''),
})
export type SpeiNotification = z.infer<typeof speiNotificationSchema>

/** The webhook's answer: 200 whether new or a repeat (a repeat posts nothing again). */
export const speiReceiptSchema = z.object({
  claveRastreo: z.string(),
  duplicate: z.boolean(),
  /** Where the transfer stands: `posted` on its loan, or waiting in the reconciliation queue. */
  status: z.enum(lineStatuses),
  lineId: z.number().int(),
})
export type SpeiReceipt = z.infer<typeof speiReceiptSchema>

export const speiSandboxStatusSchema = z.object({ enabled: z.boolean() })

/** The sandbox's test notification: a transfer to the chosen loan's referenced CLABE. */
export const speiTestRequestSchema = z.object({
  applicationId: idSchema('required'),
  amountCents: amountSchema().int(fieldError('not_integer')).min(1, fieldError('too_small', 1)),
  valueDate: boundedDateSchema(),
  payerName: singleLineText({ error: fieldError('required') })
    .trim()
    .min(3, fieldError('too_short', 3))
    .max(120, fieldError('too_long', 120)),
})
export type SpeiTestRequest = z.infer<typeof speiTestRequestSchema>

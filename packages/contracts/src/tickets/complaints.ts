import { z } from 'zod'
import { fieldError } from '../common/errors'
import { boundedDateSchema, MAX_AMOUNT, versionSchema } from '../common/bounds'
import { singleLineText } from '../common/text'

/*
 * The complaints register (issue 36): a ticket of category `complaint` carries what CONDUSEF's register of the
 * UNE (REUNE, reclamaciones) asks of each complaint, and the desk exports a quarter of them in that register's
 * columns (docs/domain.md "Complaints register"). The customer's side (person type, sex, age, state, postal code,
 * municipality) comes from the application the ticket hangs on, never typed twice.
 */

/** How the complaint reached the lender (REUNE "medio de recepción"). */
export const complaintChannels = [
  'une_office',
  'branch',
  'phone',
  'email',
  'web',
  'condusef',
  'social_media',
  'other',
] as const
/** What the complaint is about (REUNE "causa"), in the lender's words. */
export const complaintCauses = [
  'payment_not_applied',
  'unrecognised_charge',
  'interest_or_fee_dispute',
  'statement_error',
  'early_payoff',
  'credit_bureau_report',
  'collection_practices',
  'insurance',
  'contract_terms',
  'identity_theft',
  'service_quality',
  'other',
] as const
/** The product complained about (REUNE "producto o servicio"). */
export const complaintProducts = ['vehicle_credit', 'financed_insurance'] as const
/** Where it was answered (REUNE "nivel de atención"). */
export const complaintLevels = ['une', 'branch', 'condusef'] as const
/** How it ended for the customer (REUNE "sentido de la resolución"). */
export const complaintOutcomes = ['favorable', 'partial', 'unfavorable'] as const

export type ComplaintChannel = (typeof complaintChannels)[number]
export type ComplaintCause = (typeof complaintCauses)[number]
export type ComplaintProduct = (typeof complaintProducts)[number]
export type ComplaintLevel = (typeof complaintLevels)[number]
export type ComplaintOutcome = (typeof complaintOutcomes)[number]

const choice = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: fieldError('invalid_choice') })
const cents = () =>
  z
    .number({ error: fieldError('invalid_value') })
    .int(fieldError('invalid_value'))
    .min(0, fieldError('too_small', 0))
    .max(MAX_AMOUNT, fieldError('too_big', MAX_AMOUNT))
const optionalDate = () => boundedDateSchema().nullable().default(null)

/** The register's fields as the desk writes them; the dates must follow each other. */
export const complaintRecordSchema = z
  .strictObject({
    receivedOn: boundedDateSchema(),
    channel: choice(complaintChannels),
    product: choice(complaintProducts),
    cause: choice(complaintCauses),
    level: choice(complaintLevels),
    /** Posible robo de identidad. */
    identityTheft: z.boolean({ error: fieldError('invalid_value') }).default(false),
    claimedCents: cents().default(0),
    creditedCents: cents().default(0),
    creditedOn: optionalDate(),
    resolvedOn: optionalDate(),
    notifiedOn: optionalDate(),
    outcome: choice(complaintOutcomes).nullable().default(null),
    /** The folio CONDUSEF gave a complaint it turned to the lender. */
    condusefFolio: singleLineText().trim().max(40, fieldError('too_long', 40)).default(''),
    /** The ticket's version: the register is part of the ticket. */
    version: versionSchema(),
  })
  .superRefine((record, context) => {
    const issue = (path: string, code: Parameters<typeof fieldError>[0]) =>
      context.addIssue({ code: 'custom', path: [path], message: fieldError(code) })
    if (record.resolvedOn && record.resolvedOn < record.receivedOn) issue('resolvedOn', 'end_before_start')
    if (record.notifiedOn && !record.resolvedOn) issue('resolvedOn', 'required')
    if (record.notifiedOn && record.resolvedOn && record.notifiedOn < record.resolvedOn)
      issue('notifiedOn', 'end_before_start')
    if (record.resolvedOn && !record.outcome) issue('outcome', 'required')
    if (record.outcome && !record.resolvedOn) issue('resolvedOn', 'required')
    if (record.creditedCents > 0 && !record.creditedOn) issue('creditedOn', 'required')
    if (record.creditedOn && record.creditedOn < record.receivedOn) issue('creditedOn', 'end_before_start')
    if (record.channel === 'condusef' && record.condusefFolio === '') issue('condusefFolio', 'required')
  })
export type ComplaintRecordInput = z.input<typeof complaintRecordSchema>
export type ComplaintRecord = z.output<typeof complaintRecordSchema>

/** A ticket's register entry as the API answers it: null fields until the desk fills them. */
export const complaintSchema = z.object({
  receivedOn: z.string(),
  channel: z.enum(complaintChannels),
  product: z.enum(complaintProducts),
  cause: z.enum(complaintCauses),
  level: z.enum(complaintLevels),
  identityTheft: z.boolean(),
  claimedCents: z.number().int(),
  creditedCents: z.number().int(),
  creditedOn: z.string().nullable(),
  resolvedOn: z.string().nullable(),
  notifiedOn: z.string().nullable(),
  outcome: z.enum(complaintOutcomes).nullable(),
  condusefFolio: z.string(),
  /** Pending until resolved (REUNE "estado": pendiente / concluido). */
  concluded: z.boolean(),
  updatedAt: z.string(),
})
export type Complaint = z.infer<typeof complaintSchema>

/** A calendar quarter, `2026-Q4`. */
export const complaintQuarterQuerySchema = z.object({
  quarter: z.string().regex(/^(19|20)\d{2}-Q[1-4]$/, fieldError('invalid_format')),
})

/** The first and last day of a quarter `YYYY-Qn`. */
export function quarterDays(quarter: string) {
  const [year, q] = [Number(quarter.slice(0, 4)), Number(quarter.slice(-1))]
  const firstMonth = (q - 1) * 3 + 1
  const lastDay = new Date(Date.UTC(year, firstMonth + 2, 0)).getUTCDate()
  const pad = (value: number) => String(value).padStart(2, '0')
  return { from: `${year}-${pad(firstMonth)}-01`, to: `${year}-${pad(firstMonth + 2)}-${pad(lastDay)}` }
}

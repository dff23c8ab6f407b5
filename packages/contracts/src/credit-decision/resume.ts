import { z } from 'zod'
import { bureauSummarySchema } from '../credit-analysis/bureau'
import { checkNameSchema, checkStatuses } from '../credit-analysis/checks'
import {
  rejectReasonCodes,
  committeeOutcomes,
  conditionSchema,
  quoteFiguresSchema,
  scheduleLineSchema,
  authorisedTermsSchema,
} from './credit-decision'

/** Deliberation resume: what the committee reads on one page before voting (read-only). */
export const deliberationResumeSchema = z.object({
  contact: z.object({
    fullName: z.string(),
    phone: z.string().nullable(),
    email: z.string().nullable(),
    address: z.string().nullable(),
    allyName: z.string().nullable(),
  }),
  product: z.object({
    vehicle: z.string(),
    vehicleYear: z.number().int().nullable(),
    priceCents: z.number().int().nullable(),
    requestedAmountCents: z.number().int(),
    downPaymentCents: z.number().int().nullable(),
    termMonths: z.number().int().nullable(),
  }),
  /** The visit's verdict; from the field-visit report when there is one, else what visita recorded. */
  fieldVisit: z
    .object({ result: z.string().nullable(), notes: z.string(), source: z.enum(['report', 'advance']) })
    .nullable(),
  /** Null until the payment capacity is worked out (credit-policy). */
  paymentCapacity: z
    .object({
      verifiedIncomeCents: z.number().int(),
      freeIncomeCents: z.number().int(),
      debtToIncomeBps: z.number().int().nullable(),
      maxPaymentCents: z.number().int().nullable(),
    })
    .nullable(),
  bureau: bureauSummarySchema.nullable(),
  checks: z.array(
    z.object({ name: checkNameSchema, status: z.enum(checkStatuses), overridden: z.boolean() }),
  ),
  documents: z.object({
    required: z.number().int(),
    approved: z.number().int(),
    pending: z.number().int(),
    rejected: z.number().int(),
    missing: z.number().int(),
  }),
})
export type DeliberationResume = z.infer<typeof deliberationResumeSchema>

/** The AnswerSheet: the decision letter to the ally. */
export const answerSheetSchema = z.object({
  folio: z.string(),
  applicantName: z.string(),
  allyName: z.string().nullable(),
  vehicle: z.string(),
  status: z.enum(['pending', ...committeeOutcomes]),
  decidedAt: z.string().nullable(),
  rejectReasons: z.array(z.enum(rejectReasonCodes)),
  conditions: z.array(conditionSchema),
  terms: authorisedTermsSchema.extend({ quote: quoteFiguresSchema }).nullable(),
  schedule: z.array(scheduleLineSchema),
  issuedAt: z.string(),
})
export type AnswerSheet = z.infer<typeof answerSheetSchema>

import { z } from 'zod'
import { fieldError } from '../common/errors'
import { boundedDateSchema, idTextSchema, versionSchema } from '../common/bounds'
import { multiLineText } from '../common/text'
import { applicationParamsSchema } from '../credit-applications/credit-applications'
import { documentKinds, stageSchema } from '../credit-applications/stages'

/** The validation desk's calls on one application (full paths, see index.ts "API paths"). */
export const validationDeskPaths = {
  referenceCalls: '/api/v1/credit-applications/:origin/:id/reference-calls',
  clarifications: '/api/v1/credit-applications/:origin/:id/clarifications',
  clarificationAnswer: '/api/v1/credit-applications/:origin/:id/clarifications/:clarificationId/answer',
  contactAttempts: '/api/v1/credit-applications/:origin/:id/contact-attempts',
} as const

export const clarificationParamsSchema = applicationParamsSchema.extend({ clarificationId: idTextSchema() })

const personRef = z.object({ id: z.number().int(), fullName: z.string(), avatar: z.string().nullable() })

/** A timestamp with its offset (ISO 8601), between 1900 and 2100. */
const boundedInstant = () =>
  z.iso
    .datetime({ offset: true, error: fieldError('invalid_date') })
    .refine((value) => value >= '1900' && value < '2101', { message: fieldError('date_out_of_range') })

const notes = () => multiLineText().trim().max(2000).default('')

// Customer investigation: calls to the applicant's references.
export const referenceCallOutcomes = ['verified', 'not_reached', 'refused', 'inconsistent'] as const
export type ReferenceCallOutcome = (typeof referenceCallOutcomes)[number]

export const referenceCallRequestSchema = z
  .object({
    /** Position of the reference in the application's references section. */
    referenceIndex: z
      .number({ error: fieldError('invalid_value') })
      .int()
      .min(0)
      .max(19),
    outcome: z.enum(referenceCallOutcomes, { message: fieldError('invalid_choice') }),
    /** When the call was made; now when left out. Never in the future. */
    calledAt: boundedInstant().optional(),
    notes: notes(),
  })
  .strict()
export type ReferenceCallRequest = z.infer<typeof referenceCallRequestSchema>

export const referenceCallSchema = z.object({
  id: z.number().int(),
  referenceIndex: z.number().int(),
  referenceName: z.string(),
  referencePhone: z.string(),
  relationship: z.string(),
  outcome: z.enum(referenceCallOutcomes),
  notes: z.string(),
  calledAt: z.string(),
  calledBy: personRef.nullable(),
})
export type ReferenceCall = z.infer<typeof referenceCallSchema>

export const referenceCallsResponseSchema = z.object({
  calls: z.array(referenceCallSchema),
  /** References whose latest call verified them. */
  verifiedReferences: z.number().int(),
  required: z.number().int(),
})
export type ReferenceCallsResponse = z.infer<typeof referenceCallsResponseSchema>

// Clarifications: a request back to the ally; the stage's SLA clock pauses while one is open.
export const clarificationItems = [
  'applicant',
  'address',
  'work',
  'finance',
  'references',
  'product',
  ...documentKinds,
] as const
export type ClarificationItem = (typeof clarificationItems)[number]
export const clarificationStatuses = ['open', 'answered', 'withdrawn'] as const

export const clarificationRequestSchema = z
  .object({
    items: z
      .array(z.enum(clarificationItems, { message: fieldError('invalid_choice') }))
      .min(1, fieldError('required'))
      .max(clarificationItems.length, fieldError('too_many', clarificationItems.length))
      .refine((items) => new Set(items).size === items.length, fieldError('invalid_value')),
    message: multiLineText().trim().min(3, fieldError('required')).max(2000),
    dueOn: boundedDateSchema(),
  })
  .strict()
export type ClarificationRequest = z.infer<typeof clarificationRequestSchema>

export const clarificationAnswerSchema = z
  .object({
    answer: multiLineText().trim().min(3, fieldError('required')).max(2000),
    version: versionSchema(),
  })
  .strict()
export type ClarificationAnswer = z.infer<typeof clarificationAnswerSchema>

export const clarificationSchema = z.object({
  id: z.number().int(),
  stage: stageSchema,
  status: z.enum(clarificationStatuses),
  items: z.array(z.enum(clarificationItems)),
  message: z.string(),
  dueOn: z.string(),
  requestedBy: personRef.nullable(),
  requestedAt: z.string(),
  answer: z.string().nullable(),
  answeredBy: personRef.nullable(),
  answeredAt: z.string().nullable(),
  version: z.number().int(),
})
export type Clarification = z.infer<typeof clarificationSchema>

export const clarificationsResponseSchema = z.object({
  clarifications: z.array(clarificationSchema),
  /** Whether the stage's SLA clock is paused now (an open clarification). */
  clockPaused: z.boolean(),
})
export type ClarificationsResponse = z.infer<typeof clarificationsResponseSchema>

// Contactation: every attempt to reach the applicant.
export const contactChannels = ['phone', 'whatsapp', 'email', 'visit'] as const
export const contactOutcomes = [
  'reached',
  'no_answer',
  'voicemail',
  'wrong_number',
  'callback_requested',
  'refused',
] as const

export const contactAttemptRequestSchema = z
  .object({
    channel: z.enum(contactChannels, { message: fieldError('invalid_choice') }),
    outcome: z.enum(contactOutcomes, { message: fieldError('invalid_choice') }),
    notes: notes(),
    /** When to try again, if another attempt is due. */
    nextAttemptAt: boundedInstant().nullable().default(null),
  })
  .strict()
export type ContactAttemptRequest = z.infer<typeof contactAttemptRequestSchema>

export const contactAttemptSchema = z.object({
  id: z.number().int(),
  channel: z.enum(contactChannels),
  outcome: z.enum(contactOutcomes),
  notes: z.string(),
  nextAttemptAt: z.string().nullable(),
  attemptedAt: z.string(),
  attemptedBy: personRef.nullable(),
})
export type ContactAttempt = z.infer<typeof contactAttemptSchema>

export const contactAttemptsResponseSchema = z.object({ attempts: z.array(contactAttemptSchema) })

import { z } from 'zod'
import { fieldError } from '../common/errors'
import { idSchema, idTextSchema, versionSchema } from '../common/bounds'
import { listQuerySchema } from '../common/list-query'
import { listEnvelope } from '../common/list-envelope'
import { singleLineText } from '../common/text'
import { creditProductSchema } from '../credit-applications/stages'

/** Dunning (issue 35 item 4): reminders by days past due, dunning letters, and their sends. */
export const dunningPaths = {
  rules: '/api/v1/dunning/rules',
  rule: '/api/v1/dunning/rules/:id',
  sends: '/api/v1/dunning/sends',
  /** The approved messaging templates a rule may name (WhatsApp outside the 24-hour window takes only those). */
  templates: '/api/v1/dunning/templates',
  /** Runs today's reminders now (the daily job's work, for the business date; a second run sends nothing new). */
  run: '/api/v1/dunning/run',
  /** A dunning letter of the loan as of the business date (PDF), on demand. */
  letter: '/api/v1/dunning/loans/:applicationId/letters/:kind',
  /** The letter a rule produced, rendered again from the figures stored with its send (PDF). */
  sendLetter: '/api/v1/dunning/sends/:id/letter',
  /** POST: produce a dunning letter of the loan now (kept with its figures, audited, in the contact history). */
  loanLetters: '/api/v1/dunning/loans/:applicationId/letters',
  /** A letter produced on demand, drawn again from its figures (PDF). */
  producedLetter: '/api/v1/dunning/letters/:id',
} as const

/**
 * How a reminder reaches the customer: a WhatsApp template, an e-mail with the template's text, or a letter
 * (a PDF kept with the send and e-mailed). Messaging has no SMS channel (issue 17: WhatsApp only), so none here.
 */
export const dunningChannels = ['whatsapp', 'email', 'letter'] as const
export type DunningChannel = (typeof dunningChannels)[number]

/** The three dunning letters, from the friendliest to the last before legal action. */
export const letterKinds = ['first', 'second', 'prelegal'] as const
export type LetterKind = (typeof letterKinds)[number]

/** A rule fires from N days past due (N > 0) or |N| days before a due date (N ≤ 0: a courtesy reminder). */
export const MIN_OFFSET_DAYS = -30
export const MAX_OFFSET_DAYS = 365

const emptyToNull = (value: unknown) => (value === '' || value === undefined ? null : value)

/** A rule as written by its screen; `version` null creates it. */
export const dunningRuleInputSchema = z
  .object({
    name: singleLineText({ error: fieldError('required') })
      .trim()
      .min(2, fieldError('too_short', 2))
      .max(80, fieldError('too_long', 80)),
    offsetDays: z
      .number({ error: fieldError('invalid_value') })
      .int(fieldError('not_integer'))
      .min(MIN_OFFSET_DAYS, fieldError('too_small', MIN_OFFSET_DAYS))
      .max(MAX_OFFSET_DAYS, fieldError('too_big', MAX_OFFSET_DAYS)),
    channel: z.enum(dunningChannels, { error: fieldError('invalid_choice') }),
    templateId: z.preprocess(emptyToNull, idSchema().nullable()).default(null),
    letterKind: z
      .preprocess(emptyToNull, z.enum(letterKinds, { error: fieldError('invalid_choice') }).nullable())
      .default(null),
    /** Empty: every product. */
    products: z.array(creditProductSchema).max(3, fieldError('too_many', 3)).default([]),
    /** Empty: every ally. */
    allyIds: z.array(idSchema()).max(50, fieldError('too_many', 50)).default([]),
    active: z.boolean().default(true),
    version: z.preprocess(emptyToNull, versionSchema().nullable()).default(null),
  })
  .strict()
  .superRefine((rule, context) => {
    // A message needs its template; a letter its kind, and a letter is never a courtesy (nothing is owed yet).
    if (rule.channel !== 'letter' && rule.templateId === null)
      context.addIssue({ code: 'custom', path: ['templateId'], message: fieldError('required') })
    if (rule.channel === 'letter' && rule.letterKind === null)
      context.addIssue({ code: 'custom', path: ['letterKind'], message: fieldError('required') })
    if (rule.channel === 'letter' && rule.offsetDays < 1)
      context.addIssue({ code: 'custom', path: ['offsetDays'], message: fieldError('too_small', 1) })
  })
export type DunningRuleInput = z.infer<typeof dunningRuleInputSchema>

export const dunningRuleSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  offsetDays: z.number().int(),
  channel: z.enum(dunningChannels),
  templateId: z.number().int().nullable(),
  templateName: z.string().nullable(),
  letterKind: z.enum(letterKinds).nullable(),
  products: z.array(creditProductSchema),
  allyIds: z.array(z.number().int()),
  active: z.boolean(),
  version: z.number().int(),
  updatedAt: z.string(),
  /** Sends the rule made, all days. */
  sendCount: z.number().int(),
})
export type DunningRule = z.infer<typeof dunningRuleSchema>
export const dunningRuleListSchema = listEnvelope(dunningRuleSchema)
export const dunningRuleParamsSchema = z.object({ id: idTextSchema() })

export const dunningTemplateSchema = z.object({ id: z.number().int(), name: z.string(), body: z.string() })
export const dunningTemplateListSchema = listEnvelope(dunningTemplateSchema)

/**
 * A send's outcome: `queued` (handed to messaging or mail, waiting for the provider), `sent`, `delivered`,
 * `read` (the provider's answers, for WhatsApp), `failed` (the provider refused), `skipped` (not sent: no phone
 * or e-mail on file, the customer opted out, the template is no longer approved, or no messaging channel;
 * the reason says which).
 */
export const sendStatuses = ['queued', 'sent', 'delivered', 'read', 'failed', 'skipped'] as const
export type SendStatus = (typeof sendStatuses)[number]
/** Why a send was skipped (an error code each, worded by the screen). */
export const skipReasons = [
  'no_phone',
  'no_email',
  'opted_out',
  'template_not_approved',
  'no_channel',
] as const
export type SkipReason = (typeof skipReasons)[number]

export const dunningSendSchema = z.object({
  id: z.number().int(),
  ruleId: z.number().int(),
  ruleName: z.string(),
  channel: z.enum(dunningChannels),
  applicationId: z.number().int(),
  folio: z.number().int(),
  customerName: z.string(),
  product: creditProductSchema,
  businessDate: z.string(),
  daysPastDue: z.number().int(),
  status: z.enum(sendStatuses),
  /** The provider's answer (its message id) or the refusal's reason. */
  detail: z.string().nullable(),
  skipReason: z.enum(skipReasons).nullable(),
  letterKind: z.enum(letterKinds).nullable(),
  at: z.string(),
})
export type DunningSend = z.infer<typeof dunningSendSchema>
export const dunningSendSortKeys = ['at', 'daysPastDue'] as const
export const dunningSendListQuerySchema = listQuerySchema(dunningSendSortKeys).extend({
  ruleId: z.preprocess(emptyToNull, idTextSchema().nullable()).default(null),
})
export const dunningSendListSchema = listEnvelope(dunningSendSchema)

export const dunningRunSchema = z.object({
  businessDate: z.string(),
  /** New sends made by this run (a second run the same day makes none). */
  sent: z.number().int(),
  skipped: z.number().int(),
})
export type DunningRun = z.infer<typeof dunningRunSchema>

export const letterParamsSchema = z.object({
  applicationId: idTextSchema(),
  kind: z.enum(letterKinds, { error: fieldError('invalid_choice') }),
})

/** The on-demand letter's loan (its application, as the letters' other paths name it). */
export const loanLettersParamsSchema = z.object({ applicationId: idTextSchema() })
/** Which letter to produce now. */
export const letterCreateSchema = z
  .object({ kind: z.enum(letterKinds, { error: fieldError('invalid_choice') }) })
  .strict()
export type LetterCreate = z.infer<typeof letterCreateSchema>
/** A letter produced on demand: its id opens the PDF. */
export const producedLetterSchema = z.object({
  id: z.number().int(),
  kind: z.enum(letterKinds),
  /** The business date its figures are of. */
  on: z.string(),
  daysPastDue: z.number().int(),
  overdueCents: z.number().int(),
})
export type ProducedLetter = z.infer<typeof producedLetterSchema>

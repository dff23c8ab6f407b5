import { z } from 'zod'
import { fieldError } from '../common/errors'
import { multiLineText } from '../common/text'
import { amountSchema, boundedDateSchema, idSchema, idTextSchema } from '../common/bounds'
import { listQuerySchema } from '../common/list-query'
import { listEnvelope } from '../common/list-envelope'
import { creditProductSchema } from '../credit-applications/stages'

/** The collections desk (issue 35 item 4): queue, contact log, promises to pay, assignment rules, dashboard. */
export const collectionPaths = {
  queue: '/api/v1/collections/queue',
  loan: '/api/v1/collections/loans/:loanId',
  contacts: '/api/v1/collections/loans/:loanId/contacts',
  promises: '/api/v1/collections/loans/:loanId/promises',
  /** PUT the loan's collector (the supervisor's manual reassignment, audited). */
  collector: '/api/v1/collections/loans/:loanId/collector',
  rules: '/api/v1/collections/rules',
  /** POST: apply the assignment rules now (the daily job does it after the end of day). */
  assignmentRuns: '/api/v1/collections/assignment-runs',
  /** POST: a message to the loan's customer (WhatsApp text in the 24-hour window or a template; e-mail). */
  messages: '/api/v1/collections/loans/:loanId/messages',
  /** The approved messaging templates a desk message may use. */
  templates: '/api/v1/collections/templates',
  dashboard: '/api/v1/collections/dashboard',
  collectors: '/api/v1/collections/collectors',
} as const

/**
 * The desk's arrears buckets by days past due, as data: 1–29, 30–59, 60–89, 90–119 and 120 or more (finer
 * than loan servicing's regulatory buckets past 90: a 120-day loan is worked by other people than a 95-day one).
 */
export const collectionBuckets = [
  { key: 'd1_29', fromDays: 1, toDays: 29 },
  { key: 'd30_59', fromDays: 30, toDays: 59 },
  { key: 'd60_89', fromDays: 60, toDays: 89 },
  { key: 'd90_119', fromDays: 90, toDays: 119 },
  { key: 'd120_plus', fromDays: 120, toDays: null },
] as const
export const collectionBucketKeys = ['d1_29', 'd30_59', 'd60_89', 'd90_119', 'd120_plus'] as const
export type CollectionBucket = (typeof collectionBucketKeys)[number]
export const collectionBucketSchema = z.enum(collectionBucketKeys)

/** The desk's bucket of a loan so many days past due; null when it is not in arrears. */
export function collectionBucketOf(daysPastDue: number): CollectionBucket | null {
  const found = collectionBuckets.find(
    (bucket) => daysPastDue >= bucket.fromDays && (bucket.toDays === null || daysPastDue <= bucket.toDays),
  )
  return found?.key ?? null
}

export const collectionChannels = ['call', 'whatsapp', 'email', 'sms', 'visit', 'letter'] as const
export type ContactChannel = (typeof collectionChannels)[number]
export const contactDirections = ['out', 'in'] as const

/** A call's outcome, as data (the contact log's choices and the dashboard's counts). */
export const callOutcomes = [
  'contacted',
  'no_answer',
  'voicemail',
  'wrong_number',
  'refused',
  'promise',
  'already_paid',
] as const
export type CallOutcome = (typeof callOutcomes)[number]
/** Outcomes that count as having spoken with the customer ("contacted today"). */
export const reachedOutcomes: readonly CallOutcome[] = ['contacted', 'refused', 'promise', 'already_paid']

/**
 * One entry of a loan's contact history, whatever logged it: the desk's own log, and every source other
 * features register (dunning's reminders and letters) through the collections door's `registerContactSource`.
 */
export const collectionContactSchema = z.object({
  /** When it happened, ISO 8601 instant. */
  at: z.string(),
  channel: z.enum(collectionChannels),
  direction: z.enum(contactDirections),
  summary: z.string(),
  actorName: z.string().nullable(),
  /** Who logged it: `desk` for the collectors' own log, else the registered source's name. */
  source: z.string(),
  /** A call's outcome (the desk's calls only). */
  outcome: z.enum(callOutcomes).nullable().optional(),
})
export type CollectionContact = z.infer<typeof collectionContactSchema>

/**
 * How far back a capture may be sent (issue 39): a contact or promise captured on a phone without a signal keeps
 * its time; the server takes it within this many days (and not in the future), else a 400 on `capturedAt`.
 */
export const CAPTURE_WINDOW_DAYS = 7

/**
 * When the collector captured it (ISO 8601 with offset), for a capture sent later from the phone: the record's
 * time and business day are the capture's, not the arrival's. Absent: now.
 */
const capturedAtSchema = () => z.iso.datetime({ offset: true, error: fieldError('invalid_date') }).optional()

/** What a collector logs: a call (with its outcome), a message sent or received, a field visit asked. */
export const contactCreateSchema = z
  .object({
    channel: z.enum(['call', 'whatsapp', 'email', 'sms', 'visit'], { error: fieldError('invalid_choice') }),
    direction: z.enum(contactDirections, { error: fieldError('invalid_choice') }).default('out'),
    outcome: z
      .enum(callOutcomes, { error: fieldError('invalid_choice') })
      .nullable()
      .optional(),
    summary: multiLineText().trim().max(500, fieldError('too_long', 500)).default(''),
    capturedAt: capturedAtSchema(),
  })
  .superRefine((body, context) => {
    if (body.channel === 'call' && !body.outcome)
      context.addIssue({ code: 'custom', path: ['outcome'], message: fieldError('required') })
  })
export type ContactCreate = z.output<typeof contactCreateSchema>
export type ContactCreateInput = z.input<typeof contactCreateSchema>

export const promiseStatuses = ['pending', 'kept', 'broken'] as const
export type PromiseStatus = (typeof promiseStatuses)[number]

/**
 * A promise to pay: the amount by the date (inclusive, not before the day it was made), made through a channel;
 * refused on a loan no longer active (409 `loan_closed`) and when a promise made after it is pending on the loan
 * (409 `promise_open`: the customer's later word stands).
 */
export const promiseCreateSchema = z.object({
  amountCents: amountSchema().int(fieldError('not_integer')).min(1, fieldError('too_small', 1)),
  promisedOn: boundedDateSchema(),
  channel: z.enum(collectionChannels, { error: fieldError('invalid_choice') }),
  capturedAt: capturedAtSchema(),
})
export type PromiseCreate = z.output<typeof promiseCreateSchema>
export type PromiseCreateInput = z.input<typeof promiseCreateSchema>

export const promiseSchema = z.object({
  id: z.number().int(),
  amountCents: z.number().int(),
  promisedOn: z.string(),
  /** The business date it was made: payments count from it to its date. */
  madeOn: z.string(),
  channel: z.enum(collectionChannels),
  status: z.enum(promiseStatuses),
  /** Payments on the loan from its making to its date, reversals taken out (partial payments show here). */
  paidCents: z.number().int(),
  /** The business date it was kept or judged broken. */
  decidedOn: z.string().nullable(),
  actorName: z.string().nullable(),
})
export type PromiseToPay = z.infer<typeof promiseSchema>

/** A loan in arrears as the desk shows it. */
export const collectionQueueItemSchema = z.object({
  loanId: z.number().int(),
  applicationId: z.number().int(),
  origin: creditProductSchema,
  folio: z.number().int(),
  applicantName: z.string(),
  phone: z.string().nullable(),
  allyId: z.number().int().nullable(),
  allyName: z.string().nullable(),
  daysPastDue: z.number().int(),
  bucket: collectionBucketSchema,
  balanceCents: z.number().int(),
  nextDueCents: z.number().int(),
  collectorId: z.number().int().nullable(),
  collectorName: z.string().nullable(),
  /** The assignment's version (0 before any): the reassignment carries it. */
  assignmentVersion: z.number().int(),
  lastContactAt: z.string().nullable(),
  /** The loan's latest promise. */
  promise: promiseSchema
    .pick({ status: true, promisedOn: true, amountCents: true, paidCents: true })
    .nullable(),
})
export type CollectionQueueItem = z.infer<typeof collectionQueueItemSchema>

const emptyToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value)

export const collectionQueueSortKeys = ['daysPastDue', 'balance', 'folio'] as const
export const collectionQueueQuerySchema = listQuerySchema(collectionQueueSortKeys).extend({
  bucket: z.preprocess(emptyToUndefined, collectionBucketSchema.optional()),
  /** A collector's id, or `none` for the loans nobody has yet. */
  collector: z.preprocess(emptyToUndefined, z.union([z.literal('none'), idTextSchema()]).optional()),
  allyId: z.preprocess(emptyToUndefined, idTextSchema().optional()),
  /** The latest promise's status, or `none` for loans without one. */
  promise: z.preprocess(emptyToUndefined, z.enum([...promiseStatuses, 'none']).optional()),
  /** `true`: only loans nobody reached by any channel today (business date). */
  notContactedToday: z.preprocess(emptyToUndefined, z.enum(['true', 'false']).optional()),
})
export type CollectionQueueQuery = z.infer<typeof collectionQueueQuerySchema>
export const collectionQueueListSchema = listEnvelope(collectionQueueItemSchema)
export type CollectionQueueList = z.infer<typeof collectionQueueListSchema>

export const collectionLoanParamsSchema = z.object({ loanId: idTextSchema() })

/** A loan's collections panel: the queue's row, its history (every source merged, newest first), its promises. */
export const collectionLoanSchema = z.object({
  /** The business date (a new promise's earliest date). */
  businessDate: z.string(),
  loan: collectionQueueItemSchema,
  contacts: z.array(collectionContactSchema),
  promises: z.array(promiseSchema),
})
export type CollectionLoan = z.infer<typeof collectionLoanSchema>

/** The supervisor's reassignment: the collector and the assignment's version read (0 when it had none). */
export const collectorAssignSchema = z.object({
  collectorId: idSchema('required'),
  version: z.number({ error: 'required' }).int('required').min(0, 'required').max(2_147_483_646),
})

/**
 * An assignment rule: loans of the bucket (any when null) and of the ally (any when null) go round robin to
 * its collectors. Rules apply in their order; the first that matches a loan assigns it.
 */
export const assignmentRuleSchema = z.object({
  bucket: collectionBucketSchema.nullable(),
  allyId: idSchema().nullable(),
  collectorIds: z.array(idSchema()).min(1, fieldError('too_few', 1)).max(50, fieldError('too_many', 50)),
})
export type AssignmentRule = z.infer<typeof assignmentRuleSchema>
export const assignmentRulesSchema = z.object({
  rules: z.array(assignmentRuleSchema).max(50, fieldError('too_many', 50)),
})
export const assignmentRuleListSchema = listEnvelope(
  assignmentRuleSchema.extend({ id: z.number().int(), position: z.number().int() }),
)
export const assignmentRunSchema = z.object({
  /** Loans in arrears without a collector, or whose rule now gives another one. */
  assigned: z.number().int(),
  /** Loans that left arrears and lost their collector. */
  released: z.number().int(),
})
export type AssignmentRun = z.infer<typeof assignmentRunSchema>

export const collectorListSchema = listEnvelope(z.object({ id: z.number().int(), fullName: z.string() }))

export const collectorFiguresSchema = z.object({
  collectorId: z.number().int().nullable(),
  collectorName: z.string().nullable(),
  assigned: z.number().int(),
  balanceCents: z.number().int(),
  contactedToday: z.number().int(),
  promisesDueToday: z.number().int(),
  promisesKept: z.number().int(),
  promisesBroken: z.number().int(),
  /** Payments this calendar month (business date's) on the loans now assigned to the collector. */
  recoveredThisMonthCents: z.number().int(),
})
export type CollectorFigures = z.infer<typeof collectorFiguresSchema>

/** The collector's own figures, and (a supervisor) one row per collector. */
export const collectionDashboardSchema = z.object({
  businessDate: z.string(),
  mine: collectorFiguresSchema,
  collectors: z.array(collectorFiguresSchema).nullable(),
})
export type CollectionDashboard = z.infer<typeof collectionDashboardSchema>

/** How the desk writes to a loan's customer (issue 35): WhatsApp (messaging's channels) or e-mail. */
export const deskMessageChannels = ['whatsapp', 'email'] as const

/**
 * A message from the desk: free text, or an approved template (its variables filled as dunning's reminders fill
 * them). WhatsApp takes free text only inside the customer's 24-hour window (409 `service_window_closed`).
 */
export const deskMessageSchema = z
  .object({
    channel: z.enum(deskMessageChannels, { error: fieldError('invalid_choice') }),
    templateId: idSchema().nullable().default(null),
    text: multiLineText().trim().max(1000, fieldError('too_long', 1000)).default(''),
  })
  .strict()
  .superRefine((message, context) => {
    if (message.templateId === null && message.text === '')
      context.addIssue({ code: 'custom', path: ['text'], message: fieldError('required') })
  })
export type DeskMessage = z.output<typeof deskMessageSchema>
export const deskMessageResultSchema = z.object({
  /** The contact it became in the loan's history. */
  contactId: z.number().int(),
  channel: z.enum(deskMessageChannels),
  via: z.enum(['text', 'template']),
})
export type DeskMessageResult = z.infer<typeof deskMessageResultSchema>
export const deskTemplateListSchema = listEnvelope(
  z.object({ id: z.number().int(), name: z.string(), body: z.string() }),
)

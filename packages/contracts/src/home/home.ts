import { z } from 'zod'
import { creditProductSchema, stageSchema } from '../credit-applications/stages'

/**
 * The home (issue 38): what a signed-in person finds first, their day's work as cards. Which cards a person
 * gets follows from their rules, not their role's name: whoever works a stage gets its queues, a field agent
 * their visits, a committee member the votes they owe, a seller their applications, an administrator the
 * overview.
 */
export const homePaths = {
  home: '/api/v1/home',
} as const

/** How many rows a card lists; its count is the whole. */
export const HOME_CARD_ROWS = 5

export const homeCardKinds = [
  // Applications the person owns in a working stage (activo excluded), oldest in stage first.
  'myQueue',
  // Unowned applications in the stages the person works, oldest in stage first.
  'toTake',
  // The field agent's live visits: count of today's, rows soonest first (late reports first).
  'visitsToday',
  // Applications in deliberación the committee member has not voted on yet.
  'pendingVotes',
  // The seller's applications in progress, most recently changed first.
  'myApplications',
  // The administrator's overview: figures only.
  'overview',
  // Figures only (issue 38): four-eyes requests waiting for the person's decision; the compliance officer's
  // alerts; the invoicing desk's invoices; the accountant's months to close.
  'approvals',
  'compliance',
  'invoicing',
  'books',
  // The collector's arrears (issue 35): loans in arrears assigned to them, with the day's figures.
  'arrears',
] as const
export type HomeCardKind = (typeof homeCardKinds)[number]

export const homeFigureKeys = [
  'inProgress',
  'overdue',
  'unassigned',
  'activeLoans',
  // The collector's card (issue 35).
  'contactedToday',
  'promisesDueToday',
  'promisesBroken',
  // Issue 38: the cards of the four-eyes approver, compliance, invoicing and the books.
  'approvalsPending',
  'alertsOpen',
  'alertsEscalated',
  'invoicesPastDue',
  'invoicesDraft',
  'monthsToClose',
] as const
export type HomeFigureKey = (typeof homeFigureKeys)[number]

export const homeRowSchema = z.object({
  applicationId: z.number().int(),
  product: creditProductSchema,
  folio: z.number().int(),
  applicantName: z.string(),
  stage: stageSchema,
  /** Past its stage's target hours, or (a visit) past its slot without a report. */
  overdue: z.boolean(),
  /** When the row's work is due or began: the visit's start, else the stage's entry. ISO 8601. */
  at: z.string(),
  /** The field visit's booking (visitsToday rows). */
  bookingId: z.number().int().optional(),
  /** Where the visit is (visitsToday rows). */
  address: z.string().optional(),
})
export type HomeRow = z.infer<typeof homeRowSchema>

export const homeCardSchema = z.object({
  kind: z.enum(homeCardKinds),
  count: z.number().int(),
  /** How many of the count are overdue. */
  overdue: z.number().int(),
  rows: z.array(homeRowSchema).max(HOME_CARD_ROWS),
  figures: z.array(z.object({ key: z.enum(homeFigureKeys), count: z.number().int() })).optional(),
})
export type HomeCard = z.infer<typeof homeCardSchema>

export const homeResponseSchema = z.object({ cards: z.array(homeCardSchema) })
export type HomeResponse = z.infer<typeof homeResponseSchema>

import { z } from 'zod'
import { fieldError } from '../common/errors'
import { idParams, idSchema, idTextSchema, versionSchema } from '../common/bounds'
import { listQuerySchema, queryBooleanSchema } from '../common/list-query'
import { multiLineText, singleLineText } from '../common/text'
import { creditProductSchema, stageSchema } from '../credit-applications/stages'
import { ticketCategories, ticketPriorities, ticketStatuses } from './ticket-rules'
import { listEnvelope } from '../common/list-envelope'
import { complaintSchema } from './complaints'

/** The support tickets' calls (full paths, see index.ts "API paths"). */
export const ticketPaths = {
  list: '/api/v1/tickets',
  assignees: '/api/v1/tickets/assignees',
  item: '/api/v1/tickets/:id',
  status: '/api/v1/tickets/:id/status',
  comments: '/api/v1/tickets/:id/comments',
  attachments: '/api/v1/tickets/:id/attachments',
  attachment: '/api/v1/tickets/:id/attachments/:attachmentId',
  /** A complaint's entry in CONDUSEF's register (issue 36), and a quarter's register as CSV. */
  complaint: '/api/v1/tickets/:id/complaint',
  complaintsExport: '/api/v1/tickets/complaints/export.csv',
  /** The tickets of one application (its file's tab), and where a new one is opened. */
  ofApplication: '/api/v1/credit-applications/:origin/:id/tickets',
} as const

export const ticketParamsSchema = idParams
export const ticketAttachmentParamsSchema = idParams.extend({ attachmentId: idTextSchema() })

const emptyToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value)

export const ticketCategorySchema = z.enum(ticketCategories, { error: fieldError('invalid_choice') })
export const ticketPrioritySchema = z.enum(ticketPriorities, { error: fieldError('invalid_choice') })
export const ticketStatusSchema = z.enum(ticketStatuses, { error: fieldError('invalid_choice') })

const subjectText = () =>
  singleLineText({ error: fieldError('required') })
    .trim()
    .min(3, fieldError('too_short', 3))
    .max(200, fieldError('too_long', 200))
const bodyText = (min: number) =>
  multiLineText({ error: fieldError('required') })
    .trim()
    .min(min, min > 1 ? fieldError('too_short', min) : fieldError('required'))
    .max(4000, fieldError('too_long', 4000))

// ---------------------------------------------------------------- list

export const ticketSortKeys = ['id', 'dueAt', 'priority', 'status', 'createdAt', 'updatedAt'] as const

export const ticketListQuerySchema = listQuerySchema(ticketSortKeys).extend({
  status: z.preprocess(emptyToUndefined, ticketStatusSchema.optional()),
  priority: z.preprocess(emptyToUndefined, ticketPrioritySchema.optional()),
  category: z.preprocess(emptyToUndefined, ticketCategorySchema.optional()),
  assigneeId: z.preprocess(emptyToUndefined, idTextSchema().optional()),
  overdue: queryBooleanSchema,
})
export type TicketListQuery = z.infer<typeof ticketListQuerySchema>

const personSchema = z.object({ id: z.number().int(), fullName: z.string(), avatar: z.string().nullable() })

export const ticketListItemSchema = z.object({
  id: z.number().int(),
  subject: z.string(),
  category: z.enum(ticketCategories),
  priority: z.enum(ticketPriorities),
  status: z.enum(ticketStatuses),
  overdue: z.boolean(),
  dueAt: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  assignee: personSchema.nullable(),
  application: z.object({
    id: z.number().int(),
    folio: z.number().int(),
    origin: creditProductSchema,
    stage: stageSchema,
    applicantName: z.string(),
  }),
})
export type TicketListItem = z.infer<typeof ticketListItemSchema>

export const ticketListResponseSchema = listEnvelope(ticketListItemSchema)
export type TicketListResponse = z.infer<typeof ticketListResponseSchema>

// ---------------------------------------------------------------- detail

export const ticketCommentSchema = z.object({
  id: z.number().int(),
  body: z.string(),
  author: personSchema.nullable(),
  createdAt: z.string(),
})
export const ticketAttachmentSchema = z.object({
  id: z.number().int(),
  fileName: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  uploadedBy: personSchema.nullable(),
  createdAt: z.string(),
})
export const ticketHistoryKinds = [
  'created',
  'status',
  'priority',
  'category',
  'assignee',
  'subject',
  'comment',
  'attachment',
] as const
export const ticketHistoryEntrySchema = z.object({
  id: z.number().int(),
  kind: z.enum(ticketHistoryKinds),
  from: z.string().nullable(),
  to: z.string().nullable(),
  actor: personSchema.nullable(),
  at: z.string(),
})
export type TicketHistoryEntry = z.infer<typeof ticketHistoryEntrySchema>

export const ticketDetailSchema = ticketListItemSchema.extend({
  description: z.string(),
  createdBy: personSchema.nullable(),
  resolvedAt: z.string().nullable(),
  closedAt: z.string().nullable(),
  version: z.number().int(),
  /** The statuses this ticket may move to now, for this user (empty when they may not work tickets). */
  allowedMoves: z.array(z.enum(ticketStatuses)),
  /** Whether this user may change status, priority, category and assignee. */
  mayWork: z.boolean(),
  comments: z.array(ticketCommentSchema),
  attachments: z.array(ticketAttachmentSchema),
  history: z.array(ticketHistoryEntrySchema),
  /** A complaint's entry in CONDUSEF's register (issue 36); null until filled, and for other categories. */
  complaint: complaintSchema.nullable(),
})
export type TicketDetail = z.infer<typeof ticketDetailSchema>

// ---------------------------------------------------------------- writes

export const ticketCreateSchema = z.strictObject({
  subject: subjectText(),
  description: bodyText(1).default(''),
  category: ticketCategorySchema,
  priority: ticketPrioritySchema.default('normal'),
  assigneeId: idSchema().nullable().default(null),
})
export type TicketCreateInput = z.input<typeof ticketCreateSchema>
export type TicketCreate = z.output<typeof ticketCreateSchema>

/** The desk's edit of a ticket's triage; every field optional, `version` guards races. */
export const ticketUpdateSchema = z.strictObject({
  subject: subjectText().optional(),
  category: ticketCategorySchema.optional(),
  priority: ticketPrioritySchema.optional(),
  assigneeId: idSchema().nullable().optional(),
  version: versionSchema(),
})
export type TicketUpdate = z.output<typeof ticketUpdateSchema>

export const ticketMoveSchema = z
  .strictObject({
    status: ticketStatusSchema,
    /** What was done: required to resolve, so the history tells the customer's next caller. */
    note: multiLineText().trim().max(4000, fieldError('too_long', 4000)).default(''),
    version: versionSchema(),
  })
  .superRefine((move, ctx) => {
    if (move.status === 'resolved' && move.note === '')
      ctx.addIssue({ code: 'custom', path: ['note'], message: fieldError('required') })
  })
export type TicketMove = z.output<typeof ticketMoveSchema>

export const ticketCommentCreateSchema = z.strictObject({ body: bodyText(1) })
export type TicketCommentCreate = z.output<typeof ticketCommentCreateSchema>

export const ticketAssigneesSchema = z.object({ assignees: z.array(personSchema) })
export type TicketAssignees = z.infer<typeof ticketAssigneesSchema>

export const applicationTicketsSchema = z.object({
  tickets: z.array(ticketListItemSchema),
  /** Whether this user may open a ticket on this application. */
  mayRaise: z.boolean(),
})
export type ApplicationTickets = z.infer<typeof applicationTicketsSchema>

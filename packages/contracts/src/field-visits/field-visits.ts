import { z } from 'zod'
import { fieldError } from '../common/errors'
import { amountSchema, boundedDateSchema, idSchema, idTextSchema, versionSchema } from '../common/bounds'
import { listEnvelope } from '../common/list-envelope'
import { multiLineText } from '../common/text'
import { creditProductSchema, stageSchema } from '../credit-applications/stages'

/** The field visit's calls (full paths, see index.ts "API paths"). */
export const fieldVisitPaths = {
  agents: '/api/v1/field-visits/agents',
  calendar: '/api/v1/field-visits/calendar',
  pendingRequests: '/api/v1/field-visits/requests',
  mine: '/api/v1/field-visits/mine',
  bookings: '/api/v1/field-visits/bookings',
  booking: '/api/v1/field-visits/bookings/:bookingId',
  reschedule: '/api/v1/field-visits/bookings/:bookingId/reschedule',
  cancel: '/api/v1/field-visits/bookings/:bookingId/cancel',
  report: '/api/v1/field-visits/bookings/:bookingId/report',
  photos: '/api/v1/field-visits/bookings/:bookingId/photos',
  photoFile: '/api/v1/field-visits/bookings/:bookingId/photos/:photoId',
  applicationVisit: '/api/v1/credit-applications/:origin/:id/field-visit',
  applicationRequests: '/api/v1/credit-applications/:origin/:id/field-visit/requests',
  applicationResearch: '/api/v1/credit-applications/:origin/:id/field-visit/research',
  applicationValidation: '/api/v1/credit-applications/:origin/:id/field-visit/validation',
  applicationAddressPosition: '/api/v1/credit-applications/:origin/:id/field-visit/address-position',
  /** Issue 35: the collections desk asks for a collection visit of a loan (POST), and lists the loan's (GET). */
  collectionVisits: '/api/v1/field-visits/collection-visits/:loanId',
  /** Issue 35: the agent's outcome of a collection visit (PUT, once its slot started; closes it as done). */
  collectionReport: '/api/v1/field-visits/bookings/:bookingId/collection-report',
} as const

/**
 * What a visit is for: `credito`, the credit application's visit (issue 14: the home, the job, the report the
 * analyst validates); `cobranza`, a collection visit of a loan in arrears the collections desk asked for (issue 35).
 */
export const visitKinds = ['credito', 'cobranza'] as const
export type VisitKind = (typeof visitKinds)[number]

/** The stages in which a visit may be requested, booked or reported (análisis asks, visita does it). */
export const visitStages = ['analisis', 'validacion', 'visita'] as const

export const bookingParamsSchema = z.object({ bookingId: idTextSchema() })
export const photoParamsSchema = bookingParamsSchema.extend({ photoId: idTextSchema() })

/** A timestamp with its offset (ISO 8601), between 2000 and 2100. */
const instant = () =>
  z.iso
    .datetime({ offset: true, error: fieldError('invalid_date') })
    .refine((value) => value >= '2000' && value < '2101', { message: fieldError('date_out_of_range') })
const reason = () => multiLineText().trim().min(3, fieldError('required')).max(1000)
const personRef = z.object({ id: z.number().int(), fullName: z.string() })

/** A visit lasts between 30 minutes and 4 hours. */
export const VISIT_MIN_MINUTES = 30
export const VISIT_MAX_MINUTES = 240

const slot = z.object({ startsAt: instant(), endsAt: instant() }).superRefine((value, context) => {
  const minutes = (Date.parse(value.endsAt) - Date.parse(value.startsAt)) / 60_000
  if (Number.isNaN(minutes)) return
  if (minutes <= 0)
    context.addIssue({ code: 'custom', path: ['endsAt'], message: fieldError('end_before_start') })
  else if (minutes < VISIT_MIN_MINUTES || minutes > VISIT_MAX_MINUTES)
    context.addIssue({ code: 'custom', path: ['endsAt'], message: fieldError('date_out_of_range') })
})

// Availability: each agent's weekly working hours (weekday 0 = Sunday … 6, 'HH:MM' local Mexico City time).
const clock = () => z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, fieldError('invalid_format'))
export const workingHoursSchema = z.object({
  weekday: z.number().int().min(0).max(6),
  start: clock(),
  end: clock(),
})
export type WorkingHours = z.infer<typeof workingHoursSchema>

export const fieldAgentSchema = z.object({
  id: z.number().int(),
  fullName: z.string(),
  weeklyHours: z.array(workingHoursSchema),
  blocks: z.array(
    z.object({ id: z.number().int(), startsAt: z.string(), endsAt: z.string(), reason: z.string() }),
  ),
})
export type FieldAgent = z.infer<typeof fieldAgentSchema>
export const fieldAgentsResponseSchema = z.object({ agents: z.array(fieldAgentSchema) })

// Requests: análisis (or visita, for a revisit) asks for a visit, why, and a preferred window.
export const visitRequestStatuses = ['pending', 'booked', 'reported', 'accepted', 'revisit'] as const
export type VisitRequestStatus = (typeof visitRequestStatuses)[number]

export const visitRequestCreateSchema = z
  .object({ reason: reason(), preferredFrom: boundedDateSchema(), preferredTo: boundedDateSchema() })
  .strict()
  .refine((value) => value.preferredTo >= value.preferredFrom, {
    path: ['preferredTo'],
    message: fieldError('end_before_start'),
  })
export type VisitRequestCreate = z.infer<typeof visitRequestCreateSchema>

const applicationRef = z.object({
  id: z.number().int(),
  folio: z.number().int(),
  product: creditProductSchema,
  stage: stageSchema,
  applicantName: z.string(),
  address: z.string(),
  /** The applicant's mobile phone, for the agent to call on the way (empty when not captured). */
  phone: z.string(),
})
export type VisitApplicationRef = z.infer<typeof applicationRef>

export const visitRequestSchema = z.object({
  id: z.number().int(),
  kind: z.enum(visitKinds),
  application: applicationRef,
  status: z.enum(visitRequestStatuses),
  reason: z.string(),
  preferredFrom: z.string(),
  preferredTo: z.string(),
  requestedBy: personRef.nullable(),
  requestedAt: z.string(),
  version: z.number().int(),
})
export type VisitRequest = z.infer<typeof visitRequestSchema>
export const visitRequestsResponseSchema = z.object({ requests: z.array(visitRequestSchema) })

// Bookings: one agent, one slot; never two live bookings of an agent overlap.
export const bookingStatuses = ['scheduled', 'rescheduled', 'cancelled', 'done'] as const
export type BookingStatus = (typeof bookingStatuses)[number]
export const liveBookingStatuses: readonly BookingStatus[] = ['scheduled', 'rescheduled']

export const bookingCreateSchema = z.intersection(
  z.object({ requestId: idSchema(), agentId: idSchema() }).strict(),
  slot,
)
export type BookingCreate = z.infer<typeof bookingCreateSchema>
export const bookingRescheduleSchema = z.intersection(
  z.object({ agentId: idSchema().optional(), reason: reason(), version: versionSchema() }).strict(),
  slot,
)
export type BookingReschedule = z.infer<typeof bookingRescheduleSchema>
export const bookingCancelSchema = z.object({ reason: reason(), version: versionSchema() }).strict()

export const bookingSchema = z.object({
  id: z.number().int(),
  requestId: z.number().int(),
  kind: z.enum(visitKinds),
  application: applicationRef,
  agent: personRef,
  startsAt: z.string(),
  endsAt: z.string(),
  address: z.string(),
  status: z.enum(bookingStatuses),
  statusReason: z.string().nullable(),
  version: z.number().int(),
})
export type Booking = z.infer<typeof bookingSchema>
export const bookingsResponseSchema = z.object({ bookings: z.array(bookingSchema) })

export const calendarQuerySchema = z
  .object({ from: instant(), to: instant(), agentId: idTextSchema().optional() })
  .strict()
  .refine((value) => Date.parse(value.to) > Date.parse(value.from), {
    path: ['to'],
    message: fieldError('end_before_start'),
  })
  .refine((value) => Date.parse(value.to) - Date.parse(value.from) <= 62 * 86_400_000, {
    path: ['to'],
    message: fieldError('date_out_of_range'),
  })

// ---------------------------------------------------------------- collection visits (issue 35)

export const collectionVisitParamsSchema = z.object({ loanId: idTextSchema() })

/** The agent's outcome of a collection visit: the customer reached, a promise to pay, nobody found, already paid. */
export const collectionVisitOutcomes = ['contacted', 'promise', 'not_found', 'paid'] as const
export type CollectionVisitOutcome = (typeof collectionVisitOutcomes)[number]

/** The outcome; a promise carries its amount (centavos) and date, which become a promise to pay on the desk. */
export const collectionVisitReportSchema = z
  .object({
    outcome: z.enum(collectionVisitOutcomes, { error: fieldError('invalid_choice') }),
    notes: multiLineText().trim().max(1000, fieldError('too_long', 1000)).default(''),
    promiseAmountCents: amountSchema()
      .int(fieldError('not_integer'))
      .min(1, fieldError('too_small', 1))
      .nullable()
      .default(null),
    promisedOn: boundedDateSchema().nullable().default(null),
    version: versionSchema(),
  })
  .strict()
  .superRefine((report, context) => {
    if (report.outcome !== 'promise') return
    if (report.promiseAmountCents === null)
      context.addIssue({ code: 'custom', path: ['promiseAmountCents'], message: fieldError('required') })
    if (report.promisedOn === null)
      context.addIssue({ code: 'custom', path: ['promisedOn'], message: fieldError('required') })
  })
export type CollectionVisitReport = z.output<typeof collectionVisitReportSchema>
export type CollectionVisitReportInput = z.input<typeof collectionVisitReportSchema>

/** A loan's collection visit as the desk follows it: asked, booked, and the agent's outcome once reported. */
export const collectionVisitSchema = z.object({
  requestId: z.number().int(),
  status: z.enum(visitRequestStatuses),
  reason: z.string(),
  preferredFrom: z.string(),
  preferredTo: z.string(),
  requestedAt: z.string(),
  booking: z
    .object({
      id: z.number().int(),
      startsAt: z.string(),
      agentName: z.string(),
      status: z.enum(bookingStatuses),
    })
    .nullable(),
  outcome: z.enum(collectionVisitOutcomes).nullable(),
  notes: z.string().nullable(),
})
export type CollectionVisit = z.infer<typeof collectionVisitSchema>
export const collectionVisitListSchema = listEnvelope(collectionVisitSchema)

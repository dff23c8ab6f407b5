import {
  bigint,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import type {
  AddressResearchRequest,
  BookingStatus,
  CollectionVisitOutcome,
  VisitKind,
  VisitReport,
  VisitRequestStatus,
  WorkingHours,
} from '@mesa/contracts'
import { creditApplications } from '../credit-applications/credit-applications.schema'
import { users } from '../users/users.schema'

const applicationId = () =>
  integer('application_id')
    .notNull()
    .references(() => creditApplications.id, { onDelete: 'cascade' })

/**
 * A field agent (visitador) and the weekly hours they work. Booking locks this row (SELECT … FOR UPDATE)
 * before its overlap check, so two bookings of one agent are decided one after the other.
 */
export const fieldAgents = pgTable('field_agents', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  weeklyHours: jsonb('weekly_hours').$type<WorkingHours[]>().notNull(),
  version: integer('version').notNull().default(1),
})

/** Time an agent is not available (training, leave), besides the weekly hours. */
export const fieldAgentBlocks = pgTable(
  'field_agent_blocks',
  {
    id: serial('id').primaryKey(),
    agentUserId: integer('agent_user_id')
      .notNull()
      .references(() => fieldAgents.userId, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    reason: text('reason').notNull().default(''),
  },
  (table) => [index('field_agent_blocks_agent_idx').on(table.agentUserId, table.startsAt)],
)

/** Análisis (or the analyst's revisit) asks for a visit: why, and when the applicant prefers it. */
export const visitRequests = pgTable(
  'visit_requests',
  {
    id: serial('id').primaryKey(),
    applicationId: applicationId(),
    /** A credit visit (issue 14) or a collection visit of a loan (issue 35, with its loan). */
    kind: text('kind').$type<VisitKind>().notNull().default('credito'),
    /** Loan servicing's loan id of a collection visit (read through its door). */
    loanId: integer('loan_id'),
    status: text('status').$type<VisitRequestStatus>().notNull().default('pending'),
    reason: text('reason').notNull(),
    preferredFrom: date('preferred_from', { mode: 'string' }).notNull(),
    preferredTo: date('preferred_to', { mode: 'string' }).notNull(),
    requestedByUserId: integer('requested_by_user_id').references(() => users.id),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    version: integer('version').notNull().default(1),
  },
  (table) => [
    index('visit_requests_app_idx').on(table.applicationId, table.status),
    index('visit_requests_loan_idx').on(table.loanId),
  ],
)

/** One agent, one slot, the address as it was when booked; rescheduling moves the same row. */
export const visitBookings = pgTable(
  'visit_bookings',
  {
    id: serial('id').primaryKey(),
    requestId: integer('request_id')
      .notNull()
      .references(() => visitRequests.id, { onDelete: 'cascade' }),
    applicationId: applicationId(),
    /** The request's kind, kept on the booking: the agent's form and report follow it. */
    kind: text('kind').$type<VisitKind>().notNull().default('credito'),
    agentUserId: integer('agent_user_id')
      .notNull()
      .references(() => fieldAgents.userId),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    address: text('address').notNull(),
    status: text('status').$type<BookingStatus>().notNull().default('scheduled'),
    statusReason: text('status_reason'),
    bookedByUserId: integer('booked_by_user_id').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    version: integer('version').notNull().default(1),
  },
  (table) => [
    index('visit_bookings_agent_idx').on(table.agentUserId, table.startsAt),
    index('visit_bookings_app_idx').on(table.applicationId),
  ],
)

/** The agent's report of a booking (one per booking); writing it closes the booking as done. */
export const visitReports = pgTable('visit_reports', {
  bookingId: integer('booking_id')
    .primaryKey()
    .references(() => visitBookings.id, { onDelete: 'cascade' }),
  applicationId: applicationId(),
  agentUserId: integer('agent_user_id').references(() => users.id),
  answers: jsonb('answers').$type<VisitReport>().notNull(),
  verdict: text('verdict').$type<VisitReport['verdict']>().notNull(),
  submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
})

/** A photo of the visit: the server's receipt time, and the browser's capture time and position when given. */
export const visitPhotos = pgTable(
  'visit_photos',
  {
    id: serial('id').primaryKey(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => visitBookings.id, { onDelete: 'cascade' }),
    applicationId: applicationId(),
    storageKey: text('storage_key').notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    caption: text('caption').notNull().default(''),
    capturedAt: timestamp('captured_at', { withTimezone: true }),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    accuracyMeters: doublePrecision('accuracy_meters'),
    uploadedByUserId: integer('uploaded_by_user_id').references(() => users.id),
  },
  (table) => [index('visit_photos_booking_idx').on(table.bookingId)],
)

/** Physical-address research: one current record per application, replaced with its version. */
export const addressResearch = pgTable(
  'address_research',
  {
    id: serial('id').primaryKey(),
    applicationId: applicationId(),
    findings: jsonb('findings').$type<Omit<AddressResearchRequest, 'version'>>().notNull(),
    researchedByUserId: integer('researched_by_user_id').references(() => users.id),
    researchedAt: timestamp('researched_at', { withTimezone: true }).notNull().defaultNow(),
    version: integer('version').notNull().default(1),
  },
  (table) => [uniqueIndex('address_research_app_idx').on(table.applicationId)],
)

/** The analyst's validation of a reported visit (credit visit): accepted, or a revisit with its reason. */
export const visitValidations = pgTable(
  'visit_validations',
  {
    id: serial('id').primaryKey(),
    requestId: integer('request_id')
      .notNull()
      .references(() => visitRequests.id, { onDelete: 'cascade' }),
    applicationId: applicationId(),
    decision: text('decision').$type<'accepted' | 'revisit'>().notNull(),
    reason: text('reason').notNull().default(''),
    validatedByUserId: integer('validated_by_user_id').references(() => users.id),
    validatedAt: timestamp('validated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('visit_validations_request_idx').on(table.requestId)],
)

/**
 * Where the applicant's address is on the map (issue 30): a pin an analyst confirmed, one per application, for
 * the address line it was confirmed on. The visit photos' GPS positions are measured against it.
 */
export const visitAddressPositions = pgTable('visit_address_positions', {
  applicationId: integer('application_id')
    .primaryKey()
    .references(() => creditApplications.id, { onDelete: 'cascade' }),
  latitude: doublePrecision('latitude').notNull(),
  longitude: doublePrecision('longitude').notNull(),
  /** The address line the pin was confirmed on: once the address changes, the pin is no longer current. */
  address: text('address').notNull(),
  confirmedByUserId: integer('confirmed_by_user_id').references(() => users.id),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }).notNull().defaultNow(),
  version: integer('version').notNull().default(1),
})

/**
 * The agent's outcome of a collection visit (issue 35; one per booking): writing it closes the booking as done;
 * a promise's amount and date also become a promise to pay on the collections desk.
 */
export const collectionVisitOutcomes = pgTable('collection_visit_outcomes', {
  bookingId: integer('booking_id')
    .primaryKey()
    .references(() => visitBookings.id, { onDelete: 'cascade' }),
  loanId: integer('loan_id').notNull(),
  outcome: text('outcome').$type<CollectionVisitOutcome>().notNull(),
  notes: text('notes').notNull().default(''),
  promiseAmountCents: bigint('promise_amount_cents', { mode: 'number' }),
  promisedOn: date('promised_on', { mode: 'string' }),
  agentUserId: integer('agent_user_id').references(() => users.id),
  submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
})

import { sql } from 'drizzle-orm'
import {
  bigint,
  bigserial,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core'
import type { Applicant, CreditProduct, DocumentKind, Stage } from '@mesa/contracts'
import { allies } from '../allies/allies.schema'
import { users } from '../users/users.schema'

/** Folios (consecutivo) are handed out in order from 10001. */
export const applicationFolios = pgSequence('credit_application_folio_seq', { startWith: 10001 })

/**
 * A credit application (solicitud). Sections of the applicant's file are JSON documents validated by
 * the contracts' zod schemas; what lists search and sort on has columns of its own.
 */
export const creditApplications = pgTable(
  'credit_applications',
  {
    id: serial('id').primaryKey(),
    folio: integer('folio')
      .notNull()
      .unique()
      .default(sql`nextval('credit_application_folio_seq')`),
    product: text('product').$type<CreditProduct>().notNull(),
    stage: text('stage').$type<Stage>().notNull().default('captura'),
    stageEnteredAt: timestamp('stage_entered_at', { withTimezone: true }).notNull().defaultNow(),
    /** The stage's SLA clock (`sla-clock.ts`): seconds it stood paused in this stage, and since when it is paused now. */
    slaPausedSeconds: integer('sla_paused_seconds').notNull().default(0),
    slaPausedSince: timestamp('sla_paused_since', { withTimezone: true }),
    ownerUserId: integer('owner_user_id').references(() => users.id),
    allyId: integer('ally_id')
      .notNull()
      .references(() => allies.id),
    sellerUserId: integer('seller_user_id').references(() => users.id),
    applicantName: text('applicant_name').notNull(),
    curp: text('curp').notNull(),
    rfc: text('rfc').notNull(),
    mobilePhone: text('mobile_phone').notNull(),
    requestedAmountCents: bigint('requested_amount_cents', { mode: 'number' }).notNull(),
    applicant: jsonb('applicant').$type<Applicant>().notNull(),
    address: jsonb('address').$type<Record<string, unknown>>(),
    work: jsonb('work').$type<Record<string, unknown>>(),
    finance: jsonb('finance').$type<Record<string, unknown>>(),
    references: jsonb('references').$type<Record<string, unknown>[]>().notNull().default([]),
    productData: jsonb('product_data').$type<Record<string, unknown>>().notNull(),
    additional: jsonb('additional')
      .$type<Record<string, unknown>>()
      .notNull()
      .default({ notes: '', source: '' }),
    /** What each stage recorded when it was left (opinion, visit result, decision, funder, policy, ...). */
    workflow: jsonb('workflow').$type<Record<string, unknown>>().notNull().default({}),
    closedReason: text('closed_reason'),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // q: folio, applicant name, CURP, RFC, phone (pg_trgm over one lower-cased text).
    index('credit_applications_search_trgm_idx').using(
      'gin',
      sql`(lower(${table.applicantName} || ' ' || ${table.curp} || ' ' || ${table.rfc} || ' ' || ${table.mobilePhone})) gin_trgm_ops`,
    ),
    index('credit_applications_stage_idx').on(table.stage, table.stageEnteredAt),
    index('credit_applications_owner_idx').on(table.ownerUserId, table.stage),
    index('credit_applications_ally_idx').on(table.allyId),
    index('credit_applications_created_idx').on(table.createdAt, table.id),
    // The customer's other applications by CURP (the loan page's credit targets, issue 33): without it every
    // loan read scanned the whole table (2.2 s at 100 000 loans).
    index('credit_applications_curp_idx').on(table.curp),
  ],
)

export type HistoryKind = 'created' | 'transition' | 'field' | 'assignment' | 'document' | 'comment'

/** Everything that happened to an application, written in the same transaction as the change. */
export const creditApplicationHistory = pgTable(
  'credit_application_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => creditApplications.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<HistoryKind>().notNull(),
    actorUserId: integer('actor_user_id').references(() => users.id),
    fromStage: text('from_stage').$type<Stage>(),
    toStage: text('to_stage').$type<Stage>(),
    field: text('field'),
    oldValue: jsonb('old_value'),
    newValue: jsonb('new_value'),
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('credit_application_history_app_idx').on(table.applicationId, table.id)],
)

export const creditApplicationComments = pgTable(
  'credit_application_comments',
  {
    id: serial('id').primaryKey(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => creditApplications.id, { onDelete: 'cascade' }),
    authorUserId: integer('author_user_id')
      .notNull()
      .references(() => users.id),
    body: text('body').notNull(),
    mentionUserIds: jsonb('mention_user_ids').$type<number[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('credit_application_comments_app_idx').on(table.applicationId, table.id)],
)

export const creditApplicationDocuments = pgTable(
  'credit_application_documents',
  {
    id: serial('id').primaryKey(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => creditApplications.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<DocumentKind>().notNull(),
    storageKey: text('storage_key').notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    status: text('status').$type<'pending' | 'approved' | 'rejected'>().notNull().default('pending'),
    rejectionReason: text('rejection_reason'),
    reviewerUserId: integer('reviewer_user_id').references(() => users.id),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    uploadedByUserId: integer('uploaded_by_user_id').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Deleted to the trash (issue 20): hidden from the file, the checklist and every check until restored. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (table) => [index('credit_application_documents_app_idx').on(table.applicationId, table.kind)],
)

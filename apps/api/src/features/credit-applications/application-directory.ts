import { sql } from 'drizzle-orm'
import { QueryBuilder } from 'drizzle-orm/pg-core'
import {
  creditApplicationDocuments,
  creditApplicationHistory,
  creditApplications,
} from './credit-applications.schema'
import { overdueCondition } from './sla-clock'

// Issue 37: other features read applications through these read models, never the tables; a read model is a
// subquery PostgreSQL pulls up into the caller's join, and writing through it is a type error.
const readModels = new QueryBuilder()

/** Who and what each application is, where it stands and whose it is (the columns lists, scopes and figures use). */
export const applicationDirectory = readModels
  .select({
    id: creditApplications.id,
    folio: creditApplications.folio,
    product: creditApplications.product,
    stage: creditApplications.stage,
    stageEnteredAt: creditApplications.stageEnteredAt,
    ownerUserId: creditApplications.ownerUserId,
    allyId: creditApplications.allyId,
    sellerUserId: creditApplications.sellerUserId,
    applicantName: creditApplications.applicantName,
    curp: creditApplications.curp,
    mobilePhone: creditApplications.mobilePhone,
    requestedAmountCents: creditApplications.requestedAmountCents,
    closedReason: creditApplications.closedReason,
    createdAt: creditApplications.createdAt,
    /** Past its stage's target hours now, paused time not counted (the list's `overdue` filter). */
    overdue: sql<boolean>`coalesce(${overdueCondition}, false)`.as('overdue'),
  })
  .from(creditApplications)
  .as('application_directory')

/**
 * The whole application record (the row this door's functions take, `ApplicationRow`), for features that read the
 * applicant's file sections or hand the record on to those functions.
 */
export const applicationRecords = readModels.select().from(creditApplications).as('application_records')

/** The files attached to applications, deleted ones included (`deletedAt` set). */
export const applicationDocuments = readModels
  .select({
    id: creditApplicationDocuments.id,
    applicationId: creditApplicationDocuments.applicationId,
    kind: creditApplicationDocuments.kind,
    status: creditApplicationDocuments.status,
    storageKey: creditApplicationDocuments.storageKey,
    fileName: creditApplicationDocuments.fileName,
    contentType: creditApplicationDocuments.contentType,
    createdAt: creditApplicationDocuments.createdAt,
    deletedAt: creditApplicationDocuments.deletedAt,
  })
  .from(creditApplicationDocuments)
  .as('application_documents')

/** What happened to applications and when (the pipeline's stage entries). */
export const applicationEvents = readModels
  .select({
    id: creditApplicationHistory.id,
    applicationId: creditApplicationHistory.applicationId,
    kind: creditApplicationHistory.kind,
    fromStage: creditApplicationHistory.fromStage,
    toStage: creditApplicationHistory.toStage,
    createdAt: creditApplicationHistory.createdAt,
  })
  .from(creditApplicationHistory)
  .as('application_events')

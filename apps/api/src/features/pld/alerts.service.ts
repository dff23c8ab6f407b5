import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm'
import {
  businessToday,
  type PldAlertDetail,
  type PldAlertDismissRequest,
  type PldAlertEscalateRequest,
  type PldAlertListQuery,
} from '@mesa/contracts'
import type { Database, Executor } from '../../db/client'
import { conflict, notFound, staleVersion } from '../../lib/http-errors'
import { readPage } from '../../lib/paging'
import { containsPattern } from '../../lib/sql-text'
import { recordAudit } from '../audit'
import type { Viewer } from '../allies'
import { applicationDirectory, visibleInDirectory } from '../credit-applications'
import { loanDirectory } from '../loan-servicing'
import { userDirectory } from '../users'
import { applicationRisk } from './application-risk'
import { pldAlerts, pldListEntries, pldListImports, pldReports } from './pld.schema'

/** The application an alert concerns: its own, or its loan's (a payer's alert). */
const applicationIdOf = sql<
  number | null
>`coalesce(${pldAlerts.applicationId}, ${loanDirectory.applicationId})`

const listColumns = {
  id: pldAlerts.id,
  status: pldAlerts.status,
  subjectKind: pldAlerts.subjectKind,
  subjectName: pldAlerts.subjectName,
  screeningPoint: pldAlerts.screeningPoint,
  list: pldAlerts.list,
  listedName: sql<string>`${pldAlerts.match}->>'listedName'`,
  score: pldAlerts.score,
  folio: applicationDirectory.folio,
  applicationId: applicationIdOf,
  loanId: pldAlerts.loanId,
  createdAt: pldAlerts.createdAt,
  version: pldAlerts.version,
}

const sortColumns = { created: pldAlerts.createdAt, score: pldAlerts.score, status: pldAlerts.status }

const iso = (value: Date | null) => (value ? value.toISOString() : null)

/**
 * The alerts' count, joined to the application each concerns so that the viewer's row scope applies (as the list's
 * rows are): a head-office officer sees them all, a role scoped to its own dealerships only theirs.
 */
async function countAlerts(db: Executor, where: SQL | undefined) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(pldAlerts)
    .leftJoin(loanDirectory, eq(loanDirectory.id, pldAlerts.loanId))
    .leftJoin(applicationDirectory, eq(applicationDirectory.id, applicationIdOf))
    .where(where)
  return row!.n
}

/**
 * The compliance officer's home (issue 38): alerts waiting for a decision and those escalated to a report,
 * counted within the viewer's row scope as the queue lists them.
 */
export async function pldWorkload(db: Executor, viewer: Viewer) {
  const scope = visibleInDirectory(viewer)
  const [open, escalated] = await Promise.all([
    countAlerts(db, and(eq(pldAlerts.status, 'open'), scope)),
    countAlerts(db, and(eq(pldAlerts.status, 'escalated'), scope)),
  ])
  return { open, escalated }
}

/** The alerts queue: open first by default, newest first; filters by status and list, search by name. */
export async function listAlerts(db: Executor, query: PldAlertListQuery, viewer: Viewer) {
  const scope = visibleInDirectory(viewer)
  const filters: Array<SQL | undefined> = [
    query.status ? eq(pldAlerts.status, query.status) : undefined,
    query.list ? eq(pldAlerts.list, query.list) : undefined,
    query.q ? sql`${pldAlerts.subjectName} ilike ${containsPattern(query.q)}` : undefined,
    scope,
  ]
  const where = and(...filters)
  const sortColumn = sortColumns[query.sortBy ?? 'created']
  const order = query.orderBy === 'asc' ? asc(sortColumn) : desc(sortColumn)
  const page = await readPage(
    query,
    ({ limit, offset }) =>
      db
        .select(listColumns)
        .from(pldAlerts)
        .leftJoin(loanDirectory, eq(loanDirectory.id, pldAlerts.loanId))
        .leftJoin(applicationDirectory, eq(applicationDirectory.id, applicationIdOf))
        .where(where)
        .orderBy(order, desc(pldAlerts.id))
        .limit(limit)
        .offset(offset),
    () => countAlerts(db, where),
  )
  const open = await countAlerts(db, and(eq(pldAlerts.status, 'open'), scope))
  return {
    items: page.rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    total: page.total,
    ...(page.totalCapped ? { totalCapped: page.totalCapped } : {}),
    open,
  }
}

/** One alert with why it matched (the normalised strings, the score), the listed entry and the risk grade. */
export async function loadAlert(db: Executor, id: number, viewer?: Viewer): Promise<PldAlertDetail> {
  const [row] = await db
    .select({
      ...listColumns,
      subjectBirthDate: pldAlerts.subjectBirthDate,
      subjectRfc: pldAlerts.subjectRfc,
      subjectCurp: pldAlerts.subjectCurp,
      listedExternalId: pldAlerts.listedExternalId,
      listedDetail: pldListEntries.detail,
      listPublishedOn: pldListImports.publishedOn,
      match: pldAlerts.match,
      officer: userDirectory.fullName,
      reason: pldAlerts.reason,
      decidedAt: pldAlerts.decidedAt,
      reportId: pldAlerts.reportId,
    })
    .from(pldAlerts)
    .leftJoin(loanDirectory, eq(loanDirectory.id, pldAlerts.loanId))
    .leftJoin(applicationDirectory, eq(applicationDirectory.id, applicationIdOf))
    .innerJoin(pldListEntries, eq(pldListEntries.id, pldAlerts.entryId))
    .innerJoin(pldListImports, eq(pldListImports.id, pldListEntries.importId))
    .leftJoin(userDirectory, eq(userDirectory.id, pldAlerts.officerUserId))
    .where(and(eq(pldAlerts.id, id), viewer ? visibleInDirectory(viewer) : undefined))
  if (!row) throw notFound('No such alert')
  return {
    ...row,
    createdAt: row.createdAt.toISOString(),
    decidedAt: iso(row.decidedAt),
    risk: row.applicationId ? await applicationRisk(db, row.applicationId) : null,
  }
}

/** The alert locked for a decision: 404 unknown, 409 when another officer moved it first (version or status). */
async function claimOpenAlert(tx: Executor, id: number, version: number) {
  const [row] = await tx
    .select({
      status: pldAlerts.status,
      version: pldAlerts.version,
      subjectName: pldAlerts.subjectName,
      applicationId: pldAlerts.applicationId,
      score: pldAlerts.score,
      createdAt: pldAlerts.createdAt,
    })
    .from(pldAlerts)
    .where(eq(pldAlerts.id, id))
    .for('update')
  if (!row) throw notFound('No such alert')
  if (row.version !== version) throw staleVersion()
  if (row.status !== 'open') throw conflict('alert_closed', `The alert is already ${row.status}`)
  return row
}

/** Dismissing a false positive (a homonym): the reason is kept; a blocking hold lifts with it. */
export async function dismissAlert(
  db: Database,
  officerUserId: number,
  id: number,
  input: PldAlertDismissRequest,
) {
  await db.transaction(async (tx) => {
    await claimOpenAlert(tx, id, input.version)
    await tx
      .update(pldAlerts)
      .set({
        status: 'dismissed',
        officerUserId,
        reason: input.reason,
        decidedAt: new Date(),
        version: input.version + 1,
      })
      .where(eq(pldAlerts.id, id))
    await recordAudit(tx, {
      actorUserId: officerUserId,
      action: 'pld.alert_dismissed',
      entityType: 'pld_alert',
      entityId: id,
      data: { reason: input.reason },
    })
  })
  return loadAlert(db, id)
}

/** Escalating: the alert stays holding, and an unusual operation's report draft carries the narrative. */
export async function escalateAlert(
  db: Database,
  officerUserId: number,
  id: number,
  input: PldAlertEscalateRequest,
) {
  await db.transaction(async (tx) => {
    const alert = await claimOpenAlert(tx, id, input.version)
    const [report] = await tx
      .insert(pldReports)
      .values({
        kind: 'unusual',
        subjectName: alert.subjectName,
        applicationId: alert.applicationId,
        alertId: id,
        narrative: input.narrative,
        detectedOn: businessToday(alert.createdAt),
        createdByUserId: officerUserId,
      })
      .returning({ id: pldReports.id })
    await tx
      .update(pldAlerts)
      .set({
        status: 'escalated',
        officerUserId,
        reason: input.narrative,
        decidedAt: new Date(),
        reportId: report!.id,
        version: input.version + 1,
      })
      .where(eq(pldAlerts.id, id))
    await recordAudit(tx, {
      actorUserId: officerUserId,
      action: 'pld.alert_escalated',
      entityType: 'pld_alert',
      entityId: id,
      data: { reportId: report!.id },
    })
  })
  return loadAlert(db, id)
}

import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm'
import {
  BUREAU_CONSENT_TEXT_VERSION,
  BUREAU_CONSENT_YEARS,
  BUREAU_REUSE_DAYS,
  bureauConsentTexts,
  fieldError,
  type BureauArea,
  type BureauConsentTextVersion,
  type BureauReportData,
} from '@mesa/contracts'
import type { Database, Executor } from '../../db/client'
import { applicationDocuments, applicationRecords } from '../credit-applications'
import { lenderProfileOf } from '../lender'
import { userDirectory } from '../users'
import { creditBureauConsents as consents, creditBureauPulls as pulls } from './credit-bureau.schema'
import { badRequest, conflict } from '../../lib/http-errors'
import { recordAudit } from '../audit'
import type { ApplicationRow } from '../credit-applications'
import { enqueue } from '../jobs'
import type { BureauProvider, BureauQuery } from './bureau-provider'
import { summariseReport } from './bureau-summary'
import { processRegistry } from '../../lib/process-registry'
import { bureauPullPriceCents } from './pull-costs'

export const BUREAU_PULL_JOB = 'credit-bureau.pull'

/** Told, in the transaction that stores it, that an application has a new report (the checks re-run on it). */
export type ReportStoredHook = (tx: Executor, applicationId: number) => Promise<void>
const reportHooks = processRegistry<string, ReportStoredHook>()
export function onReportStored(name: string, hook: ReportStoredHook) {
  reportHooks.set(name, hook)
}
const DAY_MS = 86_400_000
/** The name the bureau shows in the applicant's queries section for our consultations. */
const OUR_NAME = 'MESA CREDITO AUTOMOTRIZ'

const person = (id: number | null, fullName: string | null) =>
  id !== null && fullName !== null ? { id, fullName } : null

/** The latest stored report of an application (the newest done pull), or null. */
export async function latestReport(db: Executor, applicationId: number) {
  const [row] = await db
    .select()
    .from(pulls)
    .where(and(eq(pulls.applicationId, applicationId), eq(pulls.state, 'done')))
    .orderBy(desc(pulls.pulledAt), desc(pulls.id))
    .limit(1)
  return row ?? null
}

/** The latest report of each of these applications, read at once (the demo seed's checks). */
export async function latestReports(db: Executor, applicationIds: number[]) {
  const rows = await db
    .select({ applicationId: pulls.applicationId, report: pulls.report })
    .from(pulls)
    .where(and(inArray(pulls.applicationId, applicationIds), eq(pulls.state, 'done')))
    .orderBy(desc(pulls.pulledAt), desc(pulls.id))
  const latest = new Map<number, BureauReportData>()
  for (const row of rows)
    if (row.report && !latest.has(row.applicationId)) latest.set(row.applicationId, row.report)
  return latest
}

const reuseUntilOf = (pulledAt: Date) => new Date(pulledAt.getTime() + BUREAU_REUSE_DAYS * DAY_MS)

/** The gate of análisis: a report pulled within the reuse window. */
export async function hasFreshReport(db: Executor, applicationId: number, now = new Date()) {
  const report = await latestReport(db, applicationId)
  return report?.pulledAt ? reuseUntilOf(report.pulledAt) > now : false
}

export async function bureauArea(db: Executor, applicationId: number): Promise<BureauArea> {
  const [consent] = await db
    .select({
      authorizedAt: consents.authorizedAt,
      documentId: consents.documentId,
      documentName: applicationDocuments.fileName,
      recordedById: userDirectory.id,
      recordedByName: userDirectory.fullName,
      recordedAt: consents.recordedAt,
      legalTextVersion: consents.legalTextVersion,
    })
    .from(consents)
    .innerJoin(applicationDocuments, eq(applicationDocuments.id, consents.documentId))
    .leftJoin(userDirectory, eq(userDirectory.id, consents.recordedByUserId))
    .where(eq(consents.applicationId, applicationId))
  const report = await latestReport(db, applicationId)
  const [last] = await db
    .select({ state: pulls.state, lastError: pulls.lastError })
    .from(pulls)
    .where(eq(pulls.applicationId, applicationId))
    .orderBy(desc(pulls.id))
    .limit(1)
  const requester = report?.requestedByUserId
    ? await db
        .select({ id: userDirectory.id, fullName: userDirectory.fullName })
        .from(userDirectory)
        .where(eq(userDirectory.id, report.requestedByUserId))
    : []
  const { legalName } = await lenderProfileOf(db)
  const wording = (version: BureauConsentTextVersion) =>
    bureauConsentTexts[version].replaceAll('{lender}', legalName)
  return {
    consent: consent
      ? {
          authorizedAt: consent.authorizedAt,
          documentId: consent.documentId,
          documentName: consent.documentName,
          recordedBy: person(consent.recordedById, consent.recordedByName),
          recordedAt: consent.recordedAt.toISOString(),
          legalTextVersion: consent.legalTextVersion as BureauConsentTextVersion,
          legalText: wording(consent.legalTextVersion as BureauConsentTextVersion),
        }
      : null,
    consentText: { version: BUREAU_CONSENT_TEXT_VERSION, text: wording(BUREAU_CONSENT_TEXT_VERSION) },
    report:
      report?.pulledAt && report.report && report.summary
        ? {
            id: report.id,
            provider: report.provider ?? '',
            folio: report.folio ?? '',
            pulledAt: report.pulledAt.toISOString(),
            forced: report.forced,
            forceReason: report.forceReason,
            requestedBy: requester[0] ?? null,
            summary: report.summary,
            data: report.report,
          }
        : null,
    pending: last?.state === 'queued',
    lastError: last?.state === 'failed' ? last.lastError : null,
    reuseUntil: report?.pulledAt ? reuseUntilOf(report.pulledAt).toISOString() : null,
  }
}

const todayIso = (now: Date) => now.toISOString().slice(0, 10)
const yearsBefore = (now: Date, years: number) =>
  todayIso(new Date(Date.UTC(now.getUTCFullYear() - years, now.getUTCMonth(), now.getUTCDate())))

/**
 * Records (or replaces) the applicant's consent: the date they signed, not in the future nor older than
 * its three-year validity, and a document uploaded on this application that carries the signature.
 */
export async function recordConsent(
  db: Database,
  application: ApplicationRow,
  actorUserId: number,
  body: { authorizedAt: string; documentId: number; legalTextVersion: BureauConsentTextVersion },
  now = new Date(),
) {
  if (body.authorizedAt > todayIso(now)) throw badRequest({ authorizedAt: [fieldError('date_out_of_range')] })
  if (body.authorizedAt < yearsBefore(now, BUREAU_CONSENT_YEARS))
    throw badRequest({ authorizedAt: [fieldError('date_out_of_range')] })
  const [document] = await db
    .select({ id: applicationDocuments.id })
    .from(applicationDocuments)
    .where(
      and(
        eq(applicationDocuments.id, body.documentId),
        eq(applicationDocuments.applicationId, application.id),
        isNull(applicationDocuments.deletedAt),
      ),
    )
  if (!document) throw badRequest({ documentId: [fieldError('unknown_reference')] })
  await db.transaction(async (tx) => {
    const values = { ...body, recordedByUserId: actorUserId, recordedAt: now }
    await tx
      .insert(consents)
      .values({ applicationId: application.id, ...values })
      .onConflictDoUpdate({ target: consents.applicationId, set: values })
    await recordAudit(tx, {
      actorUserId,
      action: 'bureau.consent',
      entityType: 'credit_application',
      entityId: application.id,
      data: body,
    })
  })
}

/**
 * Queues a pull. Refused without a consent still valid, and within 30 days of the last report (or while
 * one is queued) unless forced with a reason, which is audited. Runs in the caller's transaction.
 */
export async function requestPull(
  tx: Executor,
  application: ApplicationRow,
  actorUserId: number | null,
  { force, reason }: { force: boolean; reason?: string },
  now = new Date(),
) {
  const [consent] = await tx.select().from(consents).where(eq(consents.applicationId, application.id))
  if (!consent || consent.authorizedAt < yearsBefore(now, BUREAU_CONSENT_YEARS))
    throw conflict(
      'consent_required',
      'The applicant has not authorised a bureau consultation (or it expired)',
    )
  const [recent] = await tx
    .select({ id: pulls.id })
    .from(pulls)
    .where(
      and(
        eq(pulls.applicationId, application.id),
        sql`(${pulls.state} = 'queued' or (${pulls.state} = 'done' and ${pulls.pulledAt} > ${new Date(now.getTime() - BUREAU_REUSE_DAYS * DAY_MS)}))`,
      ),
    )
    .limit(1)
  if (recent && !force)
    throw conflict(
      'bureau_recent',
      `A report of the last ${BUREAU_REUSE_DAYS} days exists or a pull is queued`,
    )
  const [pull] = await tx
    .insert(pulls)
    .values({
      applicationId: application.id,
      requestedByUserId: actorUserId,
      requestedAt: now,
      forced: Boolean(recent && force),
      forceReason: recent && force ? (reason ?? null) : null,
    })
    .returning({ id: pulls.id })
  if (recent && force)
    await recordAudit(tx, {
      actorUserId,
      action: 'bureau.forced_pull',
      entityType: 'credit_application',
      entityId: application.id,
      data: { reason, pullId: pull!.id },
    })
  await enqueue(tx, BUREAU_PULL_JOB, { pullId: pull!.id })
  return pull!.id
}

/** On entering análisis: pull the bureau when the consent is there and no report is fresh or queued. */
export async function pullOnEntry(tx: Executor, application: ApplicationRow) {
  const [consent] = await tx
    .select({ id: consents.id })
    .from(consents)
    .where(eq(consents.applicationId, application.id))
  if (!consent) return
  try {
    await requestPull(tx, application, null, { force: false })
  } catch {
    // A fresh report or a pull in flight already serves; an expired consent waits for the analyst.
  }
}

export function queryOf(application: ApplicationRow): BureauQuery {
  const address = application.address as BureauQuery['address']
  const work = application.work as { employer?: string } | null
  const { firstNames, lastName1, lastName2, curp, rfc, birthDate } = application.applicant
  return {
    firstNames,
    lastName1,
    lastName2,
    curp,
    rfc,
    birthDate,
    address,
    employer: work?.employer ?? null,
    grantor: OUR_NAME,
  }
}

/** The job: asks the provider and stores the report with its date and summary (idempotent by state). */
export async function runPull(db: Database, provider: BureauProvider, pullId: number, signal?: AbortSignal) {
  const [pull] = await db
    .select()
    .from(pulls)
    .where(and(eq(pulls.id, pullId), eq(pulls.state, 'queued')))
  if (!pull) return
  const [application] = await db
    .select()
    .from(applicationRecords)
    .where(eq(applicationRecords.id, pull.applicationId))
  if (!application) return
  const at = new Date()
  try {
    const answer = await provider.pull(queryOf(application), at, signal)
    await db.transaction(async (tx) => {
      const stored = await tx
        .update(pulls)
        .set({
          state: 'done',
          provider: provider.name,
          folio: answer.folio,
          pulledAt: at,
          score: answer.report.general.score,
          summary: summariseReport(answer.report, at),
          report: answer.report,
          lastError: null,
          costCents: bureauPullPriceCents(),
        })
        .where(and(eq(pulls.id, pullId), eq(pulls.state, 'queued')))
        .returning({ id: pulls.id })
      if (stored.length === 0) return
      for (const hook of reportHooks.values()) await hook(tx, pull.applicationId)
    })
  } catch (error) {
    await db
      .update(pulls)
      .set({ lastError: String(error).slice(0, 500) })
      .where(eq(pulls.id, pullId))
    throw error
  }
}

/** A pull whose job died: marked failed so the area shows it and a new one may be asked. */
export async function failPull(db: Database, pullId: number) {
  await db
    .update(pulls)
    .set({ state: 'failed' })
    .where(and(eq(pulls.id, pullId), eq(pulls.state, 'queued')))
}

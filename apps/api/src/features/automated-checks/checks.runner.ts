import { and, eq, inArray, isNull, sql } from 'drizzle-orm'
import {
  checkNames,
  type CheckFinding,
  type CheckName,
  type CheckStatus,
  type CheckWait,
} from '@mesa/contracts'
import type { Database } from '../../db/client'
import { applicationDocuments, applicationRecords } from '../credit-applications'
import { automatedChecks as checks, blacklistEntries } from './automated-checks.schema'
import type { FileStorage } from '../../lib/storage'
import { latestReport } from '../credit-bureau'
import type { AutomatedCheckProvider, CheckInput, CheckOutcome } from './check-provider'
import { waitOf } from './check-dependencies'
import { queueChecks } from './checks.service'
import { blacklistCheck, emailCheck } from './providers/contact-checks'
import { addressesCheck, comparisonCheck } from './providers/document-checks'
import {
  imssCheck,
  ineCheck,
  issteCheck,
  professionalCredentialCheck,
  renapoCheck,
} from './providers/identity-checks'
import { ocrCheck } from './providers/ocr-check'
import { statusCheck, summaryCheck } from './providers/verdict-checks'

/** The provider of each check; a deployment may swap one (e.g. RENAPO's web service) here. */
const providers: Record<CheckName, AutomatedCheckProvider> = {
  ocr: ocrCheck,
  renapo: renapoCheck,
  ine: ineCheck,
  imss: imssCheck,
  issste: issteCheck,
  professional_credential: professionalCredentialCheck,
  email: emailCheck,
  blacklist: blacklistCheck,
  addresses: addressesCheck,
  comparison: comparisonCheck,
  summary: summaryCheck,
  status: statusCheck,
}

type Result = { status: CheckStatus; findings: CheckFinding[]; overridden: boolean }

/** One check's outcome; a provider that throws gives `error` with its message (unless the job was stopped). */
export async function evaluateCheck(name: CheckName, input: CheckInput): Promise<CheckOutcome> {
  try {
    return await providers[name].run(input)
  } catch (error) {
    if (input.signal.aborted) throw error
    return {
      status: 'error',
      findings: [{ rule: 'check_error', outcome: 'fail', detail: { message: String(error).slice(0, 300) } }],
    }
  }
}

/** The documents the checks read (id, kind, file) of one or more applications. */
export const checkDocumentsOf = (db: Database, applicationIds: number[]) =>
  db
    .select({
      applicationId: applicationDocuments.applicationId,
      id: applicationDocuments.id,
      kind: applicationDocuments.kind,
      fileName: applicationDocuments.fileName,
      contentType: applicationDocuments.contentType,
      storageKey: applicationDocuments.storageKey,
    })
    .from(applicationDocuments)
    .where(
      and(
        inArray(applicationDocuments.applicationId, applicationIds),
        isNull(applicationDocuments.deletedAt),
      ),
    )
    .orderBy(applicationDocuments.id)

/** The stored result of each check of the application, read now (another job may have written some). */
async function storedResults(db: Database, applicationId: number) {
  const rows = await db.select().from(checks).where(eq(checks.applicationId, applicationId))
  return new Map<CheckName, Result & { waitingFor: CheckWait | null }>(
    rows.map((row) => [
      row.name,
      {
        status: row.status,
        findings: row.findings,
        overridden: row.overrideReason !== null,
        waitingFor: row.waitingFor,
      },
    ]),
  )
}

const statusesOf = (results: ReadonlyMap<CheckName, { status: CheckStatus }>) =>
  new Map([...results].map(([name, result]) => [name, result.status]))

/**
 * The job: runs the named checks of one application in `checkNames` order (the OCR first, the verdicts
 * last), each marked running, then stored with its status, findings and times. A check that throws is
 * stored as `error` with the message, and the others still run. A check whose input is not there yet
 * (the bureau report, or the checks a verdict sums up) is not run: it stays pending with what it waits
 * for, and whoever provides that queues it (see `wakeWaitingChecks`). Running it twice only recomputes.
 */
export async function runChecks(
  db: Database,
  storage: FileStorage | null,
  { applicationId, checks: names }: { applicationId: number; checks: CheckName[] },
  signal: AbortSignal,
) {
  const [application] = await db
    .select()
    .from(applicationRecords)
    .where(eq(applicationRecords.id, applicationId))
  if (!application) return
  const documents = await checkDocumentsOf(db, [applicationId])
  const bureau = (await latestReport(db, applicationId))?.report ?? null
  const blacklist = () => db.select().from(blacklistEntries)
  const stored = await db.select().from(checks).where(eq(checks.applicationId, applicationId))
  let results: Map<CheckName, Result> = await storedResults(db, applicationId)
  for (const name of checkNames.filter((check) => names.includes(check))) {
    const row = stored.find((item) => item.name === name)
    if (!row) continue
    // Only this run's row: a newer run queued meanwhile (a new report, a re-run) owns it now.
    const where = and(eq(checks.id, row.id), eq(checks.run, row.run))
    // The verdicts read what other jobs stored too: read the results afresh before them.
    if (name === 'summary' || name === 'status') results = await storedResults(db, applicationId)
    const wait = waitOf(name, { hasReport: bureau !== null, statuses: statusesOf(results) })
    if (wait) {
      await db
        .update(checks)
        .set({ status: 'pending', waitingFor: wait, startedAt: null, finishedAt: null })
        .where(where)
      results.set(name, { status: 'pending', findings: row.findings, overridden: false })
      continue
    }
    await db
      .update(checks)
      .set({ status: 'running', waitingFor: null, startedAt: new Date(), finishedAt: null })
      .where(where)
    const outcome = await evaluateCheck(name, {
      db,
      storage,
      application,
      documents,
      bureau,
      results,
      blacklist,
      signal,
      offline: false,
    })
    const failing = outcome.status === 'failed' || outcome.status === 'error'
    // An override answers a failure: kept while the check still fails, dropped once it does not.
    const keepOverride = failing && row.overrideReason !== null
    await db
      .update(checks)
      .set({
        status: outcome.status,
        findings: outcome.findings,
        finishedAt: new Date(),
        version: sql`${checks.version} + 1`,
        ...(keepOverride ? {} : { overrideReason: null, overriddenByUserId: null, overriddenAt: null }),
      })
      .where(where)
    results.set(name, { ...outcome, overridden: keepOverride })
  }
  await wakeWaitingChecks(db, applicationId)
}

/**
 * Queues the waiting checks whose input is now there (a job that finished the last data check starts
 * the summary; the status goes with it in the same job). Two jobs waking the same check queue it twice:
 * the newer run wins, the older one writes nothing.
 */
export async function wakeWaitingChecks(db: Database, applicationId: number) {
  const results = await storedResults(db, applicationId)
  const hasReport = (await latestReport(db, applicationId)) !== null
  const statuses = statusesOf(results)
  const woken: CheckName[] = []
  for (const name of checkNames) {
    const result = results.get(name)
    if (result?.status !== 'pending' || !result.waitingFor) continue
    const wait = waitOf(name, { hasReport, statuses })
    const withSummary = name === 'status' && wait === 'checks' && woken.includes('summary')
    if (wait === null || withSummary) woken.push(name)
  }
  if (woken.length > 0) await db.transaction((tx) => queueChecks(tx, applicationId, woken))
}

/** When the job's last attempt fails, its unfinished checks turn `error` (an analyst re-runs or overrides them). */
export async function markUnfinished(
  db: Database,
  applicationId: number,
  names: CheckName[],
  message: string,
) {
  await db
    .update(checks)
    .set({
      status: 'error',
      finishedAt: new Date(),
      findings: [{ rule: 'check_error', outcome: 'fail', detail: { message: message.slice(0, 300) } }],
      version: sql`${checks.version} + 1`,
    })
    .where(
      and(
        eq(checks.applicationId, applicationId),
        inArray(checks.name, names),
        inArray(checks.status, ['pending', 'running']),
        // A check waiting for the bureau report or other checks was not this job's to finish.
        isNull(checks.waitingFor),
      ),
    )
}

import { and, eq, inArray, isNull, sql } from 'drizzle-orm'
import { checkNames, type CheckFinding, type CheckName, type CheckStatus } from '@mesa/contracts'
import type { Database } from '../../db/client'
import {
  automatedChecks as checks,
  blacklistEntries,
  creditApplicationDocuments,
  creditApplications,
} from '../../db/schema'
import type { FileStorage } from '../../lib/storage'
import { latestReport } from '../credit-bureau'
import type { AutomatedCheckProvider, CheckInput, CheckOutcome } from './check-provider'
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
      applicationId: creditApplicationDocuments.applicationId,
      id: creditApplicationDocuments.id,
      kind: creditApplicationDocuments.kind,
      fileName: creditApplicationDocuments.fileName,
      contentType: creditApplicationDocuments.contentType,
      storageKey: creditApplicationDocuments.storageKey,
    })
    .from(creditApplicationDocuments)
    .where(
      and(
        inArray(creditApplicationDocuments.applicationId, applicationIds),
        isNull(creditApplicationDocuments.deletedAt),
      ),
    )
    .orderBy(creditApplicationDocuments.id)

/**
 * The job: runs the named checks of one application in `checkNames` order (the OCR first, the verdicts
 * last), each marked running, then stored with its status, findings and times. A check that throws is
 * stored as `error` with the message, and the others still run. Running it twice only recomputes.
 */
export async function runChecks(
  db: Database,
  storage: FileStorage | null,
  { applicationId, checks: names }: { applicationId: number; checks: CheckName[] },
  signal: AbortSignal,
) {
  const [application] = await db
    .select()
    .from(creditApplications)
    .where(eq(creditApplications.id, applicationId))
  if (!application) return
  const documents = await checkDocumentsOf(db, [applicationId])
  const bureau = (await latestReport(db, applicationId))?.report ?? null
  const blacklist = () => db.select().from(blacklistEntries)
  const stored = await db.select().from(checks).where(eq(checks.applicationId, applicationId))
  const results = new Map<CheckName, Result>(
    stored.map((row) => [
      row.name,
      { status: row.status, findings: row.findings, overridden: row.overrideReason !== null },
    ]),
  )
  for (const name of checkNames.filter((check) => names.includes(check))) {
    const row = stored.find((item) => item.name === name)
    if (!row) continue
    const where = and(eq(checks.id, row.id), eq(checks.run, row.run))
    await db.update(checks).set({ status: 'running', startedAt: new Date(), finishedAt: null }).where(where)
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
      ),
    )
}

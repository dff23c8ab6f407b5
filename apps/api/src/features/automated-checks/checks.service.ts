import { and, eq, inArray, isNull, sql } from 'drizzle-orm'
import { checkNames, type AutomatedCheck, type CheckName } from '@mesa/contracts'
import type { Database, Executor } from '../../db/client'
import { userDirectory } from '../users'
import { automatedChecks as checks } from './automated-checks.schema'
import { conflict, staleVersion } from '../../lib/http-errors'
import { recordAudit } from '../audit'
import type { ApplicationRow } from '../credit-applications'
import { enqueue } from '../jobs'
import { recordDutyAct } from '../approvals'

export const CHECKS_RUN_JOB = 'automated-checks.run'
/** What a new bureau report changes: the checks that read it. */
export const BUREAU_DEPENDENT: CheckName[] = ['addresses', 'comparison', 'summary', 'status']

/** A data check re-run also re-runs the verdicts that read it. */
export const withVerdicts = (names: CheckName[]) =>
  checkNames.filter((name) => names.includes(name) || name === 'summary' || name === 'status')

/**
 * Marks the checks pending (a new run number) and queues the job that runs them, in the caller's
 * transaction. Creates the twelve rows the first time. An override stays while the check keeps failing
 * (the runner drops it when the new result is not a failure).
 */
export async function queueChecks(
  tx: Executor,
  applicationId: number,
  names: readonly CheckName[] = checkNames,
) {
  await tx
    .insert(checks)
    .values(checkNames.map((name) => ({ applicationId, name })))
    .onConflictDoNothing()
  await tx
    .update(checks)
    .set({
      status: 'pending',
      waitingFor: null,
      run: sql`${checks.run} + 1`,
      version: sql`${checks.version} + 1`,
      startedAt: null,
      finishedAt: null,
    })
    .where(and(eq(checks.applicationId, applicationId), inArray(checks.name, [...names])))
  await enqueue(tx, CHECKS_RUN_JOB, { applicationId, checks: names })
}

/**
 * The checks among `names` already queued and not yet started, their rows locked until the caller's
 * transaction ends (issue 31: a re-run queues at most one pending run per application and check; two requests
 * at once take turns here, and the second sees the first's).
 */
export async function pendingChecksOf(tx: Executor, applicationId: number, names: readonly CheckName[]) {
  const rows = await tx
    .select({ name: checks.name, status: checks.status, startedAt: checks.startedAt })
    .from(checks)
    .where(and(eq(checks.applicationId, applicationId), inArray(checks.name, [...names])))
    .for('update')
  return rows.filter((row) => row.status === 'pending' && row.startedAt === null).map((row) => row.name)
}

/**
 * After a new bureau report (in the pull job's transaction): re-run what reads it, if the application's
 * checks ever ran. This is how the checks waiting for the report start.
 */
export async function requeueAfterReport(tx: Executor, applicationId: number) {
  const [any] = await tx
    .select({ id: checks.id })
    .from(checks)
    .where(eq(checks.applicationId, applicationId))
    .limit(1)
  if (any) await queueChecks(tx, applicationId, BUREAU_DEPENDENT)
}

export async function listChecks(db: Executor, applicationId: number): Promise<AutomatedCheck[]> {
  const rows = await db
    .select({ check: checks, overriderName: userDirectory.fullName })
    .from(checks)
    .leftJoin(userDirectory, eq(userDirectory.id, checks.overriddenByUserId))
    .where(eq(checks.applicationId, applicationId))
  const order = (name: CheckName) => checkNames.indexOf(name)
  return rows
    .sort((a, b) => order(a.check.name) - order(b.check.name))
    .map(({ check, overriderName }) => ({
      name: check.name,
      status: check.status,
      waitingFor: check.status === 'pending' ? check.waitingFor : null,
      findings: check.findings,
      startedAt: check.startedAt?.toISOString() ?? null,
      finishedAt: check.finishedAt?.toISOString() ?? null,
      override:
        check.overrideReason && check.overriddenAt
          ? {
              reason: check.overrideReason,
              by:
                check.overriddenByUserId && overriderName
                  ? { id: check.overriddenByUserId, fullName: overriderName }
                  : null,
              at: check.overriddenAt.toISOString(),
            }
          : null,
      version: check.version,
    }))
}

/**
 * An analyst clears a failed (or errored) check with a reason: audited, and the verdicts re-run on it.
 * Anything else is refused (409); a stale version answers 409 too.
 */
export async function overrideCheck(
  db: Database,
  application: ApplicationRow,
  actorUserId: number,
  name: CheckName,
  { reason, version }: { reason: string; version: number },
) {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(checks)
      .where(and(eq(checks.applicationId, application.id), eq(checks.name, name)))
      .for('update')
    if (!row || !['failed', 'error'].includes(row.status) || row.overrideReason !== null)
      throw conflict('check_not_overridable', 'Only a failed check without an override may be overridden')
    if (row.version !== version) throw staleVersion()
    // Separation of duties (issue 30): overriding a check is analysis, not for whoever captured the file.
    await recordDutyAct(tx, {
      scopeType: 'credit_application',
      scopeId: application.id,
      act: 'analyse',
      userId: actorUserId,
    })
    await tx
      .update(checks)
      .set({
        overrideReason: reason,
        overriddenByUserId: actorUserId,
        overriddenAt: new Date(),
        version: row.version + 1,
      })
      .where(eq(checks.id, row.id))
    await recordAudit(tx, {
      actorUserId,
      action: 'check.override',
      entityType: 'credit_application',
      entityId: application.id,
      data: { check: name, status: row.status, reason },
    })
    // The verdicts read the overridden result: re-run those that follow it.
    if (name !== 'status')
      await queueChecks(tx, application.id, name === 'summary' ? ['status'] : ['summary', 'status'])
  })
}

/** Gate: the twelve checks exist and none is pending or running. */
export async function checksFinished(db: Executor, applicationId: number) {
  const rows = await db
    .select({ status: checks.status })
    .from(checks)
    .where(eq(checks.applicationId, applicationId))
  return (
    rows.length === checkNames.length &&
    rows.every((row) => row.status !== 'pending' && row.status !== 'running')
  )
}

/** Gate: no check failed (or errored) without an override. */
export async function checksCleared(db: Executor, applicationId: number) {
  const [blocking] = await db
    .select({ id: checks.id })
    .from(checks)
    .where(
      and(
        eq(checks.applicationId, applicationId),
        inArray(checks.status, ['failed', 'error']),
        isNull(checks.overrideReason),
      ),
    )
    .limit(1)
  return !blocking
}

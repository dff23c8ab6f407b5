import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  automatedChecks,
  creditApplications,
  creditBureauConsents,
  creditBureauPulls,
} from '../../src/db/schema'
import { JobWorker } from '../../src/features/jobs'
import { createTestApp, type TestApp } from '../helpers/test-app'

/*
 * Issue 30: the automated checks that read the bureau report wait for it (a dependency, not a race). Before,
 * they ran when the application entered análisis, before the pull stored the report, so the status check
 * failed `bureau_present` and blocked the advance until someone re-ran it.
 */

const CHECKS_JOB = 'automated-checks.run'
const PULL_JOB = 'credit-bureau.pull'
/** The checks that wait: the three that read the report and the summary that reads two of them. */
const WAITING = ['addresses', 'comparison', 'summary', 'status']

let t: TestApp
let admin: string
const db = () => t.database.db
const used = new Set<number>()

beforeAll(async () => {
  t = await createTestApp()
  admin = (await t.login('admin@demo.com', 'admin')).accessToken
}, 180_000)
afterAll(() => t.close())

type Row = { id: number; product: string; curp: string }
const base = (row: Row) => `/api/v1/credit-applications/${row.product}/${row.id}`
/** Runs the queued jobs of these kinds only (one step of the chain at a time), to the end. */
const drain = (kinds?: string[]) =>
  new JobWorker(t.database, { schedules: false, ...(kinds ? { kinds } : {}) }).drain()

interface Check {
  name: string
  status: string
  waitingFor: string | null
  findings: Array<{ rule: string; outcome: string }>
}
const checksOf = async (row: Row): Promise<Check[]> =>
  (await t.as(admin, { method: 'GET', url: `${base(row)}/checks` })).json().checks
const blockedBy = async (row: Row): Promise<string[]> => {
  const detail = (await t.as(admin, { method: 'GET', url: base(row) })).json()
  return detail.allowedTransitions.find((option: { transition: string }) => option.transition === 'advance')
    .blockedBy
}
const bureauPresentFailed = (checks: Check[]) =>
  checks.some((check) =>
    check.findings.some((item) => item.rule === 'bureau_present' && item.outcome === 'fail'),
  )

/**
 * A captured application ready to advance, with the applicant's consent recorded, moved into análisis. The
 * demo has few complete captures: the next ones are files of análisis put back as new (no report, no
 * checks, no consent, in captura), which is what a new complete capture looks like to these features.
 */
async function enterAnalysis(): Promise<Row> {
  const candidates = await db()
    .select()
    .from(creditApplications)
    .where(eq(creditApplications.stage, 'captura'))
    .orderBy(creditApplications.id)
  const recycled = await db()
    .select()
    .from(creditApplications)
    .where(eq(creditApplications.stage, 'analisis'))
    .orderBy(creditApplications.id)
  for (const row of [...candidates, ...recycled]) {
    if (row.stage === 'analisis' && !used.has(row.id)) {
      await db().delete(creditBureauPulls).where(eq(creditBureauPulls.applicationId, row.id))
      await db().delete(creditBureauConsents).where(eq(creditBureauConsents.applicationId, row.id))
      await db().delete(automatedChecks).where(eq(automatedChecks.applicationId, row.id))
      await db().update(creditApplications).set({ stage: 'captura' }).where(eq(creditApplications.id, row.id))
    }
    if (used.has(row.id)) continue
    if ((await blockedBy(row)).length > 0) continue
    used.add(row.id)
    const documents = (await t.as(admin, { method: 'GET', url: `${base(row)}/documents` })).json().items
    const consent = await t.as(admin, {
      method: 'PUT',
      url: `${base(row)}/bureau/consent`,
      payload: { authorizedAt: new Date().toISOString().slice(0, 10), documentId: documents[0].id },
    })
    expect(consent.statusCode, consent.body).toBe(200)
    const version = (await t.as(admin, { method: 'GET', url: base(row) })).json().version
    const moved = await t.as(admin, {
      method: 'POST',
      url: `${base(row)}/transitions`,
      payload: { transition: 'advance', version },
    })
    expect(moved.statusCode, moved.body).toBe(200)
    return row
  }
  throw new Error('No captured application is ready to advance')
}

describe('checks that need the bureau report wait for it', () => {
  it('checks first, then the pull: the bureau checks wait (pending, not failed) and run once the report is stored', async () => {
    const row = await enterAnalysis()
    await drain([CHECKS_JOB])
    const before = await checksOf(row)
    expect(bureauPresentFailed(before)).toBe(false)
    for (const name of WAITING)
      expect(before.find((check) => check.name === name)).toMatchObject({
        status: 'pending',
        waitingFor: name === 'summary' ? 'checks' : 'bureau_report',
      })
    // The others ran and finished; none of them waits.
    for (const check of before.filter((item) => !WAITING.includes(item.name))) {
      expect(['pending', 'running']).not.toContain(check.status)
      expect(check.waitingFor).toBeNull()
    }
    // The gate holds: no report, and checks still open.
    expect(await blockedBy(row)).toEqual(expect.arrayContaining(['bureau_report_fresh', 'checks_finished']))

    await drain([PULL_JOB])
    expect(await db().$count(creditBureauPulls, eq(creditBureauPulls.applicationId, row.id))).toBe(1)
    const queued = await checksOf(row)
    for (const name of WAITING)
      expect(queued.find((check) => check.name === name)).toMatchObject({
        status: 'pending',
        waitingFor: null,
      })
    const gates = await blockedBy(row)
    expect(gates).not.toContain('bureau_report_fresh')
    expect(gates).toContain('checks_finished')

    await drain([CHECKS_JOB])
    const after = await checksOf(row)
    expect(after.every((check) => !['pending', 'running'].includes(check.status))).toBe(true)
    expect(bureauPresentFailed(after)).toBe(false)
    const status = after.find((check) => check.name === 'status')!
    expect(status.findings.map((item) => item.rule)).toContain('bureau_score')
    const open = await blockedBy(row)
    expect(open).not.toContain('checks_finished')
    expect(open).not.toContain('bureau_report_fresh')
  })

  it('the pull first, then the checks: every check runs on the report at once', async () => {
    const row = await enterAnalysis()
    await drain([PULL_JOB])
    expect(await blockedBy(row)).toContain('checks_finished')
    await drain([CHECKS_JOB])
    const after = await checksOf(row)
    expect(after.every((check) => !['pending', 'running'].includes(check.status))).toBe(true)
    expect(after.every((check) => check.waitingFor === null)).toBe(true)
    expect(bureauPresentFailed(after)).toBe(false)
    expect(await blockedBy(row)).not.toContain('checks_finished')
  })

  it('both jobs at once (the worker takes them together): no bureau_present failure either', async () => {
    const row = await enterAnalysis()
    await drain()
    const after = await checksOf(row)
    expect(after.every((check) => !['pending', 'running'].includes(check.status))).toBe(true)
    expect(bureauPresentFailed(after)).toBe(false)
    const gates = await blockedBy(row)
    expect(gates).not.toContain('checks_finished')
    expect(gates).not.toContain('bureau_report_fresh')
  })

  it('without a consent no pull is queued: the bureau checks keep waiting, the gate holds, and nothing failed', async () => {
    const row = await enterAnalysis()
    // As if the consent had not been recorded: the queued pull is withdrawn before it runs.
    await db().delete(creditBureauPulls).where(eq(creditBureauPulls.applicationId, row.id))
    await drain()
    const checks = await checksOf(row)
    expect(bureauPresentFailed(checks)).toBe(false)
    expect(checks.find((check) => check.name === 'status')).toMatchObject({
      status: 'pending',
      waitingFor: 'bureau_report',
    })
    expect(await blockedBy(row)).toEqual(expect.arrayContaining(['bureau_report_fresh', 'checks_finished']))
    // A run the analyst asks for does not turn them into failures either.
    const rerun = await t.as(admin, { method: 'POST', url: `${base(row)}/checks/runs`, payload: {} })
    expect(rerun.statusCode, rerun.body).toBe(202)
    await drain()
    const again = await db().select().from(automatedChecks).where(eq(automatedChecks.applicationId, row.id))
    expect(
      again
        .filter((check) => check.waitingFor !== null)
        .map((check) => check.name)
        .sort(),
    ).toEqual([...WAITING].sort())
    expect(again.some((check) => check.status === 'failed' && check.name === 'status')).toBe(false)
  })
})

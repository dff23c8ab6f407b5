import { and, asc, eq, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../src/app'
import { endOfDayBatches, endOfDayRuns, jobs, loanDayFigures, loans } from '../../src/db/schema'
import { pinBusinessDate, registerDayCloser } from '../../src/features/business-date'
import { JobWorker } from '../../src/features/jobs'
import { demoTokens } from '../helpers/demo-sign-in'
import { exampleLoan } from '../helpers/example-loans'
import { testConfig } from '../helpers/test-app'
import { useTestApp } from '../helpers/use-test-app'

/*
 * The business date and the end-of-day run (issue 33, docs/domain.md "The business date and the end of day").
 *
 * Worked example, the loan every figure below is computed from by hand:
 *   12 000.00 pesos (1 200 000 centavos) at 36 % a year over 12 months, disbursed 2026-01-15, first due
 *   2026-02-15 (31 days). Installment 1's interest is a broken period: 1 200 000 × 0.36 × 31 / 360 = 37 200;
 *   its IVA 37 200 × 0.16 = 5 952. The level payment: r = 0.03, 1 200 000 × 0.03 / (1 − 1.03^−12)
 *   = 120 554.50… → 120 555, so installment 1's principal is 120 555 − 37 200 = 83 355.
 *   - 2026-01-30 (15 of the period's 31 days): interest accrued 37 200 × 15 / 31 = 18 000; nothing due, so the
 *     balance is the principal, 1 200 000; current.
 *   - 2026-02-15 (the due day, not yet late): balance 1 200 000 + 37 200 + 5 952 = 1 243 152; 0 days, current.
 *   - 2026-02-16, unpaid: 1 day past due (1–29). Late interest on the overdue principal for one day at 1.5 × the
 *     rate: 83 355 × 1 × 0.36 × 1.5 / 360 = 125.03 → 125, its IVA 20; balance 1 243 152 + 145 = 1 243 297.
 *   - 2026-05-15: 89 days after 2026-02-15 (13 + 31 + 30 + 15), 60–89; 2026-05-16: 90 days, 90+.
 */
const t = useTestApp()
let admin = ''
let loanId = 0

const snapshot = async (on: string) => {
  const [row] = await t.database.db
    .select()
    .from(loanDayFigures)
    .where(and(eq(loanDayFigures.loanId, loanId), eq(loanDayFigures.on, on)))
  return row
}
const advance = (to: unknown, token = admin) =>
  t.as(token, { method: 'POST', url: '/api/v1/business-date', payload: { to } })
const businessDate = async () => (await t.as(admin, { method: 'GET', url: '/api/v1/business-date' })).json()

beforeAll(async () => {
  ;[admin] = await demoTokens(t, ['admin'] as const)
  const opened = await exampleLoan(t, {
    principalCents: 1_200_000,
    annualRateBps: 3_600,
    termMonths: 12,
    disbursedOn: '2026-01-15',
    firstDueDate: '2026-02-15',
  })
  const [row] = await t.database.db
    .select({ id: loans.id })
    .from(loans)
    .where(eq(loans.applicationId, opened.applicationId))
  loanId = row!.id
  await pinBusinessDate(t.database.db, '2026-01-15')
}, 240_000)

describe('the demo and test advance', () => {
  it('refuses a date not after the business date (400 naming to), a bad date, and a non-administrator', async () => {
    expect((await businessDate()).date).toBe('2026-01-15')
    const same = await advance('2026-01-15')
    expect(same.statusCode).toBe(400)
    expect(same.json().errors).toEqual({ to: ['not_after_business_date'] })
    const back = await advance('2026-01-01')
    expect(back.json().errors).toEqual({ to: ['not_after_business_date'] })
    expect(Object.keys((await advance('2026-02-31')).json().errors)).toEqual(['to'])
    const [ventas] = await demoTokens(t, ['ventas'] as const)
    expect((await advance('2026-01-20', ventas)).statusCode).toBe(403)
    expect((await businessDate()).date).toBe('2026-01-15')
  })

  it('does not exist in production (404), where only the scheduled run moves the date', async () => {
    const production = await buildApp({
      config: testConfig({ production: true }),
      database: t.database,
      logger: false,
    })
    try {
      const refused = await production.inject({
        method: 'POST',
        url: '/api/v1/business-date',
        headers: { authorization: `Bearer ${admin}` },
        payload: { to: '2026-02-01' },
      })
      expect(refused.statusCode).toBe(404)
      const read = await production.inject({
        method: 'GET',
        url: '/api/v1/business-date',
        headers: { authorization: `Bearer ${admin}` },
      })
      expect(read.json()).toMatchObject({ date: '2026-01-15', settable: false })
    } finally {
      await production.close()
    }
  })
})

describe('the end-of-day run', () => {
  it('closes each day: the snapshot figures of the worked example, then 1–29 after the missed due date', async () => {
    const answer = await advance('2026-01-31')
    expect(answer.statusCode, answer.body).toBe(200)
    expect(answer.json().date).toBe('2026-01-31')
    // 16 runs: 2026-01-15 to 2026-01-30, each succeeded.
    expect(answer.json().runs[0]).toMatchObject({ closedOn: '2026-01-30', status: 'succeeded' })
    expect(await snapshot('2026-01-30')).toMatchObject({
      interestAccruedCents: 18_000,
      balanceCents: 1_200_000,
      principalOutstandingCents: 1_200_000,
      daysPastDue: 0,
      bucket: 'current',
      lateInterestCents: 0,
    })
    expect((await advance('2026-02-17')).json().date).toBe('2026-02-17')
    expect(await snapshot('2026-02-15')).toMatchObject({
      balanceCents: 1_243_152,
      daysPastDue: 0,
      bucket: 'current',
    })
    expect(await snapshot('2026-02-16')).toMatchObject({
      balanceCents: 1_243_297,
      lateInterestCents: 145,
      daysPastDue: 1,
      bucket: 'dpd_1_29',
      status: 'active',
    })
    // The loan row starts the new business day (2026-02-17) with its figures: 2 days late.
    const [loan] = await t.database.db.select().from(loans).where(eq(loans.id, loanId))
    expect(loan).toMatchObject({ figuresOn: '2026-02-17', daysPastDue: 2, bucket: 'dpd_1_29' })
  })

  it('reaches 90+ on the 90th day and writes one snapshot per loan and day', async () => {
    await advance('2026-05-17')
    expect((await snapshot('2026-05-15'))?.bucket).toBe('dpd_60_89')
    expect(await snapshot('2026-05-16')).toMatchObject({ daysPastDue: 90, bucket: 'dpd_90_plus' })
    // 2026-01-15 to 2026-05-16: 17 + 28 + 31 + 30 + 16 = 122 days, one row each.
    const [ours] = await t.database.db
      .select({ rows: sql<number>`count(*)::int`, days: sql<number>`count(distinct "on")::int` })
      .from(loanDayFigures)
      .where(eq(loanDayFigures.loanId, loanId))
    expect(ours).toEqual({ rows: 122, days: 122 })
  })

  it('is idempotent: a day closed again (pinned back, demo mode) rewrites the same figures, no second row', async () => {
    const before = await snapshot('2026-02-16')
    const [{ total }] = (await t.database.db
      .select({ total: sql<number>`count(*)::int` })
      .from(loanDayFigures)) as [{ total: number }]
    await pinBusinessDate(t.database.db, '2026-02-16')
    expect((await advance('2026-02-17')).statusCode).toBe(200)
    const after = await snapshot('2026-02-16')
    expect({ ...after, recordedAt: null }).toEqual({ ...before, recordedAt: null })
    const [{ total: totalAfter }] = (await t.database.db
      .select({ total: sql<number>`count(*)::int` })
      .from(loanDayFigures)) as [{ total: number }]
    expect(totalAfter).toBe(total)
    await pinBusinessDate(t.database.db, '2026-05-17')
  })
})

describe('a crash mid-run', () => {
  it('reruns only the batch that failed; the date moves when every batch is done', async () => {
    // A second closer that fails its first attempt, as a worker killed mid-batch would (its transaction rolls back).
    let attempts = 0
    registerDayCloser({
      name: 'test-crash',
      batches: async () => [{ fromId: 1, toId: 1, size: 1 }],
      close: async () => {
        attempts += 1
        if (attempts === 1) throw new Error('simulated crash')
      },
    })
    const worker = () => new JobWorker(t.database, { schedules: false }).drain()
    await t.database.db
      .insert(jobs)
      .values({ kind: 'business-date.end-of-day', payload: { until: '2026-05-18' } })
    await worker()
    const [run] = await t.database.db
      .select()
      .from(endOfDayRuns)
      .where(eq(endOfDayRuns.closedOn, '2026-05-17'))
    expect(run).toMatchObject({ status: 'running', batchCount: 2, batchesDone: 1 })
    expect((await businessDate()).date).toBe('2026-05-17')
    const loansBatch = await t.database.db
      .select()
      .from(endOfDayBatches)
      .where(and(eq(endOfDayBatches.runId, run!.id), eq(endOfDayBatches.closer, 'loans')))
    const closedAt = (await snapshot('2026-05-17'))!.recordedAt
    // The administrator retries the failed batch's job (or its backoff runs out).
    const [failed] = await t.database.db
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(eq(jobs.kind, 'business-date.end-of-day-batch'), eq(jobs.state, 'failed')))
      .orderBy(asc(jobs.id))
    expect((await t.as(admin, { method: 'POST', url: `/api/v1/jobs/${failed!.id}/retry` })).statusCode).toBe(
      204,
    )
    await worker()
    expect(attempts).toBe(2)
    // The loans' batch was not redone: its snapshot rows keep the time they were written.
    expect((await snapshot('2026-05-17'))!.recordedAt).toEqual(closedAt)
    expect(loansBatch[0]!.doneAt).not.toBeNull()
    const answer = await businessDate()
    expect(answer.date).toBe('2026-05-18')
    expect(answer.runs[0]).toMatchObject({ closedOn: '2026-05-17', status: 'succeeded', batchesDone: 2 })
  })
})

import { beforeAll, describe, expect, it } from 'vitest'
import { pinBusinessDate } from '../../src/features/business-date'
import { demoTokens } from '../helpers/demo-sign-in'
import { exampleLoan } from '../helpers/example-loans'
import { loanBase } from '../helpers/loan-session'
import { statementsOf } from '../helpers/statement-log'
import { useTestApp } from '../helpers/use-test-app'

/*
 * The portfolio as of a closed business day reads the end-of-day snapshots (loan_day_figures), not each
 * loan's replay (issue 33); a day without snapshots falls back to the replay. Both give the same figures.
 * Runs on PGlite, and on PostgreSQL when TEST_DATABASE_URL names a server.
 *
 * Worked example (the end-of-day test's loan): 12 000.00 pesos (1 200 000 centavos) at 36 % a year over 12
 * months, disbursed 2026-01-15, first due 2026-02-15 (31 days). Installment 1's interest
 * 1 200 000 × 0.36 × 31 / 360 = 37 200, its IVA 5 952; level payment 120 555, so its principal is 83 355.
 *   - 2026-02-05: nothing due yet: balance the principal 1 200 000, current, next due 2026-02-15
 *     asking 120 555 + 5 952 = 126 507.
 *   - 2026-02-16, unpaid: 1 day past due (1–29); late interest 83 355 × 0.36 × 1.5 / 360 = 125.03 → 125,
 *     IVA 20; balance 1 200 000 + 37 200 + 5 952 + 145 = 1 243 297.
 */
const t = useTestApp()
let admin = ''
let folio = 0
let loan: { origin: string; applicationId: number } = { origin: '', applicationId: 0 }

const list = (asOf: string, query = '') =>
  t.as(admin, { method: 'GET', url: `/api/v1/loans?asOf=${asOf}&itemsPerPage=100${query}` })
const onTable = (statements: string[], table: string) =>
  statements.filter((statement) => statement.includes(`"${table}"`)).length

beforeAll(async () => {
  ;[admin] = await demoTokens(t, ['admin'] as const)
  const opened = await exampleLoan(t, {
    principalCents: 1_200_000,
    annualRateBps: 3_600,
    termMonths: 12,
    disbursedOn: '2026-01-15',
    firstDueDate: '2026-02-15',
  })
  folio = opened.folio
  loan = opened
  await pinBusinessDate(t.database.db, '2026-02-10')
}, 240_000)

describe('the portfolio as of a date: snapshots of a closed day, the replay otherwise', () => {
  it('a closed day answers from the snapshots the same figures as the replay did before it was closed', async () => {
    // 2026-02-16 is still ahead of the business date (2026-02-10): replayed.
    let replayed: Array<Record<string, unknown>> = []
    const replayStatements = await statementsOf(t.database.db, async () => {
      replayed = (await list('2026-02-16')).json()
    })
    expect(onTable(replayStatements, 'loan_installments')).toBe(1)
    const advanced = await t.as(admin, {
      method: 'POST',
      url: '/api/v1/business-date',
      payload: { to: '2026-02-17' },
    })
    expect(advanced.statusCode, advanced.body).toBe(200)
    // Now a closed day: its snapshots answer, in the list's one statement (no schedule read).
    let snapshotted: Array<Record<string, unknown>> = []
    const snapshotStatements = await statementsOf(t.database.db, async () => {
      snapshotted = (await list('2026-02-16')).json()
    })
    expect(onTable(snapshotStatements, 'loan_day_figures')).toBe(1)
    expect(onTable(snapshotStatements, 'loan_installments')).toBe(0)
    expect(snapshotted).toEqual(replayed)
    const mine = (await list('2026-02-16', `&q=${folio}`)).json()
    expect(mine.items).toEqual([
      expect.objectContaining({
        folio,
        status: 'active',
        balanceCents: 1_243_297,
        daysPastDue: 1,
        bucket: 'dpd_1_29',
        nextDueDate: '2026-03-15',
        paidOffOn: null,
      }),
    ])
  })

  it('a past day never closed (before the first run) falls back to the replay', async () => {
    let answer: { items: Array<Record<string, unknown>> } = { items: [] }
    const statements = await statementsOf(t.database.db, async () => {
      answer = (await list('2026-02-05', `&q=${folio}`)).json()
    })
    expect(onTable(statements, 'loan_installments')).toBe(1)
    expect(answer.items).toEqual([
      expect.objectContaining({
        folio,
        balanceCents: 1_200_000,
        daysPastDue: 0,
        bucket: 'current',
        nextDueDate: '2026-02-15',
        nextDueCents: 126_507,
      }),
    ])
  })

  it('a payment dated back into a closed day is in that day’s figures (its row is replayed, not trusted)', async () => {
    // The business date is 2026-02-17 (the first test closed 02-10 … 02-16). Installment 1 paid on its due date,
    // 2026-02-15, registered today: by the close of 02-16 it is current again, owing the principal
    // 1 200 000 − 83 355 = 1 116 645 and nothing overdue.
    const current = await t.as(admin, { method: 'GET', url: loanBase(loan) })
    const paid = await t.as(admin, {
      method: 'POST',
      url: `${loanBase(loan)}/payments`,
      payload: {
        amountCents: 126_507,
        paidOn: '2026-02-15',
        method: 'spei',
        version: current.json().version,
      },
    })
    expect(paid.statusCode, paid.body).toBe(201)
    const mine = (await list('2026-02-16', `&q=${folio}`)).json()
    expect(mine.items).toEqual([
      expect.objectContaining({
        folio,
        status: 'active',
        balanceCents: 1_116_645,
        daysPastDue: 0,
        bucket: 'current',
        nextDueDate: '2026-03-15',
      }),
    ])
  })
})

import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { accountingPaths, approvalPaths } from '@mesa/contracts'
import { accountingCloseRuns, journalEntries } from '../../src/db/schema'
import { postJournalEntry, replaceSubledgers, type JournalEntryInput } from '../../src/features/accounting'
import { demoTokens } from '../helpers/demo-sign-in'
import { closeMonth, closeRunOf, runCloseJobs } from '../helpers/period-close'
import { useTestApp } from '../helpers/use-test-app'

/*
 * The books' API (issue 34, docs/accounting.md "Reports" and "Month-end close"). The hand-built example, in March
 * 2001 (before any demo history, so these entries are the whole books as of those days):
 *   E1 2001-03-01 capital paid in:      Dr 1101 Bancos 100 000 000 / Cr 4101 Capital social 100 000 000
 *   E2 2001-03-05 disbursement (auto):  Dr 1300.01 Cartera auto 12 000 000 / Cr 1101 12 000 000
 *   E3 2001-03-20 payment (auto):       Dr 1101 1 160 000 / Cr 5101 Intereses 500 000, Cr 2302 IVA 80 000,
 *                                       Cr 1300.01 580 000   (500 000 + 80 000 + 580 000 = 1 160 000)
 * Trial balance as of 2001-03-31:
 *   1101:    debit 100 000 000 + 1 160 000 = 101 160 000, credit 12 000 000, balance 89 160 000
 *   1300.01: debit 12 000 000, credit 580 000, balance 11 420 000
 *   2302: credit 80 000 (−80 000); 4101: credit 100 000 000 (−100 000 000); 5101: credit 500 000 (−500 000)
 *   totals: debits 101 160 000 + 12 000 000 = 113 160 000 = credits 12 000 000 + 580 000 + 80 000
 *           + 100 000 000 + 500 000.
 * Balance sheet: assets 89 160 000 + 11 420 000 = 100 580 000 = liabilities 80 000 + equity 100 000 000
 *   + the month's result 500 000.
 */
const t = useTestApp()
let accountant = ''
let admin = ''
let supervisor = ''
let seller = ''

const base = {
  source: { type: 'loan', id: 910_001 },
  product: 'auto',
  loanId: 910_001,
  createdBy: null,
} as const
const example: JournalEntryInput[] = [
  {
    ...base,
    businessDate: '2001-03-01',
    kind: 'opening_balance',
    source: { type: 'manual', id: 1 },
    loanId: null,
    memo: 'Aportación de capital',
    lines: [
      { slot: 'bank', debitCents: 100_000_000, creditCents: 0 },
      { slot: 'equity.capital', debitCents: 0, creditCents: 100_000_000 },
    ],
  },
  {
    ...base,
    businessDate: '2001-03-05',
    kind: 'disbursement',
    memo: 'Disposición',
    lines: [
      { slot: 'portfolio.current', debitCents: 12_000_000, creditCents: 0 },
      { slot: 'bank', debitCents: 0, creditCents: 12_000_000 },
    ],
  },
  {
    ...base,
    businessDate: '2001-03-20',
    kind: 'payment',
    memo: 'Pago',
    lines: [
      { slot: 'bank', debitCents: 1_160_000, creditCents: 0 },
      { slot: 'income.interest', debitCents: 0, creditCents: 500_000 },
      { slot: 'iva.payable', debitCents: 0, creditCents: 80_000 },
      { slot: 'portfolio.current', debitCents: 0, creditCents: 580_000 },
    ],
  },
]

/** The test sub-ledgers: what the loans would say of the bank and the IVA (changed by the close's tests). */
const subledger = { bank: 89_160_000, iva: -70_000 }

beforeAll(async () => {
  ;[accountant, admin, supervisor, seller] = await demoTokens(t, [
    'contabilidad',
    'admin',
    'supervisor',
    'ventas',
  ])
  for (const input of example) await t.database.db.transaction((tx) => postJournalEntry(tx, input))
  // The test's own sub-ledgers in place of the loans' (which know nothing of these invented 2001 entries).
  replaceSubledgers([
    ['bank', async (_db, asOf) => (asOf >= '2001-03-20' ? subledger.bank : 0)],
    ['iva.payable', async (_db, asOf) => (asOf >= '2001-03-20' ? subledger.iva : 0)],
  ])
})

const get = (token: string, url: string) => t.as(token, { method: 'GET', url })
const post = (token: string, url: string, payload?: object) => t.as(token, { method: 'POST', url, payload })
const pick = (accounts: Array<{ code: string }>, codes: string[]) =>
  accounts.filter((account) => codes.includes(account.code))

describe('trial balance', () => {
  it('answers each account and the totals as of a day, from the day balances', async () => {
    const response = await get(accountant, `${accountingPaths.trialBalance}?asOf=2001-03-31`)
    expect(response.statusCode).toBe(200)
    const body = response.json()
    expect(Object.keys(body).sort()).toEqual(['accounts', 'asOf', 'totals'])
    expect(body.asOf).toBe('2001-03-31')
    expect(pick(body.accounts, ['1101', '1300.01', '2302', '4101', '5101'])).toEqual([
      {
        code: '1101',
        name: 'Bancos',
        debitCents: 101_160_000,
        creditCents: 12_000_000,
        balanceCents: 89_160_000,
      },
      {
        code: '1300.01',
        name: 'Créditos al consumo automotriz vigentes auto',
        debitCents: 12_000_000,
        creditCents: 580_000,
        balanceCents: 11_420_000,
      },
      {
        code: '2302',
        name: 'IVA trasladado cobrado',
        debitCents: 0,
        creditCents: 80_000,
        balanceCents: -80_000,
      },
      {
        code: '4101',
        name: 'Capital social',
        debitCents: 0,
        creditCents: 100_000_000,
        balanceCents: -100_000_000,
      },
      {
        code: '5101',
        name: 'Intereses de cartera de crédito',
        debitCents: 0,
        creditCents: 500_000,
        balanceCents: -500_000,
      },
    ])
    expect(body.totals).toEqual({ debitCents: 113_160_000, creditCents: 113_160_000 })
  })

  it('as of a day before the payment: 100 000 000 + 12 000 000 on each side', async () => {
    const body = (await get(accountant, `${accountingPaths.trialBalance}?asOf=2001-03-10`)).json()
    expect(body.totals).toEqual({ debitCents: 112_000_000, creditCents: 112_000_000 })
  })

  it('the balance sheet and the income statement of the example', async () => {
    const sheet = (await get(accountant, `${accountingPaths.balanceSheet}?asOf=2001-03-31`)).json()
    expect(sheet.totals).toEqual({
      assetsCents: 100_580_000,
      liabilitiesCents: 80_000,
      equityCents: 100_000_000,
      currentResultCents: 500_000,
    })
    const statement = (
      await get(accountant, `${accountingPaths.incomeStatement}?from=2001-03-01&to=2001-03-31`)
    ).json()
    expect(statement.totals).toEqual({ incomeCents: 500_000, expensesCents: 0, resultCents: 500_000 })
  })

  it("an account's ledger: opening, lines with the running balance, closing", async () => {
    const url = accountingPaths.accountLedger.replace(':code', '1101')
    const body = (await get(accountant, `${url}?from=2001-03-02&to=2001-03-31`)).json()
    // Opening: E1's 100 000 000; then −12 000 000 → 88 000 000; +1 160 000 → 89 160 000.
    expect(body.openingCents).toBe(100_000_000)
    expect(body.lines.map((line: { runningCents: number }) => line.runningCents)).toEqual([
      88_000_000, 89_160_000,
    ])
    expect(body.closingCents).toBe(89_160_000)
  })

  it('the journal by kind and loan, each entry with its lines', async () => {
    const body = (
      await get(
        accountant,
        `${accountingPaths.journal}?kind=payment&loanId=910001&from=2001-03-01&to=2001-03-31`,
      )
    ).json()
    expect(body.total).toBe(1)
    expect(body.items[0].lines).toHaveLength(4)
    const byAccount = (await get(accountant, `${accountingPaths.journal}?account=4101&to=2001-03-31`)).json()
    expect(byAccount.items.map((entry: { kind: string }) => entry.kind)).toEqual(['opening_balance'])
  })
})

describe('reconciliation', () => {
  it('compares each slot with a registered sub-ledger against its accounts', async () => {
    const body = (await get(accountant, `${accountingPaths.reconciliation}?asOf=2001-03-31`)).json()
    expect(body.asOf).toBe('2001-03-31')
    expect(body.accounts).toEqual([
      {
        code: '1101',
        name: 'Bancos',
        slot: 'bank',
        ledgerCents: 89_160_000,
        subledgerCents: 89_160_000,
        differenceCents: 0,
      },
      // −80 000 in the books against −70 000 in the test sub-ledger: −10 000.
      {
        code: '2302',
        name: 'IVA trasladado cobrado',
        slot: 'iva.payable',
        ledgerCents: -80_000,
        subledgerCents: -70_000,
        differenceCents: -10_000,
      },
    ])
  })
})

describe('month-end close', () => {
  it('is a job: refused naming each failing check, then closes once they pass', async () => {
    const close = (period: string) => closeMonth(t, accountant, period)
    const refused = await close('2001-03')
    expect(refused.asked.statusCode).toBe(202)
    expect(refused.asked.json()).toMatchObject({ period: '2001-03', status: 'queued', errors: null })
    expect(refused.run).toMatchObject({
      status: 'failed',
      errors: { reconciliation: ['period_not_closable'] },
      requestedBy: 'Claudia Contabilidad Reyes',
    })
    // The business date is judged when asked: nothing is queued.
    const today = (await get(admin, '/api/v1/business-date')).json().date as string
    const current = await close(today.slice(0, 7))
    expect(current.asked.statusCode).toBe(409)
    expect(current.asked.json().errors).toHaveProperty('business_date')
    expect(current.run).toBeNull()

    subledger.iva = -80_000
    const closed = await close('2001-03')
    expect(closed.run).toMatchObject({ status: 'succeeded', errors: null })
    const periods = (await get(accountant, accountingPaths.periods)).json()
    expect(periods.items.find((item: { period: string }) => item.period === '2001-03')).toMatchObject({
      period: '2001-03',
      status: 'closed',
      closedBy: 'Claudia Contabilidad Reyes',
    })
    const again = await close('2001-03')
    expect(again.asked.statusCode).toBe(409)
    expect(again.asked.json().errors).toEqual({ period: ['period_closed'] })
  })

  it('a second ask while a close is queued is 409 close_in_progress; the queued run survives a restart', async () => {
    subledger.iva = -80_000
    const ask = () => post(accountant, accountingPaths.periodClose.replace(':period', '2001-02'))
    const [first, second] = await Promise.all([ask(), ask()])
    expect([first.statusCode, second.statusCode].sort()).toEqual([202, 409])
    const refused = first.statusCode === 409 ? first : second
    expect(refused.json().code).toBe('close_in_progress')
    expect((await closeRunOf(t, accountant, '2001-02'))?.status).toBe('queued')
    // The run is a row and its job a row of the queue: whichever worker starts next takes it.
    expect(await runCloseJobs(t)).toBe(1)
    expect((await closeRunOf(t, accountant, '2001-02'))?.status).toBe('succeeded')
    expect(await runCloseJobs(t)).toBe(0)
  })

  it('a run left running by a worker that died no longer blocks the month once past the attempt’s limit', async () => {
    const ask = () => post(accountant, accountingPaths.periodClose.replace(':period', '2001-01'))
    const first = await ask()
    expect(first.statusCode).toBe(202)
    const runId = first.json().id as number
    // Taken by a worker that then died: running, started 21 minutes ago (the limit is 15 + 5).
    await t.database.db
      .update(accountingCloseRuns)
      .set({ status: 'running', startedAt: new Date(Date.now() - 21 * 60_000) })
      .where(eq(accountingCloseRuns.id, runId))
    const second = await ask()
    expect(second.statusCode, second.body).toBe(202)
    const [stale] = await t.database.db
      .select()
      .from(accountingCloseRuns)
      .where(eq(accountingCloseRuns.id, runId))
    expect(stale).toMatchObject({ status: 'failed', errors: { close: ['close_failed'] } })
    // Its job, were it taken again, does nothing; the new run closes the month.
    await runCloseJobs(t)
    expect((await closeRunOf(t, accountant, '2001-01'))?.status).toBe('succeeded')
  })

  it('an event of the closed month is booked on April 1st; March stays as closed', async () => {
    const late = await t.database.db.transaction((tx) =>
      postJournalEntry(tx, { ...example[2]!, businessDate: '2001-03-25', memo: 'Pago tardío' }),
    )
    expect(late.businessDate).toBe('2001-04-01')
    const march = (await get(accountant, `${accountingPaths.trialBalance}?asOf=2001-03-31`)).json()
    expect(march.totals.debitCents).toBe(113_160_000)
  })
})

describe('manual adjustments (four eyes)', () => {
  const adjustment = {
    businessDate: '2001-04-10',
    memo: 'Estimación preventiva de abril',
    lines: [
      { accountCode: '5501', debitCents: 10_000, creditCents: 0 },
      { accountCode: '1390', debitCents: 0, creditCents: 10_000 },
    ],
  }

  it('waits for a second person: the asker may not approve; another accountant posts it', async () => {
    const asked = await post(accountant, accountingPaths.adjustments, adjustment)
    expect(asked.statusCode).toBe(202)
    const request = asked.json()
    expect(request).toMatchObject({ kind: 'accounting_adjustment', status: 'pending' })
    const manual = () =>
      t.database.db.select().from(journalEntries).where(eq(journalEntries.kind, 'manual_adjustment'))
    expect(await manual()).toHaveLength(0)
    const approve = (token: string) =>
      post(token, approvalPaths.approve.replace(':id', String(request.id)), { version: request.version })
    const same = await approve(accountant)
    expect(same.statusCode).toBe(403)
    expect(same.json().code).toBe('four_eyes_same_person')
    expect(await manual()).toHaveLength(0)
    expect((await approve(admin)).statusCode).toBe(200)
    const [posted] = await manual()
    expect(posted).toMatchObject({ businessDate: '2001-04-10', memo: 'Estimación preventiva de abril' })
  })

  it('refuses a date in a closed month, a grouping account and unbalanced lines, naming the fields', async () => {
    const closedMonth = await post(accountant, accountingPaths.adjustments, {
      ...adjustment,
      businessDate: '2001-03-15',
    })
    expect(closedMonth.statusCode).toBe(400)
    expect(closedMonth.json().errors).toEqual({ businessDate: ['period_closed'] })
    const grouping = await post(accountant, accountingPaths.adjustments, {
      ...adjustment,
      lines: [{ ...adjustment.lines[0], accountCode: '1300' }, adjustment.lines[1]],
    })
    expect(grouping.json().errors).toEqual({ 'lines.0.accountCode': ['account_not_postable'] })
    const unbalanced = await post(accountant, accountingPaths.adjustments, {
      ...adjustment,
      lines: [adjustment.lines[0], { ...adjustment.lines[1], creditCents: 9_999 }],
    })
    expect(unbalanced.statusCode).toBe(400)
    expect(unbalanced.json().errors).toEqual({ lines: ['unbalanced'] })
    const bothSides = await post(accountant, accountingPaths.adjustments, {
      ...adjustment,
      lines: [{ accountCode: '1101', debitCents: 5, creditCents: 5 }, adjustment.lines[1]],
    })
    expect(bothSides.json().errors).toHaveProperty(['lines.0.debitCents'])
  })
})

describe('mapping changes (four eyes)', () => {
  it("a product's slot moves to another account only once a second person approves", async () => {
    const asked = await post(accountant, accountingPaths.mappings, {
      product: 'moto',
      slot: 'income.fees',
      accountCode: '5103',
      reason: 'Las comisiones de moto se reconocen como de apertura',
    })
    expect(asked.statusCode).toBe(202)
    const request = asked.json()
    const mapped = async () =>
      (await get(accountant, accountingPaths.mappings))
        .json()
        .items.find(
          (item: { product: string; slot: string }) => item.product === 'moto' && item.slot === 'income.fees',
        ).accountCode
    expect(await mapped()).toBe('5104')
    const approve = (token: string) =>
      post(token, approvalPaths.approve.replace(':id', String(request.id)), { version: request.version })
    expect((await approve(accountant)).statusCode).toBe(403)
    expect((await approve(admin)).statusCode).toBe(200)
    expect(await mapped()).toBe('5103')
    const grouping = await post(accountant, accountingPaths.mappings, {
      product: 'auto',
      slot: 'bank',
      accountCode: '1000',
      reason: 'Prueba',
    })
    expect(grouping.json().errors).toEqual({ accountCode: ['account_not_postable'] })
  })
})

describe('who may', () => {
  it('a role without accounting gets 403; the supervisor (scoped to its allies) neither reads nor writes', async () => {
    expect((await get(seller, accountingPaths.trialBalance)).statusCode).toBe(403)
    // The books are head-office records (docs/security.md): accounting-close-package.test.ts covers the scope.
    expect((await get(supervisor, accountingPaths.trialBalance)).statusCode).toBe(403)
    expect(
      (
        await post(supervisor, accountingPaths.adjustments, {
          businessDate: '2001-04-11',
          memo: 'x',
          lines: [
            { accountCode: '1101', debitCents: 1, creditCents: 0 },
            { accountCode: '4101', debitCents: 0, creditCents: 1 },
          ],
        })
      ).statusCode,
    ).toBe(403)
    expect(
      (await post(supervisor, accountingPaths.periodClose.replace(':period', '2001-04'))).statusCode,
    ).toBe(403)
  })

  it('400 names a bad asOf', async () => {
    const response = await get(accountant, `${accountingPaths.trialBalance}?asOf=2001-02-30`)
    expect(response.statusCode).toBe(400)
    expect(Object.keys(response.json().errors)).toEqual(['asOf'])
  })
})

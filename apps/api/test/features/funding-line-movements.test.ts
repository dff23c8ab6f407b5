import { asc, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  accountingPaths,
  funderPaths,
  lineMovementPaths,
  type Funder,
  type LineMovementsResponse,
} from '@mesa/contracts'
import { fundingLineMovements, fundingLines, journalEntries, journalLines } from '../../src/db/schema'
import { pinBusinessDate } from '../../src/features/business-date'
import { demoTokens } from '../helpers/demo-sign-in'
import { useTestApp } from '../helpers/use-test-app'

/*
 * A funding line's drawdowns and repayments (issue 34, docs/accounting.md "Funding", worked example): a line of
 * 50 000 000.00 at 12 % a year; a drawdown of 10 000 000.00 on 2031-03-01 (Dr Bancos 10 000 000.00 / Cr 2101
 * Préstamos bancarios 10 000 000.00); on 2031-03-31 a repayment of 2 500 000.00 of principal with 30 days of the
 * funder's interest on the 10 000 000.00 drawn, 10 000 000 × 0.12 × 30 / 360 = 100 000.00 (Dr 2101
 * 2 500 000.00, Dr 5201 Intereses por préstamos bancarios 100 000.00 / Cr Bancos 2 600 000.00). Drawn after it:
 * 7 500 000.00; Disponible 50 000 000.00 − 7 500 000.00 = 42 500 000.00 (nothing assigned to the line).
 */
const t = useTestApp()
let treasurer = ''
let treasurer2 = ''
let admin = ''
let seller = ''
let accountant = ''
let lineId = 0
let funderId = 0
/** What the demo's lines drew less what they repaid (the seed's movements, all before 2031). */
let demoDrawn = 0
let seededOn = ''

const fill = (path: string) => path.replace(':lineId', String(lineId))
const call = (token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.as(token, { method, url, ...(payload ? { payload } : {}) })
const movements = async () =>
  (await call(treasurer, 'GET', fill(lineMovementPaths.movements))).json() as LineMovementsResponse
const approve = (token: string, approvalId: number) =>
  call(token, 'POST', `/api/v1/approvals/${approvalId}/approve`, { version: 1 })
const lineNow = async () =>
  ((await call(admin, 'GET', funderPaths.funder.replace(':funderId', String(funderId)))).json() as Funder)
    .lines[0]!
const fundingRow = async (asOf: string) => {
  const body = (await call(accountant, 'GET', `${accountingPaths.reconciliation}?asOf=${asOf}`)).json()
  return (
    body.accounts as Array<{
      slot: string
      ledgerCents: number
      subledgerCents: number
      differenceCents: number
    }>
  ).find((row) => row.slot === 'funding.liability')!
}
const entryLines = async (entryId: number) =>
  (
    await t.database.db
      .select({
        account: journalLines.accountCode,
        debit: journalLines.debitCents,
        credit: journalLines.creditCents,
      })
      .from(journalLines)
      .where(eq(journalLines.entryId, entryId))
  ).sort((a, b) => a.account.localeCompare(b.account))

beforeAll(async () => {
  ;[treasurer, treasurer2, admin, seller, accountant] = await demoTokens(t, [
    'tesoreria',
    'tesoreria2',
    'admin',
    'ventas',
    'contabilidad',
  ] as const)
  seededOn = (await call(admin, 'GET', '/api/v1/business-date')).json().date as string
  const funder = (
    await call(admin, 'POST', funderPaths.funders, { name: 'Banco de prueba', kind: 'bank' })
  ).json()
  funderId = funder.id
  const created = await call(admin, 'POST', funderPaths.lines.replace(':funderId', String(funderId)), {
    name: 'Línea revolvente',
    amountCents: 5_000_000_000,
    annualRateBps: 1200,
    termMonths: 60,
    validFrom: '2031-01-01',
    validTo: '2033-12-31',
    rules: { products: ['auto'], maxAmountCents: null, minScore: null, maxVehicleAgeYears: null },
  })
  expect(created.statusCode, created.body).toBe(201)
  lineId = (created.json() as Funder).lines[0]!.id
  await pinBusinessDate(t.database.db, '2031-03-01')
}, 240_000)

describe("the demo's lines", () => {
  it('drew what their credits use and repaid a quarter with interest, four eyes, each with its entry', async () => {
    const rows = await t.database.db
      .select({
        movement: fundingLineMovements,
        usedCents: fundingLines.usedCents,
        rateBps: fundingLines.annualRateBps,
      })
      .from(fundingLineMovements)
      .innerJoin(fundingLines, eq(fundingLines.id, fundingLineMovements.lineId))
      .orderBy(asc(fundingLineMovements.id))
    const drawdowns = rows.filter((row) => row.movement.kind === 'drawdown')
    const repayments = rows.filter((row) => row.movement.kind === 'repayment')
    expect(drawdowns.length).toBeGreaterThanOrEqual(2)
    expect(repayments).toHaveLength(1)
    for (const { movement, usedCents } of drawdowns) {
      // By the 100 000.00 pesos, within what the line's credits use (Disponible does not move).
      expect(movement.principalCents % 10_000_000).toBe(0)
      expect(movement.principalCents).toBeGreaterThan(usedCents - 10_000_000)
      expect(movement.principalCents).toBeLessThanOrEqual(usedCents)
      expect(movement.requestedByUserId).not.toBe(movement.approvedByUserId)
    }
    // The first line's repayment: a quarter of its drawdown, with the funder's interest on all of it for the days
    // between, principal × rate × days / 360 (e.g. 10 000 000.00 at 12.5 % over 92 days = 319 444.44).
    const first = drawdowns[0]!
    const [repayment] = repayments
    expect(repayment!.movement.lineId).toBe(first.movement.lineId)
    expect(repayment!.movement.principalCents).toBe(Math.floor(first.movement.principalCents / 4))
    const days = (Date.parse(repayment!.movement.movedOn) - Date.parse(first.movement.movedOn)) / 86_400_000
    expect(repayment!.movement.interestCents).toBe(
      Math.round((first.movement.principalCents * first.rateBps * days) / 3_600_000),
    )
    demoDrawn =
      drawdowns.reduce((total, row) => total + row.movement.principalCents, 0) -
      repayment!.movement.principalCents
    // A new user's trial balance shows the liability and its interest.
    const balance = (
      await call(accountant, 'GET', `${accountingPaths.trialBalance}?asOf=${seededOn}`)
    ).json() as { accounts: Array<{ code: string; debitCents: number; balanceCents: number }> }
    const account = (code: string) => balance.accounts.find((row) => row.code === code)!
    expect(account('2101').balanceCents).toBe(-demoDrawn)
    expect(account('5201').debitCents).toBe(repayment!.movement.interestCents)
    expect((await fundingRow(seededOn)).differenceCents).toBe(0)
  })
})

describe('a drawdown', () => {
  it('is refused with the field named: beyond the line, after the business date, outside the validity', async () => {
    const ask = (body: object) => call(treasurer, 'POST', fill(lineMovementPaths.drawdowns), body)
    const over = await ask({ amountCents: 5_000_000_001, movedOn: '2031-03-01', reference: 'DISP1' })
    expect(over.statusCode).toBe(400)
    expect(over.json().errors).toEqual({ amountCents: ['too_big:5000000000'] })
    const future = await ask({ amountCents: 100, movedOn: '2031-03-02', reference: 'DISP1' })
    expect(future.json().errors).toEqual({ movedOn: ['date_in_future'] })
    const before = await ask({ amountCents: 100, movedOn: '2030-12-31', reference: 'DISP1' })
    expect(before.json().errors).toEqual({ movedOn: ['date_out_of_range'] })
    expect((await movements()).pending).toEqual([])
  })

  it('needs the fondeo right', async () => {
    const body = { amountCents: 100, movedOn: '2031-03-01', reference: 'DISP1' }
    expect((await call(seller, 'POST', fill(lineMovementPaths.drawdowns), body)).statusCode).toBe(403)
    expect((await call(seller, 'GET', fill(lineMovementPaths.movements))).statusCode).toBe(403)
  })

  it('waits for a second person, then posts Dr Bancos / Cr Préstamos bancarios', async () => {
    const asked = await call(treasurer, 'POST', fill(lineMovementPaths.drawdowns), {
      amountCents: 1_000_000_000,
      movedOn: '2031-03-01',
      reference: 'disp0301',
    })
    expect(asked.statusCode, asked.body).toBe(202)
    const waiting = asked.json() as LineMovementsResponse
    expect(waiting.items).toEqual([])
    expect(waiting.pending).toMatchObject([
      { kind: 'drawdown', principalCents: 1_000_000_000, reference: 'DISP0301', movedOn: '2031-03-01' },
    ])
    expect((await lineNow()).drawnCents).toBe(0)
    const approvalId = waiting.pending[0]!.approvalId
    expect((await approve(treasurer, approvalId)).statusCode).toBe(403)
    const approved = await approve(treasurer2, approvalId)
    expect(approved.statusCode, approved.body).toBe(200)
    const after = await movements()
    expect(after.pending).toEqual([])
    expect(after.drawnCents).toBe(1_000_000_000)
    expect(after.items).toMatchObject([
      { kind: 'drawdown', principalCents: 1_000_000_000, interestCents: 0, bookedOn: '2031-03-01' },
    ])
    expect(await entryLines(after.items[0]!.journalEntryId)).toEqual([
      { account: '1101', debit: 1_000_000_000, credit: 0 },
      { account: '2101', debit: 0, credit: 1_000_000_000 },
    ])
    const [entry] = await t.database.db
      .select()
      .from(journalEntries)
      .where(eq(journalEntries.id, after.items[0]!.journalEntryId))
    expect(entry).toMatchObject({ kind: 'funding_drawdown', sourceType: 'funding_movement', loanId: null })
    expect(entry!.memo).toContain('01/03/2031')
    const line = await lineNow()
    expect(line).toMatchObject({ drawnCents: 1_000_000_000, availableCents: 4_000_000_000 })
  })
})

describe('a repayment', () => {
  it('of more principal than drawn is refused on principalCents', async () => {
    await pinBusinessDate(t.database.db, '2031-03-31')
    const over = await call(treasurer, 'POST', fill(lineMovementPaths.repayments), {
      principalCents: 1_000_000_001,
      interestCents: 0,
      movedOn: '2031-03-31',
      reference: 'PAGO1',
    })
    expect(over.statusCode).toBe(400)
    expect(over.json().errors).toEqual({ principalCents: ['too_big:1000000000'] })
    const nothing = await call(treasurer, 'POST', fill(lineMovementPaths.repayments), {
      principalCents: 0,
      interestCents: 0,
      movedOn: '2031-03-31',
      reference: 'PAGO1',
    })
    expect(nothing.json().errors).toEqual({ principalCents: ['too_small:1'] })
  })

  it('posts the principal against the liability and the interest as funding cost (the worked example)', async () => {
    const asked = await call(treasurer, 'POST', fill(lineMovementPaths.repayments), {
      principalCents: 250_000_000,
      interestCents: 10_000_000,
      movedOn: '2031-03-31',
      reference: 'PAGO0331',
    })
    expect(asked.statusCode, asked.body).toBe(202)
    const approved = await approve(treasurer2, (asked.json() as LineMovementsResponse).pending[0]!.approvalId)
    expect(approved.statusCode, approved.body).toBe(200)
    const after = await movements()
    expect(after.drawnCents).toBe(750_000_000)
    expect(after.items.map((item) => item.kind)).toEqual(['repayment', 'drawdown'])
    expect(await entryLines(after.items[0]!.journalEntryId)).toEqual([
      { account: '1101', debit: 0, credit: 260_000_000 },
      { account: '2101', debit: 250_000_000, credit: 0 },
      { account: '5201', debit: 10_000_000, credit: 0 },
    ])
    expect(await lineNow()).toMatchObject({ drawnCents: 750_000_000, availableCents: 4_250_000_000 })
    const rows = await t.database.db
      .select()
      .from(fundingLineMovements)
      .where(eq(fundingLineMovements.lineId, lineId))
    expect(rows).toHaveLength(2)
  })

  it('the reconciliation compares the liability with the lines drawn, each day', async () => {
    // On top of what the demo's lines drew before 2031 (the seed's movements).
    expect(await fundingRow('2031-02-28')).toMatchObject({
      ledgerCents: -demoDrawn,
      subledgerCents: -demoDrawn,
    })
    expect(await fundingRow('2031-03-01')).toMatchObject({
      ledgerCents: -demoDrawn - 1_000_000_000,
      subledgerCents: -demoDrawn - 1_000_000_000,
      differenceCents: 0,
    })
    expect(await fundingRow('2031-03-31')).toMatchObject({
      ledgerCents: -demoDrawn - 750_000_000,
      subledgerCents: -demoDrawn - 750_000_000,
      differenceCents: 0,
    })
  })

  it('a line cannot be cut below what is drawn', async () => {
    const line = await lineNow()
    const cut = await call(admin, 'PUT', funderPaths.line.replace(':lineId', String(lineId)), {
      name: line.name,
      amountCents: 700_000_000,
      annualRateBps: line.annualRateBps,
      termMonths: line.termMonths,
      validFrom: line.validFrom,
      validTo: line.validTo,
      active: true,
      rules: line.rules,
      version: line.version,
    })
    expect(cut.statusCode).toBe(400)
    expect(cut.json().errors).toEqual({ amountCents: ['too_small:750000000'] })
  })
})

import { and, count, eq, isNull } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { directDebitLines, directDebitRuns } from '../../src/db/schema'
import { pinBusinessDate } from '../../src/features/business-date'
import { CARD, CLABE, directDebitSuite, type DebitLoan, type DirectDebitSuite } from '../helpers/direct-debit'
import type { TestApp } from '../helpers/test-app'

/** Direct debit (issue 35 item 3): the billing date's run, its file and the bank's answer, round trip. */
let s: DirectDebitSuite
let t: TestApp
let today = ''
let loanA: DebitLoan
let loanB: DebitLoan
let loanC: DebitLoan
const as: DirectDebitSuite['as'] = (...args) => s.as(...args)
const upload: DirectDebitSuite['upload'] = (...args) => s.upload(...args)
const countOf: DirectDebitSuite['countOf'] = (table) => s.countOf(table)
let tokens: Record<string, string>
let billingDate = ''
const paymentsOn: DirectDebitSuite['paymentsOn'] = (loanId) => s.paymentsOn(loanId)

beforeAll(async () => {
  s = await directDebitSuite()
  ;({ t, tokens, today, billingDate, loanA, loanB, loanC } = s)
  // Loan A's mandate, on a CLABE, signed; loan C's revoked (left out of the run).
  await s.registerWithAuthorization(loanA, {
    accountKind: 'clabe',
    accountNumber: CLABE,
    holderName: 'José Luis Hernández Pérez',
    maxAmountCents: 5_000_000,
  })
  const other = await as('cobranza', 'POST', '/api/v1/direct-debit/mandates', {
    loanId: loanC.loanId,
    accountKind: 'card',
    accountNumber: CARD,
    holderName: 'Pedro Gómez',
    maxAmountCents: 100_000,
  })
  const revoked = await s.revoke(other.json(), 'El cliente canceló la domiciliación')
  expect(revoked.statusCode).toBe(200)
}, 240_000)
afterAll(() => t.close())

describe('the round trip', () => {
  let runId = 0
  const cap = 30_000 // loan B's mandate caps each debit at $300.00

  it('a run has one debit per active, signed mandate with an installment due; asking again answers it', async () => {
    await s.registerWithAuthorization(loanB, {
      accountKind: 'card',
      accountNumber: CARD,
      holderName: 'María Peña',
      maxAmountCents: cap,
    })
    const created = await as('tesoreria', 'POST', '/api/v1/direct-debit/runs', { billingDate })
    expect(created.statusCode, created.body).toBe(201)
    runId = created.json().id
    const amountB = Math.min(loanB.nextDueCents, cap)
    expect(created.json()).toMatchObject({
      billingDate,
      lineCount: 2,
      totalCents: loanA.nextDueCents + amountB,
      pendingCount: 2,
    })
    const again = await as('tesoreria', 'POST', '/api/v1/direct-debit/runs', { billingDate })
    expect(again.statusCode).toBe(200)
    expect(again.json().id).toBe(runId)
    expect(await countOf(directDebitRuns)).toBe(1)

    const file = await as('tesoreria', 'GET', `/api/v1/direct-debit/runs/${runId}/file`)
    expect(file.statusCode).toBe(200)
    const records = file.body.split('\r\n').filter(Boolean)
    expect(records).toHaveLength(4)
    expect(records.every((record) => record.length === 120)).toBe(true)
    const [first, second] = [loanA, loanB].sort((x, y) => x.loanId - y.loanId)
    expect(records[1]!.slice(8, 18)).toBe(first!.reference)
    expect(records[2]!.slice(8, 18)).toBe(second!.reference)
    const lineOfB = loanB === first ? records[1]! : records[2]!
    expect(lineOfB.slice(18, 40)).toBe('03' + CARD.padEnd(20))
    expect(lineOfB.slice(40, 55)).toBe(String(amountB).padStart(15, '0'))
    expect(lineOfB.slice(55, 95).trimEnd()).toBe('MARIA PENA')
    expect(records[3]!.slice(0, 27)).toBe(
      '09' + '0000002' + String(loanA.nextDueCents + amountB).padStart(18, '0'),
    )
  })

  it('the sandbox answer collects A and rejects B; A has the payment on the billing date, B carries its reason', async () => {
    const lines = (await as('tesoreria', 'GET', `/api/v1/direct-debit/runs/${runId}/lines`)).json().items
    const sequenceOfB = lines.find((line: { loanId: number }) => line.loanId === loanB.loanId).sequence
    const answer = await as('tesoreria', 'POST', `/api/v1/direct-debit/runs/${runId}/sandbox-answer`, {
      rejections: [{ sequence: sequenceOfB, code: '01' }],
    })
    expect(answer.statusCode).toBe(200)
    expect(answer.body).toContain('BANCO SANDBOX')
    // The bank answers after debiting: before the billing date the answer is refused.
    const early = await upload(
      'tesoreria',
      `/api/v1/direct-debit/runs/${runId}/answers`,
      'resp.txt',
      'text/plain',
      Buffer.from(answer.body),
    )
    if (billingDate > today) {
      expect(early.statusCode).toBe(400)
      expect(early.json().errors).toEqual({ billingDate: ['date_in_future'] })
      await pinBusinessDate(t.database.db, billingDate)
    }
    const before = await paymentsOn(loanA.loanId)
    const applied = await upload(
      'tesoreria',
      `/api/v1/direct-debit/runs/${runId}/answers`,
      'resp.txt',
      'text/plain',
      Buffer.from(answer.body),
    )
    expect(applied.statusCode, applied.body).toBe(200)
    expect(applied.json()).toEqual({ runId, lines: 2, collected: 1, rejected: 1, refused: 0, duplicates: 0 })
    const after = await paymentsOn(loanA.loanId)
    expect(after).toHaveLength(before.length + 1)
    const payment = after.find((candidate) => !before.some((old) => old.id === candidate.id))!
    expect(payment).toMatchObject({
      amountCents: loanA.nextDueCents,
      paidOn: billingDate,
      method: 'domiciliacion',
    })
    const answered = (await as('tesoreria', 'GET', `/api/v1/direct-debit/runs/${runId}/lines`)).json().items
    expect(answered.find((line: { loanId: number }) => line.loanId === loanA.loanId)).toMatchObject({
      status: 'collected',
      resultCode: '00',
      paymentId: payment.id,
    })
    expect(answered.find((line: { loanId: number }) => line.loanId === loanB.loanId)).toMatchObject({
      status: 'rejected',
      resultCode: '01',
      reason: 'insufficient_funds',
      paymentId: null,
    })
    const run = (await as('cobranza', 'GET', `/api/v1/direct-debit/runs/${runId}`)).json()
    expect(run).toMatchObject({
      collectedCount: 1,
      collectedCents: loanA.nextDueCents,
      rejectedCount: 1,
      pendingCount: 0,
    })

    // The same answer again posts nothing.
    const twice = await upload(
      'tesoreria',
      `/api/v1/direct-debit/runs/${runId}/answers`,
      'resp.txt',
      'text/plain',
      Buffer.from(answer.body),
    )
    expect(twice.json()).toEqual({ runId, lines: 2, collected: 0, rejected: 0, refused: 0, duplicates: 2 })
    expect(await paymentsOn(loanA.loanId)).toHaveLength(before.length + 1)
  })

  it('a malformed answer or wrong trailer totals is a 400 naming it, and posts nothing', async () => {
    const answer = (await as('tesoreria', 'POST', `/api/v1/direct-debit/runs/${runId}/sandbox-answer`, {}))
      .body
    const records = answer.split('\r\n').filter(Boolean)
    const badTotal = [
      ...records.slice(0, -1),
      records.at(-1)!.slice(0, 9) + '000000000000000001' + records.at(-1)!.slice(27),
    ]
    const wrongTotal = await upload(
      'tesoreria',
      `/api/v1/direct-debit/runs/${runId}/answers`,
      'r.txt',
      'text/plain',
      Buffer.from(badTotal.join('\r\n')),
    )
    expect(wrongTotal.statusCode).toBe(400)
    expect(Object.keys(wrongTotal.json().errors)).toEqual(['trailer.totalCents'])
    // Another run's answer, and a debit the run never sent (its amount changed, the trailer made to agree).
    const otherRun = [records[0]!.slice(0, 3) + '9999999' + records[0]!.slice(10), ...records.slice(1)]
    const foreign = await upload(
      'tesoreria',
      `/api/v1/direct-debit/runs/${runId}/answers`,
      'r.txt',
      'text/plain',
      Buffer.from(otherRun.join('\r\n')),
    )
    expect(foreign.statusCode).toBe(400)
    expect(foreign.json().errors).toEqual({ 'lines.1': ['unknown_reference'] })
    const bumped =
      records[1]!.slice(0, 40) +
      String(Number(records[1]!.slice(40, 55)) + 1).padStart(15, '0') +
      records[1]!.slice(55)
    const trailer = records.at(-1)!
    const newTotal = String(Number(trailer.slice(9, 27)) + 1).padStart(18, '0')
    const changed = [
      records[0]!,
      bumped,
      ...records.slice(2, -1),
      trailer.slice(0, 9) + newTotal + trailer.slice(27),
    ]
    const unsent = await upload(
      'tesoreria',
      `/api/v1/direct-debit/runs/${runId}/answers`,
      'r.txt',
      'text/plain',
      Buffer.from(changed.join('\r\n')),
    )
    expect(unsent.statusCode).toBe(400)
    expect(unsent.json().errors).toEqual({ 'lines.2': ['unknown_reference'] })
    const garbage = await upload(
      'tesoreria',
      `/api/v1/direct-debit/runs/${runId}/answers`,
      'r.txt',
      'text/plain',
      Buffer.from('hola\n'),
    )
    expect(garbage.statusCode).toBe(400)
    expect(garbage.json().errors).toEqual({ file: ['invalid_format'] })
    const missing = await t.as(tokens.tesoreria!, {
      method: 'POST',
      url: `/api/v1/direct-debit/runs/${runId}/answers`,
    })
    expect(missing.statusCode).toBe(400)
    expect(missing.json().errors).toEqual({ file: ['file_missing'] })
    const badRun = await as('tesoreria', 'POST', '/api/v1/direct-debit/runs', { billingDate: '2026-02-30' })
    expect(badRun.statusCode).toBe(400)
    expect(badRun.json().errors).toHaveProperty('billingDate')
    const paid = await t.database.db
      .select({ n: count() })
      .from(directDebitLines)
      .where(
        and(
          eq(directDebitLines.runId, runId),
          eq(directDebitLines.status, 'collected'),
          isNull(directDebitLines.reason),
        ),
      )
    expect(paid[0]!.n).toBe(1)
    expect(await countOf(directDebitRuns)).toBe(1)
  })

  it('the debits come a page at a time, by status or text; a bad filter is a 400 naming it', async () => {
    const url = `/api/v1/direct-debit/runs/${runId}/lines`
    const second = await as('cobranza', 'GET', `${url}?itemsPerPage=1&page=2`)
    expect(second.statusCode).toBe(200)
    expect(second.json().total).toBe(2)
    expect(second.json().items.map((line: { sequence: number }) => line.sequence)).toEqual([2])
    const rejected = (await as('cobranza', 'GET', `${url}?status=rejected`)).json()
    expect(rejected.items.map((line: { loanId: number }) => line.loanId)).toEqual([loanB.loanId])
    const byReference = (await as('cobranza', 'GET', `${url}?q=${loanA.reference}`)).json()
    expect(byReference).toMatchObject({ total: 1, items: [{ loanId: loanA.loanId }] })
    const byHolder = (await as('cobranza', 'GET', `${url}?q=pe%C3%B1a`)).json()
    expect(byHolder.items.map((line: { loanId: number }) => line.loanId)).toEqual([loanB.loanId])
    const bad = await as('cobranza', 'GET', `${url}?status=lost&itemsPerPage=0`)
    expect(bad.statusCode).toBe(400)
    expect(Object.keys(bad.json().errors).sort()).toEqual(['itemsPerPage', 'status'])
  })
})

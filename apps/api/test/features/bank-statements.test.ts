import { readFileSync } from 'node:fs'
import { and, count, eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  auditEvents,
  bankStatementLines,
  pldAlerts,
  bankStatements,
  creditApplications,
  loanPayments,
  loans,
} from '../../src/db/schema'
import { replaceLineMatchers, type LoanMatch } from '../../src/features/bank-statements'
import { referenceCandidates, clabeCandidates } from '../../src/features/bank-statements'
import { businessDateOf } from '../../src/features/business-date'
import { JobWorker } from '../../src/features/jobs'
import { addDays } from '../../src/lending'
import { statementCsv, statementUpload, type Movement } from '../helpers/bank-statement-files'
import { signInDemo } from '../helpers/demo-sign-in'
import { createTestApp, type TestApp } from '../helpers/test-app'

/** Bank statements (issue 35, item 2): import, idempotency, matching, posting, the queue and its refusals. */
let t: TestApp
const tokens: Record<string, string> = {}
let today = ''
interface Loan extends LoanMatch {
  origin: string
  name: string
  nextDueCents: number
}
let loanA: Loan
let loanB: Loan
/** The injected matchers' books: payment reference → loan, referenced CLABE → loan. */
const references = new Map<string, LoanMatch>()
const clabes = new Map<string, LoanMatch>()

const upload = (who: string, name: string, text: string | Buffer, query = '') =>
  t.as(tokens[who]!, {
    method: 'POST',
    url: `/api/v1/bank-statements${query}`,
    ...statementUpload(name, text),
  })
const get = (who: string, url: string) => t.as(tokens[who]!, { method: 'GET', url })
const post = (who: string, url: string, payload: object) =>
  t.as(tokens[who]!, { method: 'POST', url, payload })
const paymentsOn = async (loan: Loan) =>
  (await t.database.db.select().from(loanPayments).where(eq(loanPayments.loanId, loan.loanId))).filter(
    (payment) => !payment.reversedAt,
  )
const linesOf = async (statementId: number) =>
  t.database.db
    .select()
    .from(bankStatementLines)
    .where(eq(bankStatementLines.statementId, statementId))
    .orderBy(bankStatementLines.lineNo)
const count$ = async (table: typeof bankStatements | typeof bankStatementLines) =>
  (await t.database.db.select({ n: count() }).from(table))[0]!.n

beforeAll(async () => {
  t = await createTestApp()
  await signInDemo(t, tokens, ['tesoreria', 'tesoreria2', 'cobranza', 'admin'])
  today = await businessDateOf(t.database.db)
  const active = await t.database.db
    .select({
      loanId: loans.id,
      applicationId: loans.applicationId,
      origin: creditApplications.product,
      name: creditApplications.applicantName,
      nextDueCents: loans.nextDueCents,
    })
    .from(loans)
    .innerJoin(creditApplications, eq(creditApplications.id, loans.applicationId))
    .where(inArray(loans.status, ['active', 'written_off']))
    .orderBy(loans.id)
  const owing = await t.database.db
    .select({ id: loans.id, balanceCents: loans.balanceCents, status: loans.status })
    .from(loans)
  const big = new Set(
    owing.filter((loan) => loan.status === 'active' && loan.balanceCents > 1_000_000).map((loan) => loan.id),
  )
  // Two loans whose amounts due no other loan shares (the suggestion must be the one), owing over 10 000.00.
  const unique = active.filter(
    (loan) =>
      big.has(loan.loanId) &&
      loan.nextDueCents > 0 &&
      active.filter((other) => other.nextDueCents === loan.nextDueCents).length === 1,
  )
  ;[loanA, loanB] = unique as [Loan, Loan]
  references.set('REFA000001', loanA)
  references.set('REFB000002', loanB)
  clabes.set('646180123400000019', loanB)
  replaceLineMatchers([
    {
      kind: 'reference',
      match: async (_db, line) => referenceCandidates(line).flatMap((word) => references.get(word) ?? []),
    },
    {
      kind: 'clabe',
      match: async (_db, line) => clabeCandidates(line).flatMap((clabe) => clabes.get(clabe) ?? []),
    },
  ])
}, 240_000)
afterAll(() => t.close())

describe('who may', () => {
  it('a role without bank_statement gets 403 on every route', async () => {
    const csv = statementCsv([{ day: today, cents: 100 }])
    expect((await upload('cobranza', 'a.csv', csv)).statusCode).toBe(403)
    expect((await get('cobranza', '/api/v1/bank-statements')).statusCode).toBe(403)
    expect((await get('cobranza', '/api/v1/bank-statements/queue')).statusCode).toBe(403)
    expect(
      (await post('cobranza', '/api/v1/bank-statements/lines/1/return', { reason: 'xyz', version: 1 }))
        .statusCode,
    ).toBe(403)
    expect(await count$(bankStatements)).toBe(0)
  })
})

describe('hostile files', () => {
  const fixture = (name: string) =>
    readFileSync(new URL(`../fixtures/bank-statements/${name}`, import.meta.url))

  it('bad lines answer 400 naming each line, a foreign currency is refused, nothing is written', async () => {
    const bad = await upload('tesoreria', 'bad-lines.csv', fixture('bad-lines.csv'))
    expect(bad.statusCode).toBe(400)
    expect(bad.json().errors).toEqual({
      'lines.3': ['invalid_date'],
      'lines.5': ['invalid_value'],
      'lines.6': ['invalid_value'],
    })
    const usd = await upload('tesoreria', 'usd.xml', fixture('usd-camt053.xml'))
    expect(usd.statusCode).toBe(400)
    expect(usd.json().code).toBe('wrong_currency')
    expect(usd.json().errors).toEqual({ 'lines.21': ['wrong_currency:USD'] })
    const cut = await upload('tesoreria', 'cut.xml', fixture('truncated-camt053.xml'))
    expect(cut.statusCode).toBe(400)
    const mt = await upload('tesoreria', 'bad.sta', fixture('bad-mt940.sta'))
    expect(mt.json().errors).toEqual({ 'lines.4': ['invalid_date'], 'lines.6': ['invalid_format'] })
    const layout = await upload('tesoreria', 'a.csv', fixture('mx-movimientos.csv'), '?layoutId=nope')
    expect(layout.statusCode).toBe(400)
    expect(layout.json().errors).toEqual({ layoutId: ['invalid_choice'] })
    expect(
      (await t.as(tokens.tesoreria!, { method: 'POST', url: '/api/v1/bank-statements' })).statusCode,
    ).toBe(400)
    expect(await count$(bankStatements)).toBe(0)
    expect(await count$(bankStatementLines)).toBe(0)
  })

  it('a file over the upload limit is a 413', async () => {
    const big = Buffer.alloc(10 * 1024 * 1024 + 10, 'a')
    expect((await upload('tesoreria', 'huge.csv', big)).statusCode).toBe(413)
  })
})

describe('import, matching and posting', () => {
  // Line 2: by reference (loan A); line 3: by CLABE (loan B); line 4: loan A's reference but more than it
  // owes (refused); line 5: a debit (kept, not matched).
  const first: Movement[] = [
    { day: '', cents: 150_000, reference: 'PAGO REFA000001', tracking: 'TRK-1', payer: 'ALGUIEN' },
    {
      day: '',
      cents: 80_000,
      reference: 'ABONO',
      tracking: 'TRK-2',
      payer: 'ALGUIEN',
      paidTo: '646180123400000019',
    },
    { day: '', cents: 900_000_000, reference: 'REFA000001', tracking: 'TRK-3', payer: 'ALGUIEN' },
    { day: '', cents: 5_80, debit: true, reference: 'COMISION', tracking: 'TRK-4' },
  ]
  let csv = ''
  let statementId = 0

  it('posts matched credit lines as payments on their value date, keeps the refused in the queue with the reason', async () => {
    first.forEach((movement) => (movement.day = today))
    csv = statementCsv(first)
    const beforeA = (await paymentsOn(loanA)).length
    const beforeB = (await paymentsOn(loanB)).length
    const response = await upload('tesoreria', 'hoy.csv', csv)
    expect(response.statusCode, response.body).toBe(201)
    const answer = response.json()
    statementId = answer.statementId
    // 4 lines: 2 posted, 1 refused (waits), 1 debit (neither).
    expect(answer).toEqual({ statementId, lines: 4, matched: 2, unmatched: 1, duplicates: 0, status: 'done' })
    const lines = await linesOf(statementId)
    expect(lines.map((line) => [line.status, line.matchedBy])).toEqual([
      ['posted', 'reference'],
      ['posted', 'clabe'],
      ['refused', 'reference'],
      ['debit', null],
    ])
    expect(lines[2]!.reason).toMatch(/^too_big:\d+$/)
    const paymentsA = await paymentsOn(loanA)
    expect(paymentsA).toHaveLength(beforeA + 1)
    expect(paymentsA.at(-1)).toMatchObject({
      amountCents: 150_000,
      paidOn: today,
      method: 'spei',
      reference: 'TRK-1',
    })
    expect(await paymentsOn(loanB)).toHaveLength(beforeB + 1)
  })

  it('the payment is visible on the loan through its API', async () => {
    const loan = await get('admin', `/api/v1/credit-applications/${loanA.origin}/${loanA.applicationId}/loan`)
    expect(loan.statusCode).toBe(200)
    expect(loan.json().payments).toContainEqual(
      expect.objectContaining({ reference: 'TRK-1', amountCents: 150_000, paidOn: today, method: 'spei' }),
    )
  })

  it('the same file again answers the same statement and posts nothing', async () => {
    const paymentsA = (await paymentsOn(loanA)).length
    const again = await upload('tesoreria', 'otra-vez.csv', csv)
    expect(again.statusCode).toBe(201)
    expect(again.json()).toEqual({
      statementId,
      lines: 4,
      matched: 2,
      unmatched: 1,
      duplicates: 4,
      status: 'done',
    })
    expect(await paymentsOn(loanA)).toHaveLength(paymentsA)
    expect(await count$(bankStatements)).toBe(1)
  })

  it('an overlapping statement stores and posts each movement once', async () => {
    const paymentsA = (await paymentsOn(loanA)).length
    const next = statementCsv([
      first[0]!,
      { day: today, cents: 20_000, reference: 'REFA000001 SEGUNDO', tracking: 'TRK-5', payer: 'ALGUIEN' },
    ])
    const response = await upload('tesoreria', 'manana.csv', next)
    expect(response.json()).toMatchObject({ lines: 2, matched: 1, unmatched: 0, duplicates: 1 })
    expect(response.json().statementId).not.toBe(statementId)
    // One new payment (the second line); the first was posted by yesterday's file.
    expect(await paymentsOn(loanA)).toHaveLength(paymentsA + 1)
  })
})

describe('suggestions and the queue', () => {
  let suggested: { id: number; version: number }
  let ambiguous: { id: number; version: number }
  let stranger: { id: number; version: number }
  let another: { id: number; version: number }

  it('a line of a loan’s amount due and a resembling name is suggested, never posted by itself', async () => {
    const before = (await paymentsOn(loanB)).length
    // The bank writes the name upper-cased, surnames first.
    const payer = loanB.name.toUpperCase().split(' ').reverse().join(' ')
    // Its amount due now (the payments above changed it).
    const [{ nextDueCents }] = (await t.database.db
      .select({ nextDueCents: loans.nextDueCents })
      .from(loans)
      .where(eq(loans.id, loanB.loanId))) as [{ nextDueCents: number }]
    const response = await upload(
      'tesoreria',
      'cola.csv',
      statementCsv([
        { day: today, cents: nextDueCents, reference: 'MENSUALIDAD', tracking: 'S-1', payer },
        { day: today, cents: 30_000, reference: 'REFA000001 REFB000002', tracking: 'S-2', payer: 'X' },
        { day: today, cents: 300_000, reference: 'SIN REFERENCIA', tracking: 'S-3', payer: 'NADIE CONOCIDO' },
        { day: today, cents: 10_000, reference: 'SIN REFERENCIA', tracking: 'S-4', payer: 'NADIE CONOCIDO' },
      ]),
    )
    expect(response.json()).toMatchObject({ lines: 4, matched: 0, unmatched: 4, duplicates: 0 })
    const queue = await get('tesoreria', '/api/v1/bank-statements/queue?itemsPerPage=100')
    const items: Array<{
      bankReference: string
      status: string
      id: number
      version: number
      candidates: Array<{ applicationId: number }>
    }> = queue.json().items
    const of = (reference: string) => items.find((item) => item.bankReference === reference)!
    expect(of('S-1').status).toBe('suggested')
    expect(of('S-1').candidates.map((candidate) => candidate.applicationId)).toContain(loanB.applicationId)
    expect(of('S-2').status).toBe('ambiguous')
    expect(
      of('S-2')
        .candidates.map((candidate) => candidate.applicationId)
        .sort(),
    ).toEqual([loanA.applicationId, loanB.applicationId].sort())
    expect(of('S-3').status).toBe('unmatched')
    expect(await paymentsOn(loanB)).toHaveLength(before)
    suggested = of('S-1')
    ambiguous = of('S-2')
    stranger = of('S-3')
    another = of('S-4')
  })

  it('a person matches the suggested line: posted on the loan, audited', async () => {
    const before = (await paymentsOn(loanB)).length
    const url = `/api/v1/bank-statements/lines/${suggested.id}/match`
    const matched = await post('tesoreria', url, {
      applicationId: loanB.applicationId,
      version: suggested.version,
    })
    expect(matched.statusCode, matched.body).toBe(204)
    expect(await paymentsOn(loanB)).toHaveLength(before + 1)
    const [audit] = await t.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'bank_statement.line_matched'))
    expect(audit?.data).toMatchObject({ lineId: suggested.id, matchedBy: 'manual' })
    // Resolved already: a second try is a 409.
    const again = await post('tesoreria', url, {
      applicationId: loanB.applicationId,
      version: suggested.version + 1,
    })
    expect(again.statusCode).toBe(409)
    expect(again.json().code).toBe('line_resolved')
  })

  it('a split must sum to the line (400, nothing written), then posts one payment per loan', async () => {
    const url = `/api/v1/bank-statements/lines/${stranger.id}/split`
    const beforeA = (await paymentsOn(loanA)).length
    const beforeB = (await paymentsOn(loanB)).length
    // 1 000.00 + 1 500.00 = 2 500.00, not the line's 3 000.00.
    const wrong = await post('tesoreria', url, {
      parts: [
        { applicationId: loanA.applicationId, amountCents: 100_000 },
        { applicationId: loanB.applicationId, amountCents: 150_000 },
      ],
      version: stranger.version,
    })
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json().errors).toEqual({ parts: ['must_equal:300000'] })
    expect(await paymentsOn(loanA)).toHaveLength(beforeA)
    // 1 000.00 + 2 000.00 = 3 000.00.
    const split = await post('tesoreria', url, {
      parts: [
        { applicationId: loanA.applicationId, amountCents: 100_000 },
        { applicationId: loanB.applicationId, amountCents: 200_000 },
      ],
      version: stranger.version,
    })
    expect(split.statusCode, split.body).toBe(204)
    expect((await paymentsOn(loanA)).at(-1)).toMatchObject({ amountCents: 100_000, reference: 'S-3' })
    expect((await paymentsOn(loanB)).at(-1)).toMatchObject({ amountCents: 200_000, reference: 'S-3' })
    expect(await paymentsOn(loanA)).toHaveLength(beforeA + 1)
    expect(await paymentsOn(loanB)).toHaveLength(beforeB + 1)
  })

  it('a return needs a reason and posts nothing', async () => {
    const url = `/api/v1/bank-statements/lines/${ambiguous.id}/return`
    const bad = await post('tesoreria', url, { reason: '', version: 'x' })
    expect(bad.statusCode).toBe(400)
    expect(Object.keys(bad.json().errors).sort()).toEqual(['reason', 'version'])
    const returned = await post('tesoreria', url, {
      reason: 'Dos referencias: se devuelve al ordenante',
      version: ambiguous.version,
    })
    expect(returned.statusCode).toBe(204)
    const [line] = await t.database.db
      .select()
      .from(bankStatementLines)
      .where(eq(bankStatementLines.id, ambiguous.id))
    expect(line).toMatchObject({
      status: 'returned',
      returnReason: 'Dos referencias: se devuelve al ordenante',
    })
  })

  it('two people resolving one line at once: one wins, the other gets a 409', async () => {
    const answers = await Promise.all([
      post('tesoreria', `/api/v1/bank-statements/lines/${another.id}/return`, {
        reason: 'Desconocido',
        version: another.version,
      }),
      post('tesoreria2', `/api/v1/bank-statements/lines/${another.id}/match`, {
        applicationId: loanA.applicationId,
        version: another.version,
      }),
    ])
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([204, 409])
  })

  it('the daily summary counts what was posted, waits and was returned', async () => {
    const summary = await get('tesoreria', `/api/v1/bank-statements/summary?from=${today}&to=${today}`)
    expect(summary.statusCode).toBe(200)
    const lines = await t.database.db
      .select()
      .from(bankStatementLines)
      .where(and(eq(bankStatementLines.valueDate, today), eq(bankStatementLines.direction, 'credit')))
    const sum = (status: string[]) => lines.filter((line) => status.includes(line.status))
    // Posted today: TRK-1, TRK-2, TRK-5, S-1, S-3 (and S-4 if the match won); waiting: TRK-3 (refused);
    // returned: S-2 (and S-4 if the return won).
    const posted = sum(['posted'])
    expect(posted.length).toBeGreaterThanOrEqual(5)
    expect(summary.json().items).toEqual([
      {
        day: today,
        postedCount: posted.length,
        postedCents: posted.reduce((total, line) => total + line.amountCents, 0),
        waitingCount: 1,
        waitingCents: 900_000_000,
        returnedCount: sum(['returned']).length,
        returnedCents: sum(['returned']).reduce((total, line) => total + line.amountCents, 0),
      },
    ])
    expect(posted.length + sum(['returned']).length).toBe(7)
  })
})

describe('a big file', () => {
  it('runs as a job with progress; a value date outside the window is refused, not posted', async () => {
    // 300 movements (more than the 200 matched in the request): debits of 1.00 … 300.00 and one credit of
    // loan A's reference dated 400 days ago.
    const old = addDays(today, -400)
    const movements: Movement[] = Array.from({ length: 300 }, (_, i) => ({
      day: today,
      cents: (i + 1) * 100,
      debit: true,
      tracking: `BIG-${i}`,
    }))
    movements.push({ day: old, cents: 10_000, reference: 'REFA000001', tracking: 'OLD-1', payer: 'X' })
    const response = await upload('tesoreria', 'grande.csv', statementCsv(movements))
    expect(response.json()).toMatchObject({ lines: 301, matched: 0, duplicates: 0, status: 'matching' })
    const id = response.json().statementId
    expect((await get('tesoreria', `/api/v1/bank-statements/${id}`)).json()).toMatchObject({
      status: 'matching',
      processedLines: 0,
    })
    await new JobWorker(t.database, { schedules: false }).drain()
    const after = (await get('tesoreria', `/api/v1/bank-statements/${id}`)).json()
    expect(after).toMatchObject({
      status: 'done',
      processedLines: 301,
      newLines: 301,
      postedCount: 0,
      waitingCount: 1,
    })
    // Debits 1.00 + 2.00 + … + 300.00 = 300 × 301 / 2 = 45 150.00 pesos.
    expect(after.debitCents).toBe(4_515_000)
    const [refused] = await t.database.db
      .select()
      .from(bankStatementLines)
      .where(and(eq(bankStatementLines.statementId, id), inArray(bankStatementLines.status, ['refused'])))
    expect(refused!.reason).toMatch(/^(value_date_too_old:\d+|date_out_of_range)$/)
  })
})

describe('money-laundering prevention where the money comes in (issue 35, item 5)', () => {
  it("a payer on the UIF's blocked list holds the line: no payment, the officer's alert raised, a person's match refused", async () => {
    // The demo's UIF list (pld.seed.ts) names Aurelio Bastida Quintanar.
    const before = (await paymentsOn(loanA)).length
    const response = await upload(
      'tesoreria',
      'bloqueado.csv',
      statementCsv([
        {
          day: today,
          cents: 10_000,
          reference: 'REFA000001',
          tracking: 'TRK-PLD',
          payer: 'AURELIO BASTIDA QUINTANAR',
        },
      ]),
    )
    expect(response.statusCode, response.body).toBe(201)
    expect(response.json()).toMatchObject({ lines: 1, matched: 0, unmatched: 1 })
    const [line] = await linesOf(response.json().statementId)
    expect(line).toMatchObject({ status: 'refused', reason: 'pld_hold', matchedBy: 'reference' })
    expect(await paymentsOn(loanA)).toHaveLength(before)
    const alerts = await t.database.db
      .select({ subjectName: pldAlerts.subjectName, list: pldAlerts.list, status: pldAlerts.status })
      .from(pldAlerts)
      .where(eq(pldAlerts.screeningPoint, 'payment'))
    expect(alerts).toContainEqual({
      subjectName: 'AURELIO BASTIDA QUINTANAR',
      list: 'uif_lpb',
      status: 'open',
    })
    // A person cannot post it either while the alert is open: 409 naming the loan.
    const match = await post('tesoreria', `/api/v1/bank-statements/lines/${line!.id}/match`, {
      applicationId: loanA.applicationId,
      version: line!.version,
    })
    expect(match.statusCode).toBe(409)
    expect(match.json()).toMatchObject({ code: 'pld_hold', errors: { applicationId: ['pld_hold'] } })
    expect(await paymentsOn(loanA)).toHaveLength(before)
  })
})

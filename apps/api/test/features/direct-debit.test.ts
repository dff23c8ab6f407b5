import { and, count, eq, gt, gte, isNull } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { clabeCheckDigit, type AbilityRule } from '@mesa/contracts'
import {
  auditEvents,
  directDebitLines,
  directDebitMandates,
  directDebitRuns,
  loanPaymentReferences,
  loanPayments,
  loans,
  roles,
} from '../../src/db/schema'
import { businessDateOf, pinBusinessDate } from '../../src/features/business-date'
import { signInDemo } from '../helpers/demo-sign-in'
import { multipart } from '../helpers/field-visits'
import { pdfBytes } from '../helpers/file-bytes'
import { createTestApp, type TestApp } from '../helpers/test-app'
import { createUserWithRules } from '../helpers/users'

/** Direct debit (issue 35 item 3): mandates, the billing date's file and the bank's answer, round trip. */
let t: TestApp
const tokens: Record<string, string> = {}
let today = ''
/** The billing date: the day the chosen loans' next installment falls due (after today in the demo). */
let billingDate = ''
interface Loan {
  loanId: number
  applicationId: number
  nextDueCents: number
  reference: string
}
let loanA: Loan
let loanB: Loan
let loanC: Loan

// A CLABE of bank 002 (Banamex) with its check digit computed by the rule (3, 7, 1 weights).
const clabeBody = '00218000012345678'
const CLABE = clabeBody + clabeCheckDigit(clabeBody)
const CARD = '4111111111111111' // Luhn-valid test number

const as = (who: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.as(tokens[who]!, { method, url, ...(payload ? { payload } : {}) })
const upload = (
  who: string,
  url: string,
  name: string,
  type: string,
  bytes: Buffer,
  method: 'POST' | 'PUT' = 'POST',
) => t.as(tokens[who]!, { method, url, ...multipart({}, { name, type, bytes }) })
const countOf = async (table: typeof directDebitMandates | typeof directDebitRuns) =>
  (await t.database.db.select({ n: count() }).from(table))[0]!.n
const paymentsOn = async (loanId: number) =>
  (await t.database.db.select().from(loanPayments).where(eq(loanPayments.loanId, loanId))).filter(
    (payment) => !payment.reversedAt,
  )

async function registerWithAuthorization(loan: Loan, body: object) {
  const created = await as('mesa', 'POST', '/api/v1/direct-debit/mandates', { loanId: loan.loanId, ...body })
  expect(created.statusCode, created.body).toBe(201)
  const id = created.json().id as number
  const signed = await upload(
    'mesa',
    `/api/v1/direct-debit/mandates/${id}/authorization`,
    'autorizacion.pdf',
    'application/pdf',
    pdfBytes('firma'),
  )
  expect(signed.statusCode, signed.body).toBe(200)
  return signed.json()
}

beforeAll(async () => {
  t = await createTestApp()
  await signInDemo(t, tokens, ['tesoreria', 'cobranza', 'mesa', 'ventas'])
  today = await businessDateOf(t.database.db)
  // Active loans whose next installment falls due on one day, owing well beyond it (a payment of it is taken).
  const active = await t.database.db
    .select({
      loanId: loans.id,
      applicationId: loans.applicationId,
      nextDueCents: loans.nextDueCents,
      nextDueDate: loans.nextDueDate,
      balanceCents: loans.balanceCents,
      reference: loanPaymentReferences.reference,
    })
    .from(loans)
    .innerJoin(loanPaymentReferences, eq(loanPaymentReferences.loanId, loans.id))
    .where(and(eq(loans.status, 'active'), gte(loans.nextDueDate, today), gt(loans.nextDueCents, 0)))
    .orderBy(loans.id)
  billingDate = active[0]!.nextDueDate!
  const roomy = active.filter(
    (loan) => loan.nextDueDate === billingDate && loan.balanceCents > loan.nextDueCents * 2,
  )
  expect(roomy.length).toBeGreaterThanOrEqual(3)
  loanA = roomy[0]!
  loanB = roomy[1]!
  loanC = roomy[2]!
}, 240_000)
afterAll(() => t.close())

describe('who may', () => {
  it('a seller gets 403 on every route, and nothing is written', async () => {
    const mandate = {
      loanId: 1,
      accountKind: 'clabe',
      accountNumber: CLABE,
      holderName: 'X Y',
      maxAmountCents: 1,
    }
    expect((await as('ventas', 'GET', '/api/v1/direct-debit/mandates')).statusCode).toBe(403)
    expect((await as('ventas', 'POST', '/api/v1/direct-debit/mandates', mandate)).statusCode).toBe(403)
    expect((await as('ventas', 'GET', '/api/v1/direct-debit/runs')).statusCode).toBe(403)
    expect((await as('ventas', 'POST', '/api/v1/direct-debit/runs', { billingDate: today })).statusCode).toBe(
      403,
    )
    expect((await as('ventas', 'GET', '/api/v1/direct-debit/runs/1/file')).statusCode).toBe(403)
    expect(
      (await upload('ventas', '/api/v1/direct-debit/runs/1/answers', 'a.txt', 'text/plain', Buffer.from('x')))
        .statusCode,
    ).toBe(403)
    expect(await countOf(directDebitMandates)).toBe(0)
  })

  it('treasury makes runs but registers no mandate; the desk registers but makes no run', async () => {
    const mandate = {
      loanId: loanA.loanId,
      accountKind: 'clabe',
      accountNumber: CLABE,
      holderName: 'Ana Pérez',
      maxAmountCents: 100,
    }
    expect((await as('tesoreria', 'POST', '/api/v1/direct-debit/mandates', mandate)).statusCode).toBe(403)
    expect((await as('mesa', 'POST', '/api/v1/direct-debit/runs', { billingDate: today })).statusCode).toBe(
      403,
    )
    expect(
      (await as('cobranza', 'POST', '/api/v1/direct-debit/runs', { billingDate: today })).statusCode,
    ).toBe(403)
    expect(await countOf(directDebitMandates)).toBe(0)
    expect(await countOf(directDebitRuns)).toBe(0)
  })

  it('a role scoped to its allies is refused even holding the subject (head-office records)', async () => {
    const rules: AbilityRule[] = [
      { action: 'read', subject: 'direct_debit' },
      { action: 'create', subject: 'direct_debit' },
    ]
    const scoped = await createUserWithRules(t.database.db, rules)
    await t.database.db.update(roles).set({ scope: 'own-allies' }).where(eq(roles.id, scoped.roleId))
    tokens.scoped = (await t.login(scoped.email, scoped.password)).accessToken
    for (const url of ['/api/v1/direct-debit/mandates', '/api/v1/direct-debit/runs'])
      expect({ url, status: (await as('scoped', 'GET', url)).statusCode }).toEqual({ url, status: 403 })
    const mandate = {
      loanId: loanA.loanId,
      accountKind: 'clabe',
      accountNumber: CLABE,
      holderName: 'Ana Pérez',
      maxAmountCents: 100,
    }
    expect((await as('scoped', 'POST', '/api/v1/direct-debit/mandates', mandate)).statusCode).toBe(403)
    expect(await countOf(directDebitMandates)).toBe(0)
  })
})

describe('bad mandates', () => {
  it('answer 400 naming each field, never 500, and write nothing', async () => {
    const wrongCheck = CLABE.slice(0, 17) + String((Number(CLABE[17]) + 1) % 10)
    const badClabe = await as('mesa', 'POST', '/api/v1/direct-debit/mandates', {
      loanId: loanA.loanId,
      accountKind: 'clabe',
      accountNumber: wrongCheck,
      holderName: 'Ana Pérez',
      maxAmountCents: 100_000,
    })
    expect(badClabe.statusCode).toBe(400)
    expect(badClabe.json().errors).toEqual({ accountNumber: ['invalid_check_digit'] })
    const badCard = await as('mesa', 'POST', '/api/v1/direct-debit/mandates', {
      loanId: loanA.loanId,
      accountKind: 'card',
      accountNumber: '4111111111111112',
      holderName: 'Ana Pérez',
      maxAmountCents: 100_000,
    })
    expect(badCard.json().errors).toEqual({ accountNumber: ['invalid_check_digit'] })
    const missing = await as('mesa', 'POST', '/api/v1/direct-debit/mandates', {
      accountKind: 'cheque',
      maxAmountCents: 1.5,
    })
    expect(missing.statusCode).toBe(400)
    expect(Object.keys(missing.json().errors).sort()).toEqual([
      'accountKind',
      'accountNumber',
      'holderName',
      'loanId',
      'maxAmountCents',
    ])
    const noLoan = await as('mesa', 'POST', '/api/v1/direct-debit/mandates', {
      loanId: 999_999,
      accountKind: 'card',
      accountNumber: CARD,
      holderName: 'Ana Pérez',
      maxAmountCents: 100,
    })
    expect(noLoan.statusCode).toBe(400)
    expect(noLoan.json().errors).toEqual({ loanId: ['not_found'] })
    expect(await countOf(directDebitMandates)).toBe(0)
  })
})

describe('mandates', () => {
  it('one active per loan (409 on a second), shown masked, revoked with date and reason, audited', async () => {
    const first = await registerWithAuthorization(loanA, {
      accountKind: 'clabe',
      accountNumber: CLABE.replace(/(\d{6})/, '$1 '),
      holderName: 'José Luis Hernández Pérez',
      maxAmountCents: 5_000_000,
    })
    expect(first).toMatchObject({
      accountLast4: CLABE.slice(-4),
      status: 'active',
      authorization: { fileName: 'autorizacion.pdf' },
    })
    expect(JSON.stringify(first)).not.toContain(CLABE)
    const [stored] = await t.database.db
      .select()
      .from(directDebitMandates)
      .where(eq(directDebitMandates.id, first.id))
    expect(stored!.accountSealed).not.toContain(CLABE)
    const second = await as('cobranza', 'POST', '/api/v1/direct-debit/mandates', {
      loanId: loanA.loanId,
      accountKind: 'card',
      accountNumber: CARD,
      holderName: 'José Luis Hernández Pérez',
      maxAmountCents: 100,
    })
    expect(second.statusCode).toBe(409)
    expect(second.json().code).toBe('mandate_already_active')
    // Loan C's mandate is revoked: it is left out of the run.
    const other = await as('cobranza', 'POST', '/api/v1/direct-debit/mandates', {
      loanId: loanC.loanId,
      accountKind: 'card',
      accountNumber: CARD,
      holderName: 'Pedro Gómez',
      maxAmountCents: 100_000,
    })
    expect(other.statusCode).toBe(201)
    const revoked = await as(
      'cobranza',
      'POST',
      `/api/v1/direct-debit/mandates/${other.json().id}/revocation`,
      {
        reason: 'El cliente canceló la domiciliación',
        version: other.json().version,
      },
    )
    expect(revoked.statusCode).toBe(200)
    expect(revoked.json()).toMatchObject({
      status: 'revoked',
      revokedOn: today,
      revocationReason: 'El cliente canceló la domiciliación',
    })
    const stale = await as(
      'cobranza',
      'POST',
      `/api/v1/direct-debit/mandates/${other.json().id}/revocation`,
      {
        reason: 'otra vez',
        version: other.json().version,
      },
    )
    expect(stale.statusCode).toBe(409)
    const actions = await t.database.db
      .select({ action: auditEvents.action })
      .from(auditEvents)
      .where(eq(auditEvents.entityType, 'direct_debit_mandate'))
    expect(actions.map(({ action }) => action).sort()).toEqual([
      'direct_debit.mandate_authorization_uploaded',
      'direct_debit.mandate_registered',
      'direct_debit.mandate_registered',
      'direct_debit.mandate_revoked',
    ])
  })
})

describe('the round trip', () => {
  let runId = 0
  const cap = 30_000 // loan B's mandate caps each debit at $300.00

  it('a run has one debit per active, signed mandate with an installment due; asking again answers it', async () => {
    await registerWithAuthorization(loanB, {
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
})

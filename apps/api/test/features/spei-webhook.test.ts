import { createHmac } from 'node:crypto'
import { and, count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditEvents, bankStatementLines, loanPayments, users } from '../../src/db/schema'
import { businessDateOf } from '../../src/features/business-date'
import { statementCsv, statementUpload } from '../helpers/bank-statement-files'
import { demoTokens } from '../helpers/demo-sign-in'
import { exampleLoan } from '../helpers/example-loans'
import { loanBase } from '../helpers/loan-session'
import { createTestApp, type TestApp } from '../helpers/test-app'

/*
 * Issue 35, item 2: the SPEI notification webhook. The sandbox provider signs the raw body with HMAC-SHA256
 * under SPEI_SANDBOX_SECRET; the webhook checks it before reading anything, stores the transfer once by its
 * tracking key, finds the loan by the referenced CLABE and posts the payment on the value date as the system
 * actor "Sistema (SPEI)"; a transfer to no loan's CLABE waits in the reconciliation queue.
 *
 * The example loan: 120 000.00 at 24 % over 12 months from 15 Jan 2026 (payment-references.test.ts). A SPEI of
 * 1 500.00 (150 000 centavos) to its referenced CLABE posts one payment of exactly 150 000 centavos.
 */
const SECRET = 'spei-sandbox-secret-for-the-tests-0123456789'
const URL = '/api/v1/bank-statements/spei/sandbox'
let t: TestApp
let tesoreria = ''
let cobranza = ''
let admin = ''
let today = ''
let clabe = ''
let loan: { origin: string; applicationId: number; folio: number }
let loanId = 0
const db = () => t.database.db

/** The signature as a provider computes it, by hand: HMAC-SHA256 of the exact bytes, hex, after `sha256=`. */
const signatureOf = (raw: string, secret = SECRET) =>
  `sha256=${createHmac('sha256', secret).update(raw).digest('hex')}`
const send = (raw: string, headers: Record<string, string> = { 'x-spei-signature': signatureOf(raw) }) =>
  t.app.inject({
    method: 'POST',
    url: URL,
    headers: { 'content-type': 'application/json', ...headers },
    payload: raw,
  })
const notification = (fields: Record<string, unknown> = {}) =>
  JSON.stringify({
    claveRastreo: 'MBAN01002611300001',
    fechaOperacion: today,
    montoCentavos: 150_000,
    cuentaBeneficiario: clabe,
    nombreOrdenante: 'JUAN PEREZ LOPEZ',
    cuentaOrdenante: '012180001234567897',
    conceptoPago: 'PAGO CREDITO',
    ...fields,
  })
const paymentsOf = () =>
  db()
    .select()
    .from(loanPayments)
    .where(and(eq(loanPayments.loanId, loanId)))
const speiLines = async () => (await db().select({ n: count() }).from(bankStatementLines))[0]!.n

beforeAll(async () => {
  t = await createTestApp({ speiSandboxSecret: SECRET })
  ;[tesoreria, cobranza, admin] = await demoTokens(t, ['tesoreria', 'cobranza', 'admin'])
  today = await businessDateOf(db())
  loan = await exampleLoan(t, {
    principalCents: 12_000_000,
    annualRateBps: 2_400,
    termMonths: 12,
    disbursedOn: '2026-01-15',
    firstDueDate: '2026-02-15',
  })
  const read = (await t.as(admin, { method: 'GET', url: loanBase(loan) })).json()
  loanId = read.id
  clabe = read.referencedClabe
}, 240_000)
afterAll(() => t.close())

describe('the signature is checked before anything is read', () => {
  it('no signature is a 401, a wrong one (another key, or another body) a 403; nothing stored', async () => {
    const raw = notification()
    expect((await send(raw, {})).statusCode).toBe(401)
    expect(
      (await send(raw, { 'x-spei-signature': signatureOf(raw, 'another-key-of-forty-characters-0000000') }))
        .statusCode,
    ).toBe(403)
    expect(
      (await send(raw, { 'x-spei-signature': signatureOf(notification({ montoCentavos: 1 })) })).statusCode,
    ).toBe(403)
    expect((await send(raw, { 'x-spei-signature': 'sha256=zz' })).statusCode).toBe(403)
    expect(await speiLines()).toBe(0)
  })

  it('an unknown provider is a 404', async () => {
    const raw = notification()
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/v1/bank-statements/spei/stp',
      headers: { 'content-type': 'application/json', 'x-spei-signature': signatureOf(raw) },
      payload: raw,
    })
    expect(answer.statusCode).toBe(404)
  })

  it('a signed but wrong body is a 400 naming each wrong field, nothing stored', async () => {
    const raw = notification({ montoCentavos: 12.5, cuentaBeneficiario: '1234', claveRastreo: 'A B' })
    const answer = await send(raw)
    expect(answer.statusCode).toBe(400)
    expect(Object.keys(answer.json().errors).sort()).toEqual([
      'claveRastreo',
      'cuentaBeneficiario',
      'montoCentavos',
    ])
    const notJson = await send('{"claveRastreo":')
    expect(notJson.statusCode).toBe(400)
    expect(notJson.json().errors).toEqual({ body: ['invalid_format'] })
    expect(await speiLines()).toBe(0)
  })
})

describe('a transfer to a loan’s referenced CLABE', () => {
  it('posts the payment on its value date as Sistema (SPEI), once however often it is notified', async () => {
    const raw = notification()
    const first = await send(raw)
    expect(first.statusCode).toBe(200)
    expect(first.json()).toMatchObject({
      claveRastreo: 'MBAN01002611300001',
      duplicate: false,
      status: 'posted',
    })
    const again = await send(raw)
    expect(again.statusCode).toBe(200)
    expect(again.json()).toMatchObject({ duplicate: true, status: 'posted', lineId: first.json().lineId })
    const payments = await paymentsOf()
    expect(payments).toHaveLength(1)
    expect(payments[0]).toMatchObject({
      amountCents: 150_000,
      paidOn: today,
      method: 'spei',
      reference: 'MBAN01002611300001',
    })
    const [actor] = await db().select().from(users).where(eq(users.id, payments[0]!.registeredByUserId!))
    expect(actor).toMatchObject({ fullName: 'Sistema (SPEI)', passwordHash: null })
    expect(actor!.deletedAt).not.toBeNull()
    const audited = await db()
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'loan.payment_registered'), eq(auditEvents.actorUserId, actor!.id)))
    expect(audited).toHaveLength(1)
  })

  it('the system actor cannot sign in and is in no users list', async () => {
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/v1/allies/login/',
      payload: { email: 'sistema-spei@sistema.invalid', password: 'whatever-it-is' },
    })
    expect(signIn.statusCode).toBeGreaterThanOrEqual(400)
    const listed = await t.as(admin, { method: 'GET', url: '/api/apps/users?q=Sistema' })
    expect(listed.statusCode).toBe(200)
    expect(listed.body).not.toContain('Sistema (SPEI)')
  })

  it('a staff member may reverse what the system posted (separation of duties binds people, not the system)', async () => {
    const [payment] = await paymentsOf()
    const { version } = (await t.as(admin, { method: 'GET', url: loanBase(loan) })).json()
    const reversed = await t.as(admin, {
      method: 'POST',
      url: `${loanBase(loan)}/payments/${payment!.id}/reversal`,
      payload: { reason: 'Transferencia devuelta por el banco', version },
    })
    expect(reversed.statusCode).toBeLessThan(300)
  })

  it('the bank’s statement listing the same transfer later posts nothing again', async () => {
    const csv = statementCsv([{ day: today, cents: 150_000, tracking: 'MBAN01002611300001', paidTo: clabe }])
    const imported = await t.as(tesoreria, {
      method: 'POST',
      url: '/api/v1/bank-statements',
      ...statementUpload('hoy.csv', csv),
    })
    expect(imported.statusCode).toBe(201)
    expect(imported.json()).toMatchObject({ lines: 1, duplicates: 1, matched: 0 })
    expect(await paymentsOf()).toHaveLength(1)
  })
})

describe('a transfer to no loan', () => {
  it('waits in the reconciliation queue, nothing posted', async () => {
    // 646 180 00000000001 + check digit: weights 3,7,1 over 64618000000000000 1 → products mod 10:
    // 6·3=8, 4·7=8, 6·1=6, 1·3=3, 8·7=6, 0… , 1 (17th digit, weight 7)=7 → 8+8+6+3+6+7 = 38 → (10 − 8) mod 10 = 2.
    const stray = '646180000000000012'
    const before = (await paymentsOf()).length
    const answer = await send(notification({ claveRastreo: 'MBAN01002611300002', cuentaBeneficiario: stray }))
    expect(answer.statusCode).toBe(200)
    expect(answer.json()).toMatchObject({ duplicate: false, status: 'unmatched' })
    expect(await paymentsOf()).toHaveLength(before)
    const queue = (await t.as(tesoreria, { method: 'GET', url: '/api/v1/bank-statements/queue' })).json()
    expect(queue.items.map((line: { bankReference: string }) => line.bankReference)).toContain(
      'MBAN01002611300002',
    )
  })
})

describe('the sandbox’s test notification', () => {
  it('treasury sends one to a loan: the same signed path posts it; others may not', async () => {
    const body = {
      applicationId: loan.applicationId,
      amountCents: 20_000,
      valueDate: today,
      payerName: 'Prueba Sandbox',
    }
    expect(
      (await t.as(cobranza, { method: 'POST', url: '/api/v1/bank-statements/spei-sandbox', payload: body }))
        .statusCode,
    ).toBe(403)
    expect(
      (await t.as(tesoreria, { method: 'GET', url: '/api/v1/bank-statements/spei-sandbox' })).json(),
    ).toEqual({ enabled: true })
    const sent = await t.as(tesoreria, {
      method: 'POST',
      url: '/api/v1/bank-statements/spei-sandbox',
      payload: body,
    })
    expect(sent.statusCode).toBe(200)
    expect(sent.json()).toMatchObject({ status: 'posted', duplicate: false })
    expect((await paymentsOf()).filter((payment) => payment.amountCents === 20_000)).toHaveLength(1)
  })
})

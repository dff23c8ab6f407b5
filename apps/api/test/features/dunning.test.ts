import { and, eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  auditEvents,
  dunningRules,
  dunningSends,
  loans,
  messagingMessages,
  messagingTemplates,
} from '../../src/db/schema'
import { pinBusinessDate } from '../../src/features/business-date'
import { applicationDirectory } from '../../src/features/credit-applications'
import { demoTokens } from '../helpers/demo-sign-in'
import { exampleLoan } from '../helpers/example-loans'
import { createTestApp, type TestApp } from '../helpers/test-app'

/*
 * Issue 35: reminders by days past due on the business date, once per loan, rule and delinquency episode; the
 * 24-hour window (only approved templates); the dunning letter's figures; 400s and who may write the rules.
 *
 * The hand-built loan: 10,000.00 at 24 % a year in ONE monthly installment, disbursed 15 Jan 2030, due 15 Feb 2030,
 * 30/360, a late-payment fee of 250.00 + IVA, nothing paid. Worked by hand:
 *   interest of the month   10,000.00 × 24 % × 30/360              =    200.00, its IVA 16 % =  32.00
 *   the installment         10,000.00 + 200.00 + 32.00             = 10,232.00
 *   on 25 Feb 2030 (10 days past due):
 *   late interest           10,000.00 × 10 days × 24 % × 1.5 / 360 =    100.00, its IVA      =  16.00
 *   fee (the day after)     250.00, its IVA                        =     40.00
 *   to be up to date        10,232.00 + 116.00 + 290.00            = 10,638.00
 */
const DUE = '2030-02-15'
let t: TestApp
let admin: string
let cobranza: string
let loan: { applicationId: number; folio: number; origin: string }
let loanId: number
let allyId: number
let templateId: number

const db = () => t.database.db
const post = (token: string, url: string, payload: object) => t.as(token, { method: 'POST', url, payload })
const runOn = async (day: string) => {
  await pinBusinessDate(db(), day)
  const answer = await t.as(admin, { method: 'POST', url: '/api/v1/dunning/run' })
  expect(answer.statusCode, answer.body).toBe(200)
  return answer.json()
}
const sendsOf = (ruleId: number) =>
  db()
    .select()
    .from(dunningSends)
    .where(and(eq(dunningSends.ruleId, ruleId), eq(dunningSends.loanId, loanId)))
const rule = async (body: object) => {
  const answer = await post(admin, '/api/v1/dunning/rules', { allyIds: [allyId], ...body })
  expect(answer.statusCode, answer.body).toBe(201)
  return answer.json().id as number
}

beforeAll(async () => {
  t = await createTestApp()
  ;[admin, cobranza] = await demoTokens(t, ['admin', 'cobranza'] as const)
  // The seeded rules stand aside: each test's rule is the only one that fires.
  await db().update(dunningRules).set({ active: false })
  await pinBusinessDate(db(), '2030-01-15')
  loan = await exampleLoan(t, {
    principalCents: 1_000_000,
    annualRateBps: 2_400,
    termMonths: 1,
    disbursedOn: '2030-01-15',
    firstDueDate: DUE,
    dayCount: '30_360',
    latePaymentFeeCents: 25_000,
  })
  const [row] = await db().select().from(loans).where(eq(loans.applicationId, loan.applicationId))
  loanId = row!.id
  const [application] = await db()
    .select({ allyId: applicationDirectory.allyId })
    .from(applicationDirectory)
    .where(eq(applicationDirectory.id, loan.applicationId))
  allyId = application!.allyId
  const [template] = await db()
    .select()
    .from(messagingTemplates)
    .where(eq(messagingTemplates.name, 'recordatorio_pago'))
  templateId = template!.id
}, 240_000)
afterAll(() => t.close())

describe('a courtesy reminder', () => {
  it('goes 3 days before the due date, not 4, and once', async () => {
    const id = await rule({ name: 'Cortesía', offsetDays: -3, channel: 'whatsapp', templateId })
    await runOn('2030-02-11')
    expect(await sendsOf(id)).toHaveLength(0)
    await runOn('2030-02-12')
    await runOn('2030-02-13')
    const sends = await sendsOf(id)
    expect(sends).toHaveLength(1)
    expect(sends[0]).toMatchObject({
      episode: DUE,
      businessDate: '2030-02-12',
      daysPastDue: 0,
      status: 'queued',
    })
    await db().update(dunningRules).set({ active: false }).where(eq(dunningRules.id, id))
  })
})

describe('a reminder at 10 days past due', () => {
  let id: number
  it('does not fire at 9 days past due', async () => {
    id = await rule({ name: 'A 10 días', offsetDays: 10, channel: 'whatsapp', templateId })
    await runOn('2030-02-24')
    expect(await sendsOf(id)).toHaveLength(0)
  })
  it('fires on the business date the loan is 10 days past due, as an approved template', async () => {
    await runOn('2030-02-25')
    const [send] = await sendsOf(id)
    expect(send).toMatchObject({ episode: DUE, daysPastDue: 10, channel: 'whatsapp', status: 'queued' })
    // The 24-hour window: the customer never wrote, so only an approved template may go; it is one.
    const [message] = await db()
      .select()
      .from(messagingMessages)
      .where(eq(messagingMessages.id, send!.messageId!))
    expect(message).toMatchObject({ direction: 'out', templateId, status: 'queued' })
    expect(message!.body).toContain(String(loan.folio))
    const audits = await db()
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'dunning.reminder_sent'), eq(auditEvents.entityId, String(loanId))))
    const audit = audits.find((row) => (row.data as { sendId?: number }).sendId === send!.id)
    expect(audit!.data).toMatchObject({ ruleId: id, sendId: send!.id, channel: 'whatsapp', on: '2030-02-25' })
  })
  it('never fires twice in the episode: a second run the same day, nor the next day', async () => {
    const again = await runOn('2030-02-25')
    expect(again.sent).toBe(0)
    await runOn('2030-02-26')
    expect(await sendsOf(id)).toHaveLength(1)
    const messages = await db()
      .select()
      .from(messagingMessages)
      .where(
        inArray(
          messagingMessages.id,
          (await sendsOf(id)).map((send) => send.messageId!),
        ),
      )
    expect(messages).toHaveLength(1)
  })
  it('lists the send with its rule, in the cobranza role’s reading', async () => {
    const list = await t.as(cobranza, { method: 'GET', url: `/api/v1/dunning/sends?ruleId=${id}` })
    expect(list.statusCode, list.body).toBe(200)
    expect(list.json().items).toEqual([
      expect.objectContaining({
        folio: loan.folio,
        ruleName: 'A 10 días',
        daysPastDue: 10,
        status: 'queued',
      }),
    ])
  })
})

describe('the 24-hour window', () => {
  it('refuses a rule naming a template not approved (400 templateId)', async () => {
    const [draft] = await db()
      .select()
      .from(messagingTemplates)
      .where(inArray(messagingTemplates.status, ['draft', 'rejected', 'submitted']))
    const answer = await post(admin, '/api/v1/dunning/rules', {
      name: 'Borrador',
      offsetDays: 20,
      channel: 'whatsapp',
      templateId: draft!.id,
    })
    expect(answer.statusCode).toBe(400)
    expect(answer.json().errors).toEqual({ templateId: ['unknown_reference'] })
  })
  it('skips, sending nothing, when the rule’s template is no longer approved', async () => {
    const id = await rule({ name: 'A 12 días', offsetDays: 12, channel: 'whatsapp', templateId })
    await db()
      .update(messagingTemplates)
      .set({ status: 'rejected' })
      .where(eq(messagingTemplates.id, templateId))
    try {
      await runOn('2030-02-27')
      expect(await sendsOf(id)).toEqual([
        expect.objectContaining({ status: 'skipped', skipReason: 'template_not_approved', messageId: null }),
      ])
    } finally {
      await db()
        .update(messagingTemplates)
        .set({ status: 'approved' })
        .where(eq(messagingTemplates.id, templateId))
    }
  })
})

describe('the dunning letter', () => {
  it('keeps the figures of the business date, as worked by hand', async () => {
    await db().update(dunningRules).set({ active: false })
    const id = await rule({ name: 'Carta', offsetDays: 10, channel: 'letter', letterKind: 'first' })
    await runOn('2030-02-25')
    const [send] = await sendsOf(id)
    expect(send!.letter).toMatchObject({
      on: '2030-02-25',
      daysPastDue: 10,
      overdueInstallmentsCents: 1_023_200,
      lateInterestCents: 11_600,
      feesCents: 29_000,
      overdueCents: 1_063_800,
    })
    expect(send!.letter!.reference).toMatch(/^\d+$/)
    expect(send!.letter!.clabe).toHaveLength(18)
    const pdf = await t.as(cobranza, { method: 'GET', url: `/api/v1/dunning/sends/${send!.id}/letter` })
    expect(pdf.statusCode).toBe(200)
    expect(pdf.headers['content-type']).toBe('application/pdf')
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-')
  })
  it('is drawn on demand for the loan, each kind', async () => {
    for (const kind of ['first', 'second', 'prelegal']) {
      const pdf = await t.as(cobranza, {
        method: 'GET',
        url: `/api/v1/dunning/loans/${loan.applicationId}/letters/${kind}`,
      })
      expect(pdf.statusCode, pdf.body).toBe(200)
      expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-')
    }
    const wrong = await t.as(cobranza, {
      method: 'GET',
      url: `/api/v1/dunning/loans/${loan.applicationId}/letters/final`,
    })
    expect(wrong.statusCode).toBe(400)
  })
  it('is produced now from the desk: its figures kept, audited, in the contact history; bad kinds a 400', async () => {
    const url = `/api/v1/dunning/loans/${loan.applicationId}/letters`
    const made = await post(cobranza, url, { kind: 'second' })
    expect(made.statusCode, made.body).toBe(201)
    // The business date is still 25 Feb 2030: the figures worked by hand above.
    expect(made.json()).toMatchObject({
      kind: 'second',
      on: '2030-02-25',
      daysPastDue: 10,
      overdueCents: 1_063_800,
    })
    const pdf = await t.as(cobranza, { method: 'GET', url: `/api/v1/dunning/letters/${made.json().id}` })
    expect(pdf.statusCode).toBe(200)
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-')
    const [audit] = await db()
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'dunning.letter_produced'), eq(auditEvents.entityId, String(loanId))))
    expect(audit!.data).toEqual({
      letterId: made.json().id,
      kind: 'second',
      daysPastDue: 10,
      overdueCents: 1_063_800,
    })
    const desk = await t.as(admin, { method: 'GET', url: `/api/v1/collections/loans/${loanId}` })
    expect(desk.statusCode, desk.body).toBe(200)
    expect(desk.json().contacts).toContainEqual(
      expect.objectContaining({
        channel: 'letter',
        summary: 'Carta «Segundo aviso» generada (10 días de atraso, $10,638.00 vencidos)',
        actorName: 'Carmen Cobranza Díaz',
      }),
    )
    const bad = await post(cobranza, url, { kind: 'final', extra: 1 })
    expect(bad.statusCode).toBe(400)
    // The unknown key refused as a whole (`_root`), the kind on its field.
    expect(Object.keys(bad.json().errors).sort()).toEqual(['_root', 'kind'])
    const [seller] = await demoTokens(t, ['ventas'] as const)
    expect((await post(seller, url, { kind: 'first' })).statusCode).toBe(403)
    expect((await post(cobranza, '/api/v1/dunning/loans/999999/letters', { kind: 'first' })).statusCode).toBe(
      404,
    )
    const produced = await db()
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'dunning.letter_produced'))
    expect(produced).toHaveLength(1)
  })
})

describe('writing the rules', () => {
  it('names each wrong field in a 400 and writes nothing', async () => {
    const before = await db().select().from(dunningRules)
    const answer = await post(admin, '/api/v1/dunning/rules', {
      name: '',
      offsetDays: 'x',
      channel: 'fax',
    })
    expect(answer.statusCode).toBe(400)
    expect(Object.keys(answer.json().errors).sort()).toEqual(['channel', 'name', 'offsetDays'])
    const noTemplate = await post(admin, '/api/v1/dunning/rules', {
      name: 'Sin plantilla',
      offsetDays: 5,
      channel: 'whatsapp',
    })
    expect(noTemplate.json().errors).toEqual({ templateId: ['required'] })
    const courtesyLetter = await post(admin, '/api/v1/dunning/rules', {
      name: 'Carta de cortesía',
      offsetDays: -2,
      channel: 'letter',
      letterKind: 'first',
    })
    expect(courtesyLetter.json().errors).toEqual({ offsetDays: ['too_small:1'] })
    expect(await db().select().from(dunningRules)).toHaveLength(before.length)
  })
  it('lets the cobranza role read them, not write them (403)', async () => {
    expect((await t.as(cobranza, { method: 'GET', url: '/api/v1/dunning/rules' })).statusCode).toBe(200)
    const refused = await post(cobranza, '/api/v1/dunning/rules', {
      name: 'Mía',
      offsetDays: 3,
      channel: 'whatsapp',
      templateId,
    })
    expect(refused.statusCode).toBe(403)
    expect((await t.as(cobranza, { method: 'POST', url: '/api/v1/dunning/run' })).statusCode).toBe(403)
  })
  it('changes a rule by its version; a stale version is a 409', async () => {
    const [first] = (await t.as(admin, { method: 'GET', url: '/api/v1/dunning/rules' })).json().items
    const body = { ...first, name: 'Renombrada' }
    for (const key of ['id', 'templateName', 'updatedAt', 'sendCount']) delete body[key]
    const changed = await t.as(admin, {
      method: 'PUT',
      url: `/api/v1/dunning/rules/${first.id}`,
      payload: body,
    })
    expect(changed.statusCode, changed.body).toBe(200)
    expect(changed.json()).toMatchObject({ name: 'Renombrada', version: first.version + 1 })
    const stale = await t.as(admin, {
      method: 'PUT',
      url: `/api/v1/dunning/rules/${first.id}`,
      payload: body,
    })
    expect(stale.statusCode).toBe(409)
  })
})

import { and, eq, inArray, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  auditEvents,
  clarifications,
  contactAttempts,
  creditApplications,
  referenceCalls,
  roles,
  users,
} from '../../src/db/schema'
import { hashPassword } from '../../src/features/auth'
import { pauseStageClock, resumeStageClock } from '../../src/features/credit-applications'
import { seedValidationDesk } from '../../src/features/validation-desk'
import { useTestApp } from '../helpers/use-test-app'
import { signInDemo } from '../helpers/demo-sign-in'

const tokens: Record<string, string> = {}
/** A validación application in ventas's scope, with its desk records cleared. */
let target: { id: number; product: string; folio: number }
/** An application in análisis, also in ventas's scope. */
let early: { id: number; product: string }

const base = (app: { id: number; product: string }) => `/api/v1/credit-applications/${app.product}/${app.id}`
const as = (who: string, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  t.as(tokens[who]!, { method, url, ...(payload ? { payload } : {}) })
const detail = async (app = target) => (await as('mesa', 'GET', base(app))).json()
const advanceBlockers = async (app = target) =>
  (await detail(app)).allowedTransitions.find(
    (option: { transition: string }) => option.transition === 'advance',
  ).blockedBy as string[]
const countOf = async (table: typeof referenceCalls | typeof clarifications | typeof contactAttempts) =>
  t.database.db.$count(table, eq(table.applicationId, target.id))

const t = useTestApp()
beforeAll(async () => {
  await signInDemo(t, tokens, ['admin', 'mesa', 'ventas', 'analista', 'client'])
  const mine = async (stage: string) =>
    (await as('ventas', 'GET', `/api/v1/credit-applications?stage=${stage}&itemsPerPage=100`))
      .json()
      .items.map((item: { id: number; product: string; folio: number }) => item)
  const candidates = await mine('validacion')
  const rows = await t.database.db
    .select({ id: creditApplications.id, references: creditApplications.references })
    .from(creditApplications)
    .where(
      inArray(
        creditApplications.id,
        candidates.map((c: { id: number }) => c.id),
      ),
    )
  const withReferences = rows.find((row) => row.references.length >= 2)!
  target = candidates.find((c: { id: number }) => c.id === withReferences.id)
  early = (await mine('analisis'))[0]
  for (const table of [referenceCalls, clarifications, contactAttempts])
    await t.database.db.delete(table).where(eq(table.applicationId, target.id))
  await t.database.db
    .update(creditApplications)
    .set({ slaPausedSeconds: 0, slaPausedSince: null, stageEnteredAt: new Date() })
    .where(eq(creditApplications.id, target.id))
})

describe('validation only in validación', () => {
  it('reference calls and clarifications on an application in análisis are 409 wrong_stage; nothing written', async () => {
    const call = await as('mesa', 'POST', `${base(early)}/reference-calls`, {
      referenceIndex: 0,
      outcome: 'verified',
    })
    expect(call.statusCode, call.body).toBe(409)
    expect(call.json().code).toBe('wrong_stage')
    const ask = await as('mesa', 'POST', `${base(early)}/clarifications`, {
      items: ['address'],
      message: 'Falta el número exterior',
      dueOn: '2099-01-01',
    })
    expect(ask.statusCode).toBe(409)
    expect(await t.database.db.$count(referenceCalls, eq(referenceCalls.applicationId, early.id))).toBe(0)
    expect(await t.database.db.$count(clarifications, eq(clarifications.applicationId, early.id))).toBe(0)
  })
})

describe('two verified references gate validación', () => {
  it('blocks advance until two references are verified by their latest call', async () => {
    expect(await advanceBlockers()).toContain('references_verified')
    const log = (referenceIndex: number, outcome: string) =>
      as('mesa', 'POST', `${base(target)}/reference-calls`, { referenceIndex, outcome, notes: 'Llamada' })
    let response = await log(0, 'verified')
    expect(response.statusCode, response.body).toBe(201)
    expect(response.json().verifiedReferences).toBe(1)
    expect(response.json().calls[0].calledBy.fullName).toMatch(/Mesa/)
    response = await log(1, 'not_reached')
    expect(response.json().verifiedReferences).toBe(1)
    expect(await advanceBlockers()).toContain('references_verified')
    response = await log(1, 'verified')
    expect(response.json().verifiedReferences).toBe(2)
    expect(await advanceBlockers()).not.toContain('references_verified')
    // A later call that contradicts the reference takes the verification back.
    response = await log(0, 'inconsistent')
    expect(response.json().verifiedReferences).toBe(1)
    expect(response.json().calls).toHaveLength(4)
    const blocked = await as('mesa', 'POST', `${base(target)}/transitions`, {
      transition: 'advance',
      data: {},
      version: (await detail()).version,
    })
    expect(blocked.statusCode).toBe(409)
    expect(blocked.json().errors.guard).toContain('references_verified')
    await log(0, 'verified')
    expect(await advanceBlockers()).not.toContain('references_verified')
    const audited = await t.database.db.$count(
      auditEvents,
      and(eq(auditEvents.action, 'validation.reference_called'), eq(auditEvents.entityId, String(target.id))),
    )
    expect(audited).toBe(5)
  })

  it('an unknown reference or a call in the future is a 400 naming the field', async () => {
    const before = await countOf(referenceCalls)
    const unknown = await as('mesa', 'POST', `${base(target)}/reference-calls`, {
      referenceIndex: 15,
      outcome: 'verified',
    })
    expect(unknown.statusCode).toBe(400)
    expect(Object.keys(unknown.json().errors)).toEqual(['referenceIndex'])
    const future = await as('mesa', 'POST', `${base(target)}/reference-calls`, {
      referenceIndex: 0,
      outcome: 'verified',
      calledAt: '2099-01-01T10:00:00Z',
    })
    expect(future.statusCode).toBe(400)
    expect(Object.keys(future.json().errors)).toEqual(['calledAt'])
    expect(await countOf(referenceCalls)).toBe(before)
  })
})

describe('the SLA clock', () => {
  it('adds exactly the paused stretch (controlled clock)', async () => {
    const t0 = new Date('2026-03-02T10:00:00Z')
    await pauseStageClock(t.database.db, target.id, t0)
    // A second pause while paused keeps the first start.
    await pauseStageClock(t.database.db, target.id, new Date('2026-03-02T11:00:00Z'))
    await resumeStageClock(t.database.db, target.id, new Date('2026-03-02T12:30:00Z'))
    const [row] = await t.database.db
      .select({ seconds: creditApplications.slaPausedSeconds, since: creditApplications.slaPausedSince })
      .from(creditApplications)
      .where(eq(creditApplications.id, target.id))
    expect(row).toEqual({ seconds: 9000, since: null })
    await t.database.db
      .update(creditApplications)
      .set({ slaPausedSeconds: 0 })
      .where(eq(creditApplications.id, target.id))
  })

  it('an open clarification pauses it: paused time never counts towards overdue (24 h in validación)', async () => {
    const overdue = async () =>
      (await as('admin', 'GET', `/api/v1/credit-applications?q=${target.folio}&overdue=true`))
        .json()
        .items.some((item: { id: number }) => item.id === target.id)
    const hoursAgo = (hours: number) => sql`now() - make_interval(hours => ${hours})`
    const set = (values: Record<string, unknown>) =>
      t.database.db.update(creditApplications).set(values).where(eq(creditApplications.id, target.id))
    await set({ stageEnteredAt: hoursAgo(30) })
    expect(await overdue()).toBe(true)
    const asked = await as('mesa', 'POST', `${base(target)}/clarifications`, {
      items: ['work', 'comprobante_ingresos'],
      message: 'El empleador no coincide con el recibo de nómina',
      dueOn: '2099-12-31',
    })
    expect(asked.statusCode, asked.body).toBe(201)
    expect(asked.json().clockPaused).toBe(true)
    // The clarification has been open for the last 20 of the 30 hours: 10 hours count.
    await set({ slaPausedSince: hoursAgo(20) })
    expect(await overdue()).toBe(false)
    expect(await advanceBlockers()).toContain('clarifications_closed')
    const open = asked.json().clarifications[0]
    const answered = await as('ventas', 'POST', `${base(target)}/clarifications/${open.id}/answer`, {
      answer: 'Se corrigió el empleador y se cargó el recibo',
      version: open.version,
    })
    expect(answered.statusCode, answered.body).toBe(200)
    const closed = answered.json()
    expect(closed.clockPaused).toBe(false)
    expect(closed.clarifications[0]).toMatchObject({
      status: 'answered',
      answeredBy: { fullName: expect.stringMatching(/Sofía/) },
    })
    const [row] = await t.database.db
      .select({ seconds: creditApplications.slaPausedSeconds, since: creditApplications.slaPausedSince })
      .from(creditApplications)
      .where(eq(creditApplications.id, target.id))
    expect(row!.since).toBeNull()
    expect(Math.abs(row!.seconds - 20 * 3600)).toBeLessThan(60)
    // Still 10 hours of clock after the answer; 25 once it entered 45 hours ago.
    expect(await overdue()).toBe(false)
    await set({ stageEnteredAt: hoursAgo(45) })
    expect(await overdue()).toBe(true)
    expect(await advanceBlockers()).not.toContain('clarifications_closed')
  })

  it('the answer closes it once: a second answer or a stale version is 409', async () => {
    const [first] = (await (await as('ventas', 'GET', `${base(target)}/clarifications`)).json())
      .clarifications
    const again = await as('ventas', 'POST', `${base(target)}/clarifications/${first.id}/answer`, {
      answer: 'Otra respuesta',
      version: first.version,
    })
    expect(again.statusCode).toBe(409)
    const asked = await as('mesa', 'POST', `${base(target)}/clarifications`, {
      items: ['address'],
      message: 'Falta el número interior',
      dueOn: '2099-12-31',
    })
    const open = asked.json().clarifications[0]
    const stale = await as('ventas', 'POST', `${base(target)}/clarifications/${open.id}/answer`, {
      answer: 'Listo',
      version: open.version + 1,
    })
    expect(stale.statusCode).toBe(409)
    expect(stale.json().code).toBe('stale_version')
  })

  it('leaving validación withdraws the open clarification and restarts the clock', async () => {
    const returned = await as('mesa', 'POST', `${base(target)}/transitions`, {
      transition: 'return',
      reason: 'Regresa a análisis para revisar ingresos',
      data: {},
      version: (await detail()).version,
    })
    expect(returned.statusCode, returned.body).toBe(200)
    const rows = await t.database.db
      .select({ status: clarifications.status })
      .from(clarifications)
      .where(eq(clarifications.applicationId, target.id))
    expect(rows.map((row) => row.status).sort()).toEqual(['answered', 'withdrawn'])
    const [row] = await t.database.db
      .select({ seconds: creditApplications.slaPausedSeconds, since: creditApplications.slaPausedSince })
      .from(creditApplications)
      .where(eq(creditApplications.id, target.id))
    expect(row).toEqual({ seconds: 0, since: null })
  })
})

describe('contactation', () => {
  it('logs attempts newest first, for the desk and the stage workers', async () => {
    const first = await as('analista', 'POST', `${base(early)}/contact-attempts`, {
      channel: 'phone',
      outcome: 'no_answer',
      nextAttemptAt: '2099-01-01T16:00:00-06:00',
    })
    expect(first.statusCode, first.body).toBe(201)
    const second = await as('mesa', 'POST', `${base(early)}/contact-attempts`, {
      channel: 'whatsapp',
      outcome: 'reached',
      notes: 'Confirma la cita',
    })
    const attempts = second.json().attempts
    expect(attempts.map((a: { channel: string }) => a.channel)).toEqual(['whatsapp', 'phone'])
    expect(attempts[1].nextAttemptAt).toBe('2099-01-01T22:00:00.000Z')
  })
})

describe('who may', () => {
  it('403 for roles without the right; nothing written', async () => {
    const before = await countOf(referenceCalls)
    for (const who of ['analista', 'ventas', 'client'])
      expect(
        (await as(who, 'POST', `${base(target)}/reference-calls`, { referenceIndex: 0, outcome: 'verified' }))
          .statusCode,
      ).toBe(403)
    expect((await as('ventas', 'GET', `${base(target)}/reference-calls`)).statusCode).toBe(403)
    expect((await as('ventas', 'GET', `${base(target)}/contact-attempts`)).statusCode).toBe(403)
    expect((await as('client', 'GET', `${base(target)}/clarifications`)).statusCode).toBe(403)
    expect(
      (
        await as('analista', 'POST', `${base(target)}/clarifications`, {
          items: ['address'],
          message: 'Hola',
          dueOn: '2099-01-01',
        })
      ).statusCode,
    ).toBe(403)
    expect(
      (
        await as('analista', 'POST', `${base(target)}/clarifications/1/answer`, {
          answer: 'Hola',
          version: 1,
        })
      ).statusCode,
    ).toBe(403)
    expect(
      (
        await as('ventas', 'POST', `${base(early)}/contact-attempts`, {
          channel: 'phone',
          outcome: 'reached',
        })
      ).statusCode,
    ).toBe(403)
    expect(await countOf(referenceCalls)).toBe(before)
  })

  it("another ally's seller gets 404 for the application's clarifications", async () => {
    // A seller role of its own (own-allies scope) linked to no ally at all.
    const [role] = await t.database.db
      .insert(roles)
      .values({
        name: 'vendedor-ajeno',
        scope: 'own-allies',
        rules: [
          { action: 'read', subject: 'Documentos' },
          { action: 'create', subject: 'Documentos' },
          { action: 'manage', subject: 'auto_assist' },
          { action: 'manage', subject: 'seminuevo_assist' },
          { action: 'manage', subject: 'moto_assist' },
        ],
      })
      .returning({ id: roles.id })
    const stranger = { email: 'ajeno@test.mx', password: 'test-password' }
    await t.database.db.insert(users).values({
      fullName: 'Vendedor Ajeno',
      username: 'ajeno',
      email: stranger.email,
      passwordHash: await hashPassword(stranger.password),
      roleId: role!.id,
    })
    tokens.stranger = (await t.login(stranger.email, stranger.password)).accessToken
    const [any] = (await as('mesa', 'GET', `${base(target)}/clarifications`)).json().clarifications
    expect((await as('stranger', 'GET', `${base(target)}/clarifications`)).statusCode).toBe(404)
    const answer = await as('stranger', 'POST', `${base(target)}/clarifications/${any.id}/answer`, {
      answer: 'No es mía',
      version: any.version,
    })
    expect(answer.statusCode).toBe(404)
    expect(answer.body).toBe('')
  })
})

describe('bad input', () => {
  it('is a 400 naming each wrong field, never a 500', async () => {
    const call = await as('mesa', 'POST', `${base(early)}/reference-calls`, {
      referenceIndex: -1,
      outcome: 'maybe',
      calledAt: 'ayer',
    })
    expect(call.statusCode).toBe(400)
    expect(Object.keys(call.json().errors).sort()).toEqual(['calledAt', 'outcome', 'referenceIndex'])
    const ask = await as('mesa', 'POST', `${base(early)}/clarifications`, {
      items: [],
      message: '',
      dueOn: '31/12/2099',
    })
    expect(ask.statusCode).toBe(400)
    expect(Object.keys(ask.json().errors).sort()).toEqual(['dueOn', 'items', 'message'])
    const contact = await as('mesa', 'POST', `${base(early)}/contact-attempts`, {
      channel: 'pigeon',
      outcome: 'reached',
      nextAttemptAt: '2000-01-01T00:00:00Z',
    })
    expect(contact.statusCode).toBe(400)
    expect(Object.keys(contact.json().errors)).toEqual(['channel'])
    const past = await as('mesa', 'POST', `${base(early)}/contact-attempts`, {
      channel: 'phone',
      outcome: 'reached',
      nextAttemptAt: '2000-01-01T00:00:00Z',
    })
    expect(past.statusCode).toBe(400)
    expect(Object.keys(past.json().errors)).toEqual(['nextAttemptAt'])
    const answer = await as('ventas', 'POST', `${base(target)}/clarifications/99999999999/answer`, {
      answer: 'x',
    })
    expect(answer.statusCode).toBe(400)
  })
})

describe('demo seed', () => {
  it('gives applications at or past validación their desk records, and adds nothing when run again', async () => {
    const db = t.database.db
    const counts = async () => [
      await db.$count(referenceCalls),
      await db.$count(clarifications),
      await db.$count(contactAttempts),
    ]
    const before = await counts()
    expect(before.every((count) => count > 0)).toBe(true)
    // An open clarification in the seed stands the clock still.
    const [paused] = await db
      .select({ since: creditApplications.slaPausedSince })
      .from(creditApplications)
      .innerJoin(clarifications, eq(clarifications.applicationId, creditApplications.id))
      .where(eq(clarifications.status, 'open'))
      .limit(1)
    expect(paused?.since).toBeInstanceOf(Date)
    await seedValidationDesk(db)
    expect(await counts()).toEqual(before)
  })
})

import { and, count, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { collectionContacts, collectionPromises, loans } from '../../src/db/schema'
import { businessDateOf } from '../../src/features/business-date'
import { addDays } from '../../src/lending'
import { signInDemo } from '../helpers/demo-sign-in'
import { useTestApp } from '../helpers/use-test-app'

/**
 * The collector's contacts and promises captured on a phone without a signal (issue 39, docs/architecture.md
 * "Offline"): sent later with the time they were captured (within 7 days, not in the future: a 400 on
 * `capturedAt` otherwise), each with an Idempotency-Key so a resend after a lost answer records nothing twice;
 * a promise the loan no longer takes (paid off, or a later promise pending) is a 409 the phone explains.
 */
const t = useTestApp()
const tokens: Record<string, string> = {}
let today = ''
let loanIds: number[] = []

const HOUR = 3_600_000
const hoursAgo = (hours: number) => new Date(Date.now() - hours * HOUR).toISOString()
const send = (kind: 'contacts' | 'promises', loanId: number, payload: object, key?: string) =>
  t.as(tokens.cobranza!, {
    method: 'POST',
    url: `/api/v1/collections/loans/${loanId}/${kind}`,
    payload,
    ...(key ? { headers: { 'idempotency-key': key } } : {}),
  })
const contactsOf = async (loanId: number) =>
  (
    await t.database.db
      .select({ n: count() })
      .from(collectionContacts)
      .where(eq(collectionContacts.loanId, loanId))
  )[0]!.n
const promisesOf = async (loanId: number) =>
  (
    await t.database.db
      .select({ n: count() })
      .from(collectionPromises)
      .where(eq(collectionPromises.loanId, loanId))
  )[0]!.n

beforeAll(async () => {
  await signInDemo(t, tokens, ['cobranza'])
  today = await businessDateOf(t.database.db)
  const queue = await t.as(tokens.cobranza!, {
    method: 'GET',
    url: '/api/v1/collections/queue?itemsPerPage=-1',
  })
  // The collector's loans without a pending promise (the demo's kept and broken ones count).
  loanIds = (queue.json().items as Array<{ loanId: number; promise: { status: string } | null }>)
    .filter((row) => row.promise?.status !== 'pending')
    .map((row) => row.loanId)
  expect(loanIds.length).toBeGreaterThanOrEqual(4)
})

describe('the captured time', () => {
  it('a call captured yesterday is logged at that time, on the business day before', async () => {
    const loanId = loanIds[0]!
    const capturedAt = hoursAgo(24)
    const logged = await send('contacts', loanId, { channel: 'call', outcome: 'no_answer', capturedAt })
    expect(logged.statusCode, logged.body).toBe(201)
    const [stored] = await t.database.db
      .select()
      .from(collectionContacts)
      .where(eq(collectionContacts.id, logged.json().id))
    expect(stored!.at.toISOString()).toBe(capturedAt)
    expect(stored!.on).toBe(addDays(today, -1))
  })

  it('a promise captured yesterday is made that day: a date from that day on is taken', async () => {
    const loanId = loanIds[1]!
    const capturedAt = hoursAgo(24)
    const early = await send('promises', loanId, {
      amountCents: 500_00,
      promisedOn: addDays(today, -2),
      channel: 'call',
      capturedAt,
    })
    expect(early.statusCode).toBe(400)
    expect(early.json().errors).toEqual({ promisedOn: ['date_out_of_range'] })
    const made = await send('promises', loanId, {
      amountCents: 500_00,
      promisedOn: addDays(today, 3),
      channel: 'call',
      capturedAt,
    })
    expect(made.statusCode, made.body).toBe(201)
    const [stored] = await t.database.db
      .select()
      .from(collectionPromises)
      .where(eq(collectionPromises.id, made.json().id))
    expect(stored).toMatchObject({ madeOn: addDays(today, -1), createdAt: new Date(capturedAt) })
  })

  it('in the future, older than 7 days or not a time: a 400 naming capturedAt, nothing written', async () => {
    const loanId = loanIds[2]!
    const before = [await contactsOf(loanId), await promisesOf(loanId)]
    const future = await send('contacts', loanId, {
      channel: 'call',
      outcome: 'contacted',
      capturedAt: hoursAgo(-1),
    })
    expect(future.statusCode).toBe(400)
    expect(future.json().errors).toEqual({ capturedAt: ['date_in_future'] })
    const old = await send('promises', loanId, {
      amountCents: 100_00,
      promisedOn: today,
      channel: 'call',
      capturedAt: hoursAgo(8 * 24),
    })
    expect(old.statusCode).toBe(400)
    expect(old.json().errors).toEqual({ capturedAt: ['date_out_of_range:7'] })
    const garbled = await send('contacts', loanId, { channel: 'sms', capturedAt: 'ayer en la tarde' })
    expect(garbled.statusCode).toBe(400)
    expect(garbled.json().errors).toEqual({ capturedAt: ['invalid_date'] })
    expect([await contactsOf(loanId), await promisesOf(loanId)]).toEqual(before)
  })
})

describe('sent again after a lost answer', () => {
  it('the same key twice is one contact and one promise: the repeat hears the first answer', async () => {
    const loanId = loanIds[2]!
    const before = [await contactsOf(loanId), await promisesOf(loanId)]
    const contact = {
      channel: 'call',
      outcome: 'promise',
      summary: 'Paga el viernes',
      capturedAt: hoursAgo(1),
    }
    const first = await send('contacts', loanId, contact, 'phone-contact-1')
    const again = await send('contacts', loanId, contact, 'phone-contact-1')
    expect(first.statusCode, first.body).toBe(201)
    expect(again.statusCode).toBe(201)
    expect(again.headers['idempotent-replayed']).toBe('true')
    expect(again.json().id).toBe(first.json().id)
    const promise = {
      amountCents: 750_00,
      promisedOn: addDays(today, 2),
      channel: 'call',
      capturedAt: hoursAgo(1),
    }
    const made = await send('promises', loanId, promise, 'phone-promise-1')
    const madeAgain = await send('promises', loanId, promise, 'phone-promise-1')
    expect(made.statusCode, made.body).toBe(201)
    expect(madeAgain.json().id).toBe(made.json().id)
    expect([await contactsOf(loanId), await promisesOf(loanId)]).toEqual([before[0]! + 1, before[1]! + 1])
  })
})

describe('a promise the loan no longer takes', () => {
  it('a promise made after it is pending: 409 promise_open; an older pending one does not stop it', async () => {
    const loanId = loanIds[3]!
    // More than any payment the demo made on the loan, so they stay pending.
    const at = (hours: number) => ({
      amountCents: 90_000_00,
      promisedOn: addDays(today, 4),
      channel: 'call',
      capturedAt: hoursAgo(hours),
    })
    expect((await send('promises', loanId, at(3))).statusCode).toBe(201)
    // Captured after the pending one (the collector knew of it): taken.
    expect((await send('promises', loanId, at(2))).statusCode).toBe(201)
    const before = await promisesOf(loanId)
    // Captured before both, sent last: the customer's later word stands.
    const stale = await send('promises', loanId, at(4), 'phone-promise-stale')
    expect(stale.statusCode).toBe(409)
    expect(stale.json().code).toBe('promise_open')
    expect(await promisesOf(loanId)).toBe(before)
    // The refusal freed its key: the phone may send it again once corrected.
    const corrected = await send('promises', loanId, at(1), 'phone-promise-stale')
    expect(corrected.statusCode, corrected.body).toBe(201)
  })

  it('a loan paid off meanwhile: 409 loan_closed, nothing written; a contact is still logged', async () => {
    const loanId = loanIds[0]!
    await t.database.db.update(loans).set({ status: 'paid_off' }).where(eq(loans.id, loanId))
    try {
      const before = await promisesOf(loanId)
      const refused = await send('promises', loanId, {
        amountCents: 200_00,
        promisedOn: today,
        channel: 'whatsapp',
        capturedAt: hoursAgo(2),
      })
      expect(refused.statusCode).toBe(409)
      expect(refused.json().code).toBe('loan_closed')
      expect(await promisesOf(loanId)).toBe(before)
      const contact = await send('contacts', loanId, { channel: 'whatsapp', capturedAt: hoursAgo(2) })
      expect(contact.statusCode, contact.body).toBe(201)
    } finally {
      await t.database.db
        .update(loans)
        .set({ status: 'active' })
        .where(and(eq(loans.id, loanId), eq(loans.status, 'paid_off')))
    }
  })
})

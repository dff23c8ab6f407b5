import { count, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { collectionAssignments, collectionPromises } from '../../src/db/schema'
import { businessDateOf } from '../../src/features/business-date'
import { addDays } from '../../src/lending'
import { judgePromises } from '../../src/features/collections/promises'
import { loanBase } from '../helpers/loan-session'
import { useTestApp } from '../helpers/use-test-app'
import { signInDemo } from '../helpers/demo-sign-in'

/**
 * The collections desk (issue 35 item 4, docs/domain.md "Collections"): assignment rules, promises kept and
 * broken by the payments that arrive, the collector's row scope, refusals naming their fields.
 */
const t = useTestApp()
const tokens: Record<string, string> = {}
const as = (who: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.as(tokens[who]!, { method, url, ...(payload ? { payload } : {}) })

interface Row {
  loanId: number
  applicationId: number
  origin: string
  folio: number
  allyId: number | null
  daysPastDue: number
  bucket: string
  collectorId: number | null
  assignmentVersion: number
}
let today = ''
const ids: Record<string, number> = {}

const queue = async (who: string, query = '') => {
  const answer = await as(who, 'GET', `/api/v1/collections/queue?itemsPerPage=-1${query}`)
  expect(answer.statusCode, answer.body).toBe(200)
  return answer.json().items as Row[]
}
const panel = async (who: string, loanId: number) => as(who, 'GET', `/api/v1/collections/loans/${loanId}`)
interface StoredPromise {
  id: number
  status: string
  paidCents: number
  decidedOn: string | null
}
const promiseOf = async (loanId: number, promiseId: number) =>
  ((await panel('cobranza', loanId)).json().promises as StoredPromise[]).find(
    (promise) => promise.id === promiseId,
  )

async function pay(row: Row, amountCents: number, reference: string) {
  const detail = (await as('admin', 'GET', loanBase(row))).json()
  const paid = await as('admin', 'POST', `${loanBase(row)}/payments`, {
    amountCents,
    paidOn: today,
    method: 'spei',
    reference,
    version: detail.version,
  })
  expect(paid.statusCode, paid.body).toBe(201)
  const payments = paid.json().payments as Array<{ id: number; reference: string | null }>
  return payments.find((payment) => payment.reference === reference)!.id
}

async function promise(loanId: number, amountCents: number, promisedOn: string) {
  const made = await as('cobranza', 'POST', `/api/v1/collections/loans/${loanId}/promises`, {
    amountCents,
    promisedOn,
    channel: 'call',
  })
  expect(made.statusCode, made.body).toBe(201)
  return made.json().id as number
}

beforeAll(async () => {
  await signInDemo(t, tokens, ['admin', 'admin2', 'cobranza', 'cobranza2', 'supervisor'])
  today = await businessDateOf(t.database.db)
  const collectors = (await as('admin', 'GET', '/api/v1/collections/collectors')).json().items as Array<{
    id: number
    fullName: string
  }>
  ids.one = collectors.find((c) => c.fullName === 'Carmen Cobranza Díaz')!.id
  ids.two = collectors.find((c) => c.fullName === 'Gabriel Cobranza Ríos')!.id
})

describe('assignment rules', () => {
  it('assign by priority: a bucket round robin, then an ally, then the rest, in loan id order', async () => {
    const all = (await queue('admin')).sort((a, b) => a.loanId - b.loanId)
    // The bucket with the most loans gets the round robin (the demo's spread decides which).
    const sizes = new Map<string, number>()
    for (const row of all) sizes.set(row.bucket, (sizes.get(row.bucket) ?? 0) + 1)
    const bucket = [...sizes].sort((a, b) => b[1] - a[1])[0]![0]
    const inBucket = all.filter((row) => row.bucket === bucket)
    const others = all.filter((row) => row.bucket !== bucket)
    expect(inBucket.length).toBeGreaterThanOrEqual(2)
    const allyId = others.find((row) => row.allyId !== null)!.allyId!
    const put = await as('admin', 'PUT', '/api/v1/collections/rules', {
      rules: [
        { bucket, allyId: null, collectorIds: [ids.one, ids.two] },
        { bucket: null, allyId, collectorIds: [ids.two] },
        { bucket: null, allyId: null, collectorIds: [ids.one] },
      ],
    })
    expect(put.statusCode, put.body).toBe(200)
    // Start from nobody assigned, so every loan is dealt afresh.
    await t.database.db.delete(collectionAssignments)
    const run = await as('admin', 'POST', '/api/v1/collections/assignment-runs')
    expect(run.json()).toEqual({ assigned: all.length, released: 0 })
    const after = new Map((await queue('admin')).map((row) => [row.loanId, row.collectorId]))
    // The bucket's loans by id alternate one, two, one… (the first rule wins over the ally's).
    expect(inBucket.map((row) => after.get(row.loanId))).toEqual(
      inBucket.map((_, n) => (n % 2 === 0 ? ids.one : ids.two)),
    )
    // Another bucket's loan of the ally goes to the ally's collector; of another ally, to the catch-all's.
    expect(after.get(others.find((row) => row.allyId === allyId)!.loanId)).toBe(ids.two)
    const other = others.find((row) => row.allyId !== allyId)
    if (other) expect(after.get(other.loanId)).toBe(ids.one)
    // Run again: nothing moves (each keeps the collector its rule gives).
    expect((await as('admin', 'POST', '/api/v1/collections/assignment-runs')).json().assigned).toBe(0)
  })

  it('a supervisor’s reassignment is kept by the rules, audited; a stale version is a 409', async () => {
    const row = (await queue('admin')).find((r) => r.collectorId === ids.two)!
    const moved = await as('admin', 'PUT', `/api/v1/collections/loans/${row.loanId}/collector`, {
      collectorId: ids.one,
      version: row.assignmentVersion,
    })
    expect(moved.statusCode, moved.body).toBe(204)
    const stale = await as('admin', 'PUT', `/api/v1/collections/loans/${row.loanId}/collector`, {
      collectorId: ids.two,
      version: row.assignmentVersion,
    })
    expect(stale.statusCode).toBe(409)
    await as('admin', 'POST', '/api/v1/collections/assignment-runs')
    const [kept] = await t.database.db
      .select()
      .from(collectionAssignments)
      .where(eq(collectionAssignments.loanId, row.loanId))
    expect(kept).toMatchObject({ collectorUserId: ids.one, manual: true })
  })
})

describe('row scope', () => {
  it('a collector sees only their loans; another’s loan is a 404 to read and to log on', async () => {
    const mine = await queue('cobranza')
    expect(mine.length).toBeGreaterThan(0)
    expect(mine.every((row) => row.collectorId === ids.one)).toBe(true)
    const theirs = (await queue('admin')).find((row) => row.collectorId === ids.two)!
    expect((await panel('cobranza', theirs.loanId)).statusCode).toBe(404)
    const logged = await as('cobranza', 'POST', `/api/v1/collections/loans/${theirs.loanId}/contacts`, {
      channel: 'call',
      outcome: 'contacted',
    })
    expect(logged.statusCode).toBe(404)
    expect((await panel('cobranza2', theirs.loanId)).statusCode).toBe(200)
    // Collectors neither reassign nor change the rules.
    const reassign = await as('cobranza', 'PUT', `/api/v1/collections/loans/${mine[0]!.loanId}/collector`, {
      collectorId: ids.one,
      version: 1,
    })
    expect(reassign.statusCode).toBe(403)
  })
})

describe('refusals name their fields and write nothing', () => {
  it('a call without its outcome, a promise with bad amount, date and channel, a promise in the past', async () => {
    const [row] = await queue('cobranza')
    const before = await t.database.db.select({ n: count() }).from(collectionPromises)
    const call = await as('cobranza', 'POST', `/api/v1/collections/loans/${row!.loanId}/contacts`, {
      channel: 'call',
    })
    expect(call.statusCode).toBe(400)
    expect(Object.keys(call.json().errors)).toEqual(['outcome'])
    const bad = await as('cobranza', 'POST', `/api/v1/collections/loans/${row!.loanId}/promises`, {
      amountCents: 0,
      promisedOn: '2026-02-30',
      channel: 'pigeon',
    })
    expect(bad.statusCode).toBe(400)
    expect(Object.keys(bad.json().errors).sort()).toEqual(['amountCents', 'channel', 'promisedOn'])
    const past = await as('cobranza', 'POST', `/api/v1/collections/loans/${row!.loanId}/promises`, {
      amountCents: 10_000,
      promisedOn: addDays(today, -1),
      channel: 'call',
    })
    expect(past.statusCode).toBe(400)
    expect(past.json().errors).toEqual({ promisedOn: ['date_out_of_range'] })
    const after = await t.database.db.select({ n: count() }).from(collectionPromises)
    expect(after[0]!.n).toBe(before[0]!.n)
  })
})

describe('promises to pay', () => {
  let rows: Row[] = []
  beforeAll(async () => {
    rows = (await queue('cobranza')).filter((row) => row.daysPastDue > 0)
  })

  it('one payment of the amount keeps it; its reversal takes it back to pending', async () => {
    const row = rows[0]!
    const id = await promise(row.loanId, 1_000_00, addDays(today, 5))
    expect(await promiseOf(row.loanId, id)).toMatchObject({ status: 'pending', paidCents: 0 })
    const paymentId = await pay(row, 1_000_00, 'PROMESA-1')
    expect(await promiseOf(row.loanId, id)).toMatchObject({
      status: 'kept',
      paidCents: 1_000_00,
      decidedOn: today,
    })
    const detail = (await as('admin', 'GET', loanBase(row))).json()
    const reversed = await as('admin2', 'POST', `${loanBase(row)}/payments/${paymentId}/reversal`, {
      reason: 'Pago capturado en el crédito equivocado',
      version: detail.version,
    })
    expect(reversed.statusCode, reversed.body).toBe(200)
    expect(await promiseOf(row.loanId, id)).toMatchObject({
      status: 'pending',
      paidCents: 0,
      decidedOn: null,
    })
  })

  it('two partial payments keep it: $300.00 then $500.00 toward $800.00', async () => {
    const row = rows[1]!
    const id = await promise(row.loanId, 800_00, addDays(today, 2))
    await pay(row, 300_00, 'PROMESA-2A')
    expect(await promiseOf(row.loanId, id)).toMatchObject({ status: 'pending', paidCents: 300_00 })
    await pay(row, 500_00, 'PROMESA-2B')
    expect(await promiseOf(row.loanId, id)).toMatchObject({ status: 'kept', paidCents: 800_00 })
  })

  it('unpaid past its date, the daily judgement breaks it the day after (not on its date)', async () => {
    const row = rows[2]!
    const id = await promise(row.loanId, 2_000_00, today)
    await pay(row, 500_00, 'PROMESA-3')
    await judgePromises(t.database.db, today)
    expect(await promiseOf(row.loanId, id)).toMatchObject({ status: 'pending', paidCents: 500_00 })
    await judgePromises(t.database.db, addDays(today, 1))
    const [stored] = await t.database.db
      .select()
      .from(collectionPromises)
      .where(eq(collectionPromises.id, id))
    expect(stored).toMatchObject({ status: 'broken', paidCents: 500_00, decidedOn: addDays(today, 1) })
  })
})

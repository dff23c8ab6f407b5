import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { LiveEvent } from '@mesa/contracts'
import { openEventStream, type EventStreamReader } from '../helpers/event-stream'
import { loanBase, mexicoToday, type Listed } from '../helpers/loan-session'
import { createTestApp, type TestApp } from '../helpers/test-app'
import { signInDemo } from '../helpers/demo-sign-in'

/** Live updates of loans and tickets (issue 16): a payment or a ticket change reaches who may read it. */
let t: TestApp
let base: string
const tokens: Record<string, string> = {}
const streams: EventStreamReader[] = []
const as = (who: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.as(tokens[who]!, { method, url, ...(payload ? { payload } : {}) })

const open = async (who: string) => {
  const stream = await openEventStream(base, tokens[who]!)
  streams.push(stream)
  expect(stream.status).toBe(200)
  return stream
}

beforeAll(async () => {
  t = await createTestApp()
  await t.app.listen({ port: 0, host: '127.0.0.1' })
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`
  await signInDemo(t, tokens, ['admin', 'analista', 'ventas'])
})
afterAll(async () => {
  await Promise.all(streams.map((stream) => stream.close()))
  await t.close()
})

const loanChanged = (applicationId: number) => (event: LiveEvent) =>
  event.type === 'loan.changed' && event.applicationId === applicationId
const ticketChanged = (id: number) => (event: LiveEvent) => event.type === 'ticket.changed' && event.id === id

async function pay(loan: Listed, reference: string) {
  const { version } = (await as('admin', 'GET', loanBase(loan))).json()
  const response = await as('admin', 'POST', `${loanBase(loan)}/payments`, {
    amountCents: 10_000,
    paidOn: mexicoToday(),
    method: 'spei',
    reference,
    version,
  })
  expect(response.statusCode, response.body).toBe(201)
}

describe('servicing live events', () => {
  it('a payment reaches head office and the sellers of that ally only', async () => {
    const all = (await as('admin', 'GET', '/api/v1/loans?itemsPerPage=100&status=active')).json()
      .items as Listed[]
    const mine = (await as('ventas', 'GET', '/api/v1/loans?itemsPerPage=100&status=active')).json()
      .items as Listed[]
    const own = mine[0]!
    const foreign = all.find((loan) => !mine.some((seen) => seen.applicationId === loan.applicationId))!
    const analyst = await open('analista')
    const seller = await open('ventas')
    await pay(foreign, 'LIVE-1')
    expect(await analyst.next(loanChanged(foreign.applicationId))).toMatchObject({
      product: foreign.origin,
      allyId: foreign.allyId,
    })
    // Events reach a stream in order: once the later, in-scope one arrived, the foreign one was left out.
    await pay(own, 'LIVE-2')
    await seller.next(loanChanged(own.applicationId))
    expect(seller.events.some(loanChanged(foreign.applicationId))).toBe(false)
  })

  it('a ticket comment reaches the readers of its application, not another ally’s seller', async () => {
    const tickets = (await as('admin', 'GET', '/api/v1/tickets?itemsPerPage=100')).json().items as Array<{
      id: number
    }>
    const visible = (await as('ventas', 'GET', '/api/v1/tickets?itemsPerPage=100')).json().items as Array<{
      id: number
    }>
    const own = visible[0]!
    const foreign = tickets.find((ticket) => !visible.some((seen) => seen.id === ticket.id))!
    const analyst = await open('analista')
    const seller = await open('ventas')
    const comment = (id: number) =>
      as('admin', 'POST', `/api/v1/tickets/${id}/comments`, { body: 'Seguimiento de cobranza' })
    expect((await comment(foreign.id)).statusCode).toBe(201)
    await analyst.next(ticketChanged(foreign.id))
    expect((await comment(own.id)).statusCode).toBe(201)
    await seller.next(ticketChanged(own.id))
    expect(seller.events.some(ticketChanged(foreign.id))).toBe(false)
  })
})

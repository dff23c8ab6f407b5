import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AllyListResponse, LiveEvent } from '@mesa/contracts'
import { createTestApp, type TestApp } from '../helpers/test-app'
import { openEventStream, type EventStreamReader } from '../helpers/event-stream'

/** The one live-update channel (issue 11 "Live updates"): who receives which event. */
let t: TestApp
let base: string
let admin: string
const streams: EventStreamReader[] = []

interface Item {
  id: number
  product: string
  stage: string
  allyId: number
  owner: { id: number } | null
}

const open = async (accessToken: string) => {
  const stream = await openEventStream(base, accessToken)
  streams.push(stream)
  expect(stream.status).toBe(200)
  return stream
}

/** Admin takes the application: a committed change with a new owner and version; answers that version. */
async function take(item: Item) {
  const url = `/api/v1/credit-applications/${item.product}/${item.id}`
  const { version } = (await t.as(admin, { method: 'GET', url })).json<{ version: number }>()
  const response = await t.as(admin, {
    method: 'POST',
    url: `${url}/assignment`,
    payload: { ownerUserId: null, version },
  })
  expect(response.statusCode, response.body).toBeLessThan(300)
  return version + 1
}

const changed = (id: number) => (event: LiveEvent) =>
  event.type === 'creditApplication.changed' && event.id === id

beforeAll(async () => {
  t = await createTestApp()
  await t.app.listen({ port: 0, host: '127.0.0.1' })
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`
  admin = (await t.login('admin@demo.com', 'admin')).accessToken
})
afterAll(async () => {
  await Promise.all(streams.map((stream) => stream.close()))
  await t.close()
})

describe('live events', () => {
  it('an application change reaches a colleague who may read it, and no seller out of its scope', async () => {
    const analyst = await t.login('analista@demo.com', 'analista')
    const ventas = await t.login('ventas@demo.com', 'ventas')
    const ownAllies = await t.as(ventas.accessToken, {
      method: 'GET',
      url: '/api/v1/allies/list?itemsPerPage=-1',
    })
    const ownAllyIds = new Set(ownAllies.json<AllyListResponse>().products.map((ally) => ally.id))
    const all = (
      await t.as(admin, { method: 'GET', url: '/api/v1/credit-applications?itemsPerPage=-1&stage=analisis' })
    ).json<{ items: Item[] }>().items
    const foreign = all.find((item) => !ownAllyIds.has(item.allyId) && item.owner?.id !== ventas.userData.id)!
    const own = all.find((item) => ownAllyIds.has(item.allyId))!
    expect(foreign && own).toBeTruthy()

    const analystStream = await open(analyst.accessToken)
    const ventasStream = await open(ventas.accessToken)
    const version = await take(foreign)
    const seen = await analystStream.next(changed(foreign.id))
    expect(seen).toMatchObject({ id: foreign.id, stage: 'analisis', version, allyId: foreign.allyId })
    // Events reach a stream in the order they were published: once the later, in-scope change arrived,
    // the earlier, out-of-scope one was already judged and left out.
    await take(own)
    await ventasStream.next(changed(own.id))
    await analystStream.next(changed(own.id))
    expect(ventasStream.events.some(changed(foreign.id))).toBe(false)
  })

  it('a notification reaches its recipient only', async () => {
    const analyst = await t.login('analista@demo.com', 'analista')
    const mesa = await t.login('mesa@demo.com', 'mesa-control')
    const analystStream = await open(analyst.accessToken)
    const mesaStream = await open(mesa.accessToken)
    const [item] = (
      await t.as(admin, { method: 'GET', url: '/api/v1/credit-applications?itemsPerPage=5&stage=analisis' })
    ).json<{ items: Item[] }>().items
    const mention = async (username: string) => {
      const response = await t.as(admin, {
        method: 'POST',
        url: `/api/v1/credit-applications/${item!.product}/${item!.id}/comments`,
        payload: { body: `Revisa esto por favor @${username}` },
      })
      expect(response.statusCode, response.body).toBe(201)
    }
    const notified = (userId: number) => (event: LiveEvent) =>
      event.type === 'notification.created' && event.userId === userId
    await mention('analista')
    await analystStream.next(notified(analyst.userData.id))
    // The comment changes the application's file: its readers refetch it.
    await analystStream.next(changed(item!.id))
    await mention(mesa.userData.username)
    await mesaStream.next(notified(mesa.userData.id))
    expect(mesaStream.events.some(notified(analyst.userData.id))).toBe(false)
    expect(analystStream.events.some(notified(mesa.userData.id))).toBe(false)
  })

  it('presence changes reach holders of read agent-status', async () => {
    const supervisor = await t.login('supervisor@demo.com', 'supervisor')
    const stream = await open(supervisor.accessToken)
    const analyst = await t.login('analista@demo.com', 'analista')
    const response = await t.as(analyst.accessToken, {
      method: 'PUT',
      url: '/api/v1/account/presence',
      payload: { presence: 'busy' },
    })
    expect(response.statusCode).toBe(204)
    await stream.next(
      (event) =>
        event.type === 'presence.changed' &&
        event.userId === analyst.userData.id &&
        event.presence === 'busy',
    )
  })
})

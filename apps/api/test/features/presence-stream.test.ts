import type { AddressInfo } from 'node:net'
import { beforeAll, describe, expect, it } from 'vitest'
import { useTestApp } from '../helpers/use-test-app'

let base: string
const t = useTestApp()
beforeAll(async () => {
  await t.app.listen({ port: 0, host: '127.0.0.1' })
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`
})

const openStream = (accessToken: string) =>
  fetch(`${base}/api/v1/events`, { headers: { authorization: `Bearer ${accessToken}` } })

/** Reads the stream until the server ends it; fails after `ms`. */
async function endsWithin(response: Response, ms: number): Promise<boolean> {
  const reader = response.body!.getReader()
  const deadline = Date.now() + ms
  for (;;) {
    const remaining = deadline - Date.now()
    if (remaining <= 0) return false
    const next = await Promise.race([
      reader.read(),
      new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), remaining)),
    ])
    if (next === 'timeout') {
      await reader.cancel()
      return false
    }
    if (next.done) return true
  }
}

describe('event stream sessions (issue 9 presence stream, now the one event channel)', () => {
  it('caps open streams per session at 3 and ends them at logout', async () => {
    const session = await t.login('admin@demo.com', 'admin')
    const streams = [
      await openStream(session.accessToken),
      await openStream(session.accessToken),
      await openStream(session.accessToken),
    ]
    expect(streams.map((stream) => stream.status)).toEqual([200, 200, 200])
    const fourth = await openStream(session.accessToken)
    expect(fourth.status).toBe(429)
    expect(Number(fourth.headers.get('retry-after'))).toBeGreaterThan(0)

    const logout = await t.as(session.accessToken, { method: 'POST', url: '/api/v1/auth/logout' })
    expect(logout.statusCode).toBe(204)
    const ended = await Promise.all(streams.map((stream) => endsWithin(stream, 3_000)))
    expect(ended).toEqual([true, true, true])
    expect((await openStream(session.accessToken)).status).toBe(401)
  })

  it('a closed stream frees its place; a revoked session ends the stream even from elsewhere', async () => {
    const session = await t.login('admin@demo.com', 'admin')
    const first = await openStream(session.accessToken)
    const two = await Promise.all([1, 2].map(() => openStream(session.accessToken)))
    await first.body!.cancel()
    // The server sees the disconnect a moment later; then the third place is free again.
    let third: Response | undefined
    await expect
      .poll(async () => {
        third = await openStream(session.accessToken)
        return third.status
      })
      .toBe(200)
    const others = [...two, third!]
    // Another session of the same user revokes this one (account settings → sessions).
    const other = await t.login('admin@demo.com', 'admin')
    const mine = (await t.as(session.accessToken, { method: 'GET', url: '/api/v1/account/sessions' })).json()
    const streamingSession = mine.sessions.find((row: { current: boolean }) => row.current).id
    const revoke = await t.as(other.accessToken, {
      method: 'DELETE',
      url: `/api/v1/account/sessions/${streamingSession}`,
    })
    expect(revoke.statusCode, revoke.body).toBeLessThan(300)
    const ended = await Promise.all(others.map((stream) => endsWithin(stream, 3_000)))
    expect(ended).toEqual([true, true, true])
  })
})

import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../../src/config'
import { signInThrottle } from '../../src/db/schema'
import { createTestApp, type TestApp } from '../helpers/test-app'
import { createUserWithRules } from '../helpers/users'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const signIn = (email: string, password: string, remoteAddress: string, headers = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/allies/login/',
    payload: { email, password },
    remoteAddress,
    headers,
  })

describe('lockout is not a weapon (issue 9 item 5)', () => {
  it('30 failures on other accounts from one address do not block a correct sign-in from it', async () => {
    const address = '192.0.2.10'
    for (let i = 0; i < 30; i++) {
      const failure = await signIn(`nobody-${i % 10}@demo.com`, 'wrong-password', address)
      expect(failure.statusCode).not.toBe(201)
    }
    const fresh = await createUserWithRules(t.database.db, [{ action: 'read', subject: 'AclDemo' }])
    const response = await signIn(fresh.email, fresh.password, address)
    expect(response.statusCode, response.body).toBe(201)
  })

  it("an attacker's failures slow only the attacker's address; the owner signs in from another", async () => {
    const victim = await createUserWithRules(t.database.db, [{ action: 'read', subject: 'AclDemo' }])
    const attacker = '198.51.100.7'
    for (let i = 0; i < 5; i++)
      expect((await signIn(victim.email, `guess-${i}`, attacker)).statusCode).toBe(400)
    const slowed = await signIn(victim.email, 'guess-5', attacker)
    expect(slowed.statusCode).toBe(429)
    expect(Number(slowed.headers['retry-after'])).toBeGreaterThan(0)
    // The wait grows with each failure; it is a delay, not a 15-minute lock from the 5th.
    const [row] = await t.database.db
      .select()
      .from(signInThrottle)
      .where(eq(signInThrottle.key, `account-ip:${victim.email}|${attacker}`))
    expect(row!.failures).toBe(5)
    expect(row!.blockedUntil!.getTime() - Date.now()).toBeLessThanOrEqual(15_000)

    const owner = await signIn(victim.email, victim.password, '203.0.113.20')
    expect(owner.statusCode, owner.body).toBe(201)
  })

  it('ignores X-Forwarded-For unless TRUST_PROXY says so: a spoofed address does not escape the delay', async () => {
    const victim = await createUserWithRules(t.database.db, [{ action: 'read', subject: 'AclDemo' }])
    for (let i = 0; i < 5; i++) await signIn(victim.email, `guess-${i}`, '198.51.100.8')
    const spoofed = await signIn(victim.email, 'guess-6', '198.51.100.8', {
      'x-forwarded-for': '203.0.113.99',
    })
    expect(spoofed.statusCode).toBe(429)
  })

  it('reads TRUST_PROXY as false, true, a number of hops or a list of addresses', () => {
    const trust = (value?: string) =>
      loadConfig({ DATA_DIR: '/tmp/mesa-config-test', TRUST_PROXY: value }).trustProxy
    expect(trust()).toBe(false)
    expect(trust('true')).toBe(true)
    expect(trust('10.0.0.0/8, 127.0.0.1')).toEqual(['10.0.0.0/8', '127.0.0.1'])
    const hops = trust('1') as (address: string, hop: number) => boolean
    expect([hops('x', 0), hops('x', 1)]).toEqual([true, false])
    expect(() => loadConfig({ DATA_DIR: '/tmp/mesa-config-test', TRUST_PROXY: 'everyone' })).toThrow(
      /TRUST_PROXY/,
    )
  })
})

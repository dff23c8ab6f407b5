import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { decodeProtectedHeader } from 'jose'
import { desc, sql } from 'drizzle-orm'
import { auditCheckpoints } from '../../src/db/schema'
import type { AuditVerification } from '@mesa/contracts'
import { buildApp } from '../../src/app'
import { AccessTokens } from '../../src/features/auth'
import { keyId } from '../../src/lib/key-ring'
import { createTestApp, testConfig, TEST_JWT_SECRET, type TestApp } from '../helpers/test-app'
import type { AppConfig } from '../../src/config'

const oldJwt = TEST_JWT_SECRET
const newJwt = 'a-new-jwt-secret-after-the-rotation-Q8v2Lk9'
const auditKey = 'the-audit-key-kept-across-jwt-rotations-7Xp3'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ auditKey })
})
afterAll(() => t.close())

/** Another instance of the API on the same database, with other keys (closed by the caller). */
async function instance(overrides: Partial<AppConfig>) {
  const app = await buildApp({
    config: testConfig({ dataDir: t.dataDir, ...overrides }),
    database: t.database,
    logger: false,
  })
  await app.ready()
  return app
}

describe('signing keys have ids', () => {
  it('a token names its key, and both keys verify during a rotation', async () => {
    const { accessToken } = await t.login('admin@demo.com', 'admin')
    expect(decodeProtectedHeader(accessToken).kid).toBe(keyId(oldJwt))
    const rotating = new AccessTokens(newJwt, oldJwt)
    expect(await rotating.verify(accessToken)).toMatchObject({ userId: expect.any(Number) })
    const fresh = await rotating.sign({ userId: 1, sessionId: 's' })
    expect(decodeProtectedHeader(fresh).kid).toBe(keyId(newJwt))
    // Once the old key is dropped, its tokens are refused; the instance still on the old key refuses new ones.
    expect(await new AccessTokens(newJwt).verify(accessToken)).toBeNull()
    expect(await new AccessTokens(oldJwt).verify(fresh)).toBeNull()
  })

  it('through the API: an instance rotated to the new key accepts a token of the old one', async () => {
    const { accessToken } = await t.login('admin@demo.com', 'admin')
    const rotated = await instance({ jwtSecret: newJwt, jwtPreviousSecret: oldJwt, auditKey })
    try {
      const me = await rotated.inject({
        method: 'GET',
        url: '/api/v1/audit/verify',
        headers: { authorization: `Bearer ${accessToken}` },
      })
      expect(me.statusCode).toBe(200)
    } finally {
      await rotated.close()
    }
  })
})

describe('the audit chain survives a JWT key rotation', () => {
  it('checkpoints signed under AUDIT_KEY still verify after JWT_SECRET changes', async () => {
    const { accessToken } = await t.login('admin@demo.com', 'admin')
    const checkpoint = await t.as(accessToken, { method: 'POST', url: '/api/v1/audit/checkpoints' })
    expect(checkpoint.statusCode).toBe(201)
    const [row] = await t.database.db
      .select({ keyId: auditCheckpoints.keyId })
      .from(auditCheckpoints)
      .orderBy(desc(auditCheckpoints.id))
      .limit(1)
    expect(row!.keyId).toBe(keyId(auditKey))

    // A new JWT key and no previous one: tokens of the old key are refused, the chain is still intact.
    const rotated = await instance({ jwtSecret: newJwt, auditKey })
    try {
      const login = await rotated.inject({
        method: 'POST',
        url: '/api/v1/allies/login/',
        payload: { email: 'admin@demo.com', password: 'admin' },
      })
      const token = login.json<{ accessToken: string }>().accessToken
      const verification = await rotated.inject({
        method: 'GET',
        url: '/api/v1/audit/verify',
        headers: { authorization: `Bearer ${token}` },
      })
      expect(verification.json<AuditVerification>()).toMatchObject({ intact: true, problems: [] })
      expect(verification.json<AuditVerification>().checkpointsChecked).toBeGreaterThan(0)
    } finally {
      await rotated.close()
    }
  })

  it('without AUDIT_KEY the JWT key signed (before key ids): the same change reports checkpoint_forged', async () => {
    const { accessToken } = await t.login('admin@demo.com', 'admin')
    await t.database.db.execute(sql`delete from audit_checkpoints`)
    const legacy = await instance({ auditKey: undefined })
    try {
      await legacy.inject({
        method: 'POST',
        url: '/api/v1/audit/checkpoints',
        headers: { authorization: `Bearer ${accessToken}` },
      })
    } finally {
      await legacy.close()
    }
    // A checkpoint from before key ids: signed under the JWT key, no key id.
    await t.database.db.execute(sql`update audit_checkpoints set key_id = null`)
    const verifyWith = async (overrides: Partial<AppConfig>) => {
      const app = await instance(overrides)
      try {
        const login = await app.inject({
          method: 'POST',
          url: '/api/v1/allies/login/',
          payload: { email: 'admin@demo.com', password: 'admin' },
        })
        const response = await app.inject({
          method: 'GET',
          url: '/api/v1/audit/verify',
          headers: { authorization: `Bearer ${login.json<{ accessToken: string }>().accessToken}` },
        })
        return response.json<AuditVerification>()
      } finally {
        await app.close()
      }
    }
    // Rotated without keeping the old JWT key: the old checkpoint cannot be checked.
    expect((await verifyWith({ jwtSecret: newJwt, auditKey })).problems).toEqual([
      expect.objectContaining({ kind: 'checkpoint_forged' }),
    ])
    // With the old key as JWT_PREVIOUS_SECRET it verifies.
    expect(await verifyWith({ jwtSecret: newJwt, jwtPreviousSecret: oldJwt, auditKey })).toMatchObject({
      intact: true,
    })
  })
})

import { cpSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify'
import { inject } from 'vitest'
import type { SessionResponse } from '@mesa/contracts'
import { buildApp } from '../../src/app'
import { storageFromConfig } from '../../src/lib/s3-storage'
import { startLocalS3 } from './s3-server'
import type { AppConfig } from '../../src/config'
import type { DatabaseHandle } from '../../src/db/client'
import { seedForTests } from './seed-for-tests'
import { openSeededDatabase, openTestDatabase } from './test-database'

export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-signing'

export interface TestApp {
  app: FastifyInstance
  database: DatabaseHandle
  /** This app's DATA_DIR (uploads, and mail in DATA_DIR/mail when no SMTP is configured). */
  dataDir: string
  /** Signs in and answers the session payload; fails the test when sign-in fails. */
  login: (email: string, password: string) => Promise<SessionResponse>
  /** inject with a bearer token. */
  as: (accessToken: string, options: InjectOptions) => Promise<LightMyRequestResponse>
  close: () => Promise<void>
}

export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    port: 0,
    host: '127.0.0.1',
    dataDir: '/tmp',
    databaseUrl: undefined,
    jwtSecret: TEST_JWT_SECRET,
    demoSeed: true,
    demoPages: true,
    publicUrl: 'http://localhost:3000',
    webDist: undefined,
    logLevel: 'silent',
    // Far above production's 600 so suites that make many requests never trip it; rate-limit tests set it low.
    rateLimitPerMinute: 100_000,
    smtpUrl: undefined,
    // The IMAP tests' server listens on 127.0.0.1; one test turns this off to see internal hosts refused.
    mailAccountInternalHosts: true,
    mailFrom: 'Mesa <no-reply@mesa.local>',
    // Tests run jobs explicitly (a JobWorker's drain); apps in tests start none.
    workers: false,
    trustProxy: false,
    s3: undefined,
    ...overrides,
  }
}

/** The whole API on a fresh database with the demo seed, for `inject`. */
export async function createTestApp(overrides: Partial<AppConfig> = {}): Promise<TestApp> {
  // Each test file gets its own data directory (uploaded files), removed on close.
  const dataDir = overrides.dataDir ?? mkdtempSync(path.join(tmpdir(), 'mesa-test-'))
  // TEST_STORAGE=s3 runs a suite's uploads against an S3-compatible server in process (s3rver).
  const localS3 = !overrides.s3 && process.env.TEST_STORAGE === 's3' ? await startLocalS3() : undefined
  const s3 = overrides.s3 ?? localS3?.options
  const storage = storageFromConfig({ dataDir, s3 })
  // A copy of the run's seeded template (database and files) where the files live on disk; else seed here.
  const template = s3 ? null : inject('seededTemplate')
  const database = template ? await openSeededDatabase(template) : await openTestDatabase()
  if (template) cpSync(template.dataDir, dataDir, { recursive: true })
  else {
    await seedForTests(database.db, storage)
  }
  const app = await buildApp({
    config: testConfig({ ...overrides, dataDir, s3 }),
    database,
    logger: false,
    storage,
  })
  await app.ready()
  const login = async (email: string, password: string) => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/allies/login/',
      payload: { email, password },
    })
    if (response.statusCode !== 201)
      throw new Error(`login ${email} failed: ${response.statusCode} ${response.body}`)
    return response.json<SessionResponse>()
  }
  return {
    app,
    database,
    dataDir,
    login,
    as: (accessToken, options) =>
      app.inject({ ...options, headers: { ...options.headers, authorization: `Bearer ${accessToken}` } }),
    close: async () => {
      await app.close()
      await database.close()
      await localS3?.close()
      if (!overrides.dataDir) rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

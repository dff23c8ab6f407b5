import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { publishedDemoAccounts } from '@mesa/contracts'
import { users } from '../../src/db/schema'
import { loadConfig } from '../../src/config'
import { hashPassword } from '../../src/features/auth'
import { configurationProblems, databaseProblems } from '../../src/production-readiness'
import { secretWeakness } from '../../src/lib/key-ring'
import { apiRoot } from '../helpers/server-process'
import { createTestApp, type TestApp } from '../helpers/test-app'

const dataDir = mkdtempSync(path.join(tmpdir(), 'mesa-production-'))
afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

const strong = 'q7Vx2LmP9sKd4RtZ8wNb3HyC6jEf1UgA5oXi0TeWrYu'
const strongAudit = 'Zm4Kp8Qr2Vt6Xw0Yb3Nd7Hf1Lj5Gs9Ca4Ue8Io2Pk6Ty'
const production = (env: Record<string, string>) =>
  configurationProblems(loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir, ...env }))

describe('production mode refuses unsafe settings, one line per problem', () => {
  it('a safe configuration has no problem', () => {
    expect(production({ JWT_SECRET: strong, AUDIT_KEY: strongAudit, DEMO_PAGES: 'false' })).toEqual([])
    // DEMO_PAGES=true said out loud keeps the demo area.
    expect(production({ JWT_SECRET: strong, AUDIT_KEY: strongAudit, DEMO_PAGES: 'true' })).toEqual([])
  })

  it("the issue's start: DEMO_SEED on, a repeated-character secret, the demo area on by default", () => {
    const problems = production({ DEMO_SEED: 'true', JWT_SECRET: 'a'.repeat(32), AUDIT_KEY: strongAudit })
    expect(problems).toEqual([
      expect.stringMatching(/^DEMO_SEED is on/),
      'JWT_SECRET is weak: one character repeated.',
      expect.stringMatching(/^The demo area is on by default: set DEMO_PAGES=false/),
    ])
  })

  it('JWT_SECRET and AUDIT_KEY missing', () => {
    expect(production({ DEMO_PAGES: 'false' })).toEqual([
      expect.stringMatching(/^JWT_SECRET is not set/),
      expect.stringMatching(/^AUDIT_KEY is not set/),
    ])
  })

  it('a long secret of little entropy, and an audit key equal to the JWT key', () => {
    expect(
      production({
        JWT_SECRET: 'abababababababababababababababababab',
        AUDIT_KEY: strong,
        DEMO_PAGES: 'false',
      }),
    ).toEqual(['JWT_SECRET is weak: only 2 distinct characters (at least 10).'])
    expect(production({ JWT_SECRET: strong, AUDIT_KEY: strong, DEMO_PAGES: 'false' })).toEqual([
      expect.stringMatching(/^AUDIT_KEY equals JWT_SECRET/),
    ])
  })

  it('weakness: length, repetition, variety, entropy', () => {
    expect(secretWeakness('short')).toBe('only 5 characters (at least 32)')
    // Ten letters over and over: 32 characters of about 3.3 bits each by frequency, some 106 bits.
    expect(secretWeakness('abcdefghij'.repeat(4).slice(0, 32))).toMatch(/^about 10\d bits of entropy/)
    // `openssl rand -hex 16` and `-base64 48` pass.
    expect(secretWeakness('9f86d081884c7d659a2feaa0c55ad015')).toBeNull()
    expect(secretWeakness(strong)).toBeNull()
    // No secret written into DATA_DIR in production: a replica with its own secret would refuse the others' tokens.
    expect(loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir }).jwtSecret).toBe('')
  })
})

describe('production mode and the database', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({ demoSeed: false })
  })
  afterAll(() => t.close())

  it('names each demo account that still signs in with its published password', async () => {
    const problems = await databaseProblems(t.database.db)
    expect(problems).toContain(
      'The demo account admin@demo.com still signs in with its published password: delete it or change its password.',
    )
    // Every published account, the second members the feature seeds add (admin2, comite2/3, tesoreria2) too.
    expect(problems).toContain(
      'The demo account tesoreria2@demo.com still signs in with its published password: delete it or change its password.',
    )
    expect(problems.length).toBe(publishedDemoAccounts.length)
    await t.database.db
      .update(users)
      .set({ passwordHash: await hashPassword('a new and private passphrase') })
      .where(eq(users.email, 'admin@demo.com'))
    const after = await databaseProblems(t.database.db)
    expect(after.length).toBe(publishedDemoAccounts.length - 1)
    expect(after.join('\n')).not.toContain('admin@demo.com')
  })

  it('the public configuration lists no account or password outside demo mode', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/config' })
    expect(response.json()).toEqual({ demoMode: false, demoCredentials: [], demoPages: true })
    expect(response.body).not.toMatch(/password|@demo\.com/)
  })
})

describe('the API documentation in production', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({ production: true, demoPagesExplicit: true })
  })
  afterAll(() => t.close())

  it('needs a signed-in user', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/docs/json' })).statusCode).toBe(401)
    expect((await t.app.inject({ method: 'GET', url: '/api/docs' })).statusCode).toBe(401)
    const { accessToken } = await t.login('analista@demo.com', 'analista')
    const signedIn = await t.as(accessToken, { method: 'GET', url: '/api/docs/json' })
    expect(signedIn.statusCode).toBe(200)
    expect(signedIn.json()).toHaveProperty('openapi')
  })
})

/** The real start: `src/server.ts` and `src/worker.ts` exit 1 and print one line per problem. */
function startProcess(entry: string, env: Record<string, string>) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', entry], {
      cwd: apiRoot,
      env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.once('exit', (code) => resolve({ code, output }))
  })
}

describe('the processes refuse to start', () => {
  for (const entry of ['src/server.ts', 'src/worker.ts'])
    it(`${entry}: exit 1, each problem on its own line`, async () => {
      const { code, output } = await startProcess(entry, {
        NODE_ENV: 'production',
        DEMO_SEED: 'true',
        JWT_SECRET: 'a'.repeat(32),
        AUDIT_KEY: '',
        DEMO_PAGES: '',
        DATABASE_URL: '',
      })
      expect(code).toBe(1)
      expect(output).toMatch(/refuses to start in production/)
      expect(output).toMatch(/^ {2}- DEMO_SEED is on/m)
      expect(output).toMatch(/^ {2}- JWT_SECRET is weak: one character repeated\.$/m)
      expect(output).toMatch(/^ {2}- AUDIT_KEY is not set/m)
      expect(output).toMatch(/^ {2}- The demo area is on by default/m)
      expect(output).not.toMatch(/Mesa is running/)
    }, 90_000)
})

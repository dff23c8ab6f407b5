import { eq, inArray } from 'drizzle-orm'
import { ImapFlow } from 'imapflow'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { EmailAccountResponse, EmailAccountTestResult, EmailListResponse } from '@mesa/contracts'
import {
  emailAccounts,
  emailAttachments,
  emailMessageAttachments,
  emailMessages,
  jobs,
  users,
} from '../../src/db/schema'
import {
  saveEmailAccount,
  syncEmailAccount,
  testEmailAccount,
  type AccountKeys,
} from '../../src/features/email/email-accounts'
import { JobWorker } from '../../src/features/jobs'
import { localStorageIn, type FileStorage } from '../../src/lib/storage'
import { pngBytes } from '../helpers/file-bytes'
import { rawMessage, startImapServer, type ImapTestServer } from '../helpers/imap-server'
import { createTestApp, TEST_JWT_SECRET, type TestApp } from '../helpers/test-app'

/** Issue 18: each staff user's own IMAP account, read into their own mailbox. */
let t: TestApp
let imap: ImapTestServer
const token: Record<string, string> = {}

const personal = (n: number, subject: string) =>
  rawMessage(
    `From: Banco <avisos@banco.example>\r\nTo: lucia.personal@correo.example\r\nSubject: ${subject}\r\n` +
      `Message-ID: <personal-${n}@banco.example>`,
    `Aviso ${n}`,
  )

beforeAll(async () => {
  imap = await startImapServer([personal(1, 'Estado de cuenta personal'), personal(2, 'Cargo a su tarjeta')])
  t = await createTestApp()
  for (const name of ['ventas', 'analista'])
    token[name] = (await t.login(`${name}@demo.com`, name)).accessToken
}, 240_000)
afterAll(async () => {
  await t.close()
  await imap.close()
})

const settings = (extra: object = {}) => ({
  imapHost: '127.0.0.1',
  imapPort: imap.port,
  imapTls: false,
  imapUser: 'testuser',
  folder: 'INBOX',
  ...extra,
})
const call = (who: string, method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: object) =>
  t.as(token[who]!, { method, url, ...(payload && { payload }) })
const account = async (who: string) =>
  (await call(who, 'GET', '/api/v1/email/account')).json<EmailAccountResponse>().account
const inbox = async (who: string) =>
  (await call(who, 'GET', '/api/apps/email')).json<EmailListResponse>().emails.map((email) => email.subject)
const userId = async (email: string) =>
  (await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id
const sync = async (who: string) =>
  syncEmailAccount(
    t.database.db,
    localStorageIn(t.dataDir),
    { secret: TEST_JWT_SECRET, internalHosts: true },
    await userId(`${who}@demo.com`),
  )

describe('saving the account', () => {
  it('names each wrong field, and a first save without a password is a 400 on password', async () => {
    const bad = await call('analista', 'PUT', '/api/v1/email/account', {
      imapHost: 'mail server;rm',
      imapPort: 70_000,
      imapTls: 'yes',
      imapUser: '',
      password: 'x',
    })
    expect(bad.statusCode).toBe(400)
    expect(Object.keys(bad.json().errors).sort()).toEqual(['imapHost', 'imapPort', 'imapTls', 'imapUser'])
    const noPassword = await call('analista', 'PUT', '/api/v1/email/account', settings())
    expect(noPassword.statusCode).toBe(400)
    expect(Object.keys(noPassword.json().errors)).toEqual(['password'])
    expect(await account('analista')).toBeNull()
  })

  it('keeps the password sealed: never answered, not readable in the database', async () => {
    const saved = await call('analista', 'PUT', '/api/v1/email/account', settings({ password: 'testpass' }))
    expect(saved.statusCode, saved.body).toBe(200)
    expect(saved.body).not.toContain('testpass')
    expect(saved.json<EmailAccountResponse>().account).toMatchObject({
      imapHost: '127.0.0.1',
      hasPassword: true,
      syncStatus: 'pending',
      version: 1,
    })
    const [row] = await t.database.db.select().from(emailAccounts)
    expect(row!.passwordSealed).not.toContain('testpass')
    expect(row!.passwordSealed.startsWith('v1.')).toBe(true)
    // The save asked for a read; its job names the user only.
    const queued = await t.database.db.select().from(jobs).where(eq(jobs.kind, 'email.account-sync'))
    expect(JSON.stringify(queued.map((job) => job.payload))).not.toContain('testpass')
    // Each user sees only their own account.
    expect(await account('ventas')).toBeNull()
    expect((await call('analista', 'GET', '/api/v1/email/account')).body).not.toContain('password"')
  })

  it('a replacement needs the version read (stale: 409) and keeps the password when left out', async () => {
    const stale = await call('analista', 'PUT', '/api/v1/email/account', settings({ version: 7 }))
    expect(stale.statusCode).toBe(409)
    const huge = await call('analista', 'PUT', '/api/v1/email/account', settings({ version: 2 ** 40 }))
    expect(huge.statusCode).toBe(400)
    expect(Object.keys(huge.json().errors)).toEqual(['version'])
    const renamed = await call('analista', 'PUT', '/api/v1/email/account', settings({ version: 1 }))
    expect(renamed.statusCode, renamed.body).toBe(200)
    expect(renamed.json<EmailAccountResponse>().account!.version).toBe(2)
    const test = await call('analista', 'POST', '/api/v1/email/account/test', settings())
    expect(test.json<EmailAccountTestResult>()).toEqual({ ok: true, error: null, messages: 2 })
  })
})

describe('test connection', () => {
  it('answers the server’s refusal of a wrong password as text, and a dead port likewise', async () => {
    const wrong = await call('ventas', 'POST', '/api/v1/email/account/test', settings({ password: 'nope' }))
    expect(wrong.statusCode).toBe(200)
    const answer = wrong.json<EmailAccountTestResult>()
    expect(answer.ok).toBe(false)
    expect(answer.error).toMatch(/auth/i)
    const dead = await call(
      'ventas',
      'POST',
      '/api/v1/email/account/test',
      settings({ imapPort: 1, password: 'x' }),
    )
    expect(dead.json<EmailAccountTestResult>()).toMatchObject({ ok: false, error: expect.any(String) })
    // Without a saved account there is no password to fall back on.
    const none = await call('ventas', 'POST', '/api/v1/email/account/test', settings())
    expect(Object.keys(none.json().errors)).toEqual(['password'])
  })
})

describe('synchronising the account', () => {
  it('the job reads every message into the owner’s mailbox (whatever address it was for), once', async () => {
    await new JobWorker(t.database, { schedules: false }).drain()
    expect(await inbox('analista')).toEqual(
      expect.arrayContaining(['Estado de cuenta personal', 'Cargo a su tarjeta']),
    )
    expect(await inbox('ventas')).not.toContain('Cargo a su tarjeta')
    const status = await account('analista')
    expect(status).toMatchObject({ syncStatus: 'ok', lastError: null, lastSyncedAt: expect.any(String) })
    // Read again (a retried job, a restart): nothing is delivered twice.
    expect(await sync('analista')).toBe(0)
    expect((await inbox('analista')).filter((subject) => subject === 'Cargo a su tarjeta')).toHaveLength(1)
  })

  it('reads only what arrived since (the position survives in the database)', async () => {
    const client = new ImapFlow({
      host: '127.0.0.1',
      port: imap.port,
      secure: false,
      doSTARTTLS: false,
      auth: { user: 'testuser', pass: 'testpass' },
      logger: false,
    })
    await client.connect()
    await client.append('INBOX', personal(3, 'Nuevo aviso'))
    await client.logout()
    expect(await sync('analista')).toBe(1)
    expect(await inbox('analista')).toContain('Nuevo aviso')
  })

  it('a refused sign-in is recorded as the status and last error, shown to the owner', async () => {
    const current = (await account('analista'))!
    await call(
      'analista',
      'PUT',
      '/api/v1/email/account',
      settings({ password: 'wrong', version: current.version }),
    )
    expect(await sync('analista')).toBe(0)
    expect(await account('analista')).toMatchObject({
      syncStatus: 'error',
      lastError: expect.stringMatching(/auth/i),
    })
    const now = await call('analista', 'POST', '/api/v1/email/account/sync')
    expect(now.statusCode).toBe(202)
  })

  it('where internal hosts are not allowed (the default), an internal server is a 400 on imapHost and a sync error', async () => {
    const production = { secret: TEST_JWT_SECRET, internalHosts: false }
    const owner = await userId('analista@demo.com')
    const current = (await account('analista'))!
    await expect(
      saveEmailAccount(
        t.database.db,
        production,
        owner,
        settings({ password: 'x', version: current.version }),
      ),
    ).rejects.toMatchObject({ statusCode: 400, errors: { imapHost: ['internal_address'] } })
    expect(await account('analista')).toMatchObject({ version: current.version })
    expect(await syncEmailAccount(t.database.db, localStorageIn(t.dataDir), production, owner)).toBe(0)
    expect(await account('analista')).toMatchObject({
      syncStatus: 'error',
      lastError: expect.stringMatching(/internal address/),
    })
  })

  it('removing the account keeps the mail read; another user has none to remove', async () => {
    expect((await call('ventas', 'DELETE', '/api/v1/email/account')).statusCode).toBe(404)
    expect((await call('analista', 'DELETE', '/api/v1/email/account')).statusCode).toBe(204)
    expect(await account('analista')).toBeNull()
    expect(await inbox('analista')).toContain('Nuevo aviso')
    expect((await call('analista', 'POST', '/api/v1/email/account/sync')).statusCode).toBe(404)
  })
})

/**
 * A resolver that answers `first` to the first question and an internal address to every later one, as a
 * rebinding DNS server would; `asked` counts the questions.
 */
function rebindingResolver(first: string) {
  const resolver = {
    asked: 0,
    resolve: async () => (resolver.asked++ === 0 ? [first] : ['10.255.255.1']),
  }
  return resolver
}

describe('the server name is resolved once and the connection goes to the address checked (DNS rebinding)', () => {
  it('test connection and sync connect to the first answer, never asking again', async () => {
    const owner = await userId('ventas@demo.com')
    const test = rebindingResolver('127.0.0.1')
    const keys: AccountKeys = { secret: TEST_JWT_SECRET, internalHosts: true, resolve: test.resolve }
    const input = settings({ imapHost: 'imap.rebinding.test', password: 'testpass' })
    // The name resolves nowhere but in the fake resolver: only a connection to its first answer signs in.
    expect(await testEmailAccount(t.database.db, keys, owner, input)).toEqual({
      ok: true,
      error: null,
      messages: 3,
    })
    expect(test.asked).toBe(1)
    await saveEmailAccount(t.database.db, keys, owner, input)
    const run = rebindingResolver('127.0.0.1')
    const synced = await syncEmailAccount(
      t.database.db,
      localStorageIn(t.dataDir),
      { ...keys, resolve: run.resolve },
      owner,
    )
    expect(synced).toBe(3)
    expect(run.asked).toBe(1)
    expect(await inbox('ventas')).toContain('Nuevo aviso')
  })

  it('where internal hosts are not allowed, a name with any internal answer is refused before connecting', async () => {
    const owner = await userId('ventas@demo.com')
    const keys: AccountKeys = {
      secret: TEST_JWT_SECRET,
      internalHosts: false,
      resolve: async () => ['203.0.114.10', '169.254.169.254'],
    }
    const input = settings({ imapHost: 'imap.mixed.test', password: 'testpass' })
    await expect(testEmailAccount(t.database.db, keys, owner, input)).rejects.toMatchObject({
      statusCode: 400,
      errors: { imapHost: ['internal_address'] },
    })
  })
})

/**
 * A file store whose writes each wait for a second writer (a second at most), so two synchronisations
 * that would both store a file are sure to overlap there; `puts` counts the files written.
 */
function overlappingStorage(inner: FileStorage) {
  const waiting: (() => void)[] = []
  const storage = {
    puts: 0,
    put: async (...args: Parameters<FileStorage['put']>) => {
      storage.puts++
      await new Promise<void>((done) => {
        waiting.push(done)
        if (waiting.length >= 2) {
          for (const release of waiting.splice(0)) release()
        } else setTimeout(done, 1_000)
      })
      return inner.put(...args)
    },
    get: (key: string) => inner.get(key),
    delete: (key: string) => inner.delete(key),
  }
  return storage
}

describe('"Sync now" while the scheduled sync of the same account runs', () => {
  it('two synchronisations at once store each message and each attachment once', async () => {
    const png = pngBytes('recibo escaneado').toString('base64')
    const withFile = rawMessage(
      'From: Banco <avisos@banco.example>\r\nTo: ventas.personal@correo.example\r\nSubject: Recibo con adjunto\r\n' +
        'Message-ID: <recibo-1@banco.example>\r\nMIME-Version: 1.0\r\nContent-Type: multipart/mixed; boundary="b1"',
      '--b1\r\nContent-Type: text/plain; charset=utf-8\r\n\r\nSu recibo\r\n' +
        `--b1\r\nContent-Type: image/png; name="recibo.png"\r\nContent-Disposition: attachment; filename="recibo.png"\r\nContent-Transfer-Encoding: base64\r\n\r\n${png}\r\n--b1--`,
    )
    const server = await startImapServer([withFile])
    try {
      const owner = await userId('comite@demo.com')
      const keys: AccountKeys = { secret: TEST_JWT_SECRET, internalHosts: true }
      await saveEmailAccount(
        t.database.db,
        keys,
        owner,
        settings({ imapPort: server.port, password: 'testpass' }),
      )
      const storage = overlappingStorage(localStorageIn(t.dataDir))
      const runs = await Promise.all([
        syncEmailAccount(t.database.db, storage, keys, owner),
        syncEmailAccount(t.database.db, storage, keys, owner),
      ])
      expect(runs.sort()).toEqual([0, 1])
      const copies = await t.database.db
        .select({ id: emailMessages.id })
        .from(emailMessages)
        .where(eq(emailMessages.messageId, '<recibo-1@banco.example>'))
      expect(copies).toHaveLength(1)
      const files = await t.database.db
        .select({ id: emailAttachments.id })
        .from(emailAttachments)
        .where(eq(emailAttachments.fileName, 'recibo.png'))
      expect(files).toHaveLength(1)
      expect(storage.puts).toBe(1)
      const links = await t.database.db
        .select()
        .from(emailMessageAttachments)
        .where(inArray(emailMessageAttachments.emailId, [copies[0]!.id]))
      expect(links.map((link) => link.attachmentId)).toEqual([files[0]!.id])
    } finally {
      await server.close()
    }
  })
})

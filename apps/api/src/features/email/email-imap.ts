import { eq } from 'drizzle-orm'
import { ImapFlow } from 'imapflow'
import { simpleParser } from 'mailparser'
import type { Database } from '../../db/client'
import { emailSyncState } from '../../db/schema'
import { loadConfig } from '../../config'
import { storageFromConfig } from '../../lib/s3-storage'
import type { FileStorage } from '../../lib/storage'
import { registerJobHandler, registerJobSchedule } from '../jobs'
import { importReceivedMail } from './email-imap-import'

export const IMAP_SYNC_JOB = 'email.imap-sync'

export interface ImapAccount {
  /** imap://user:password@host:143 or imaps://user:password@host:993, optionally /FOLDER (default INBOX). */
  url: string
  storage: FileStorage
}

/** The IMAP account of each database in this process (set when the API or the worker starts). */
const accountsByDatabase = new Map<Database, ImapAccount>()

export function useImapAccount(db: Database, account: ImapAccount | undefined) {
  if (account) accountsByDatabase.set(db, account)
  else accountsByDatabase.delete(db)
}

function clientOf(url: string) {
  const parsed = new URL(url)
  const secure = parsed.protocol === 'imaps:'
  return {
    folder: decodeURIComponent(parsed.pathname.replace(/^\//, '')) || 'INBOX',
    account: `${decodeURIComponent(parsed.username)}@${parsed.host}`,
    client: new ImapFlow({
      host: parsed.hostname,
      port: Number(parsed.port) || (secure ? 993 : 143),
      secure,
      auth: { user: decodeURIComponent(parsed.username), pass: decodeURIComponent(parsed.password) },
      logger: false,
      // A plain imap:// server (tests, a local relay) is not upgraded with STARTTLS unless it offers it.
      doSTARTTLS: secure ? undefined : false,
    }),
  }
}

/**
 * One synchronisation: reads the folder's messages after the last UID seen (all of them again when the
 * server's UIDVALIDITY changed) and imports each one; the position is saved after every message, and
 * importing is idempotent by Message-ID, so a run cut short or repeated delivers nothing twice.
 */
export async function syncImapAccount(db: Database, account: ImapAccount): Promise<number> {
  const { client, folder, account: name } = clientOf(account.url)
  await client.connect()
  let delivered = 0
  try {
    const lock = await client.getMailboxLock(folder)
    try {
      const mailbox = client.mailbox
      if (!mailbox) return 0
      const uidValidity = String(mailbox.uidValidity)
      const [state] = await db.select().from(emailSyncState).where(eq(emailSyncState.account, name))
      let lastUid = state && state.uidValidity === uidValidity ? state.lastUid : 0
      if (mailbox.exists === 0) return 0
      for await (const message of client.fetch(
        `${lastUid + 1}:*`,
        { uid: true, source: true },
        { uid: true },
      )) {
        // `n:*` also answers the last message when it is older than n: skip what was already read.
        if (message.uid <= lastUid || !message.source) continue
        const parsed = await simpleParser(message.source)
        delivered += await importReceivedMail(
          db,
          account.storage,
          parsed,
          `<imap-${uidValidity}-${message.uid}@${name}>`,
        )
        lastUid = message.uid
        await db
          .insert(emailSyncState)
          .values({ account: name, uidValidity, lastUid, syncedAt: new Date() })
          .onConflictDoUpdate({
            target: emailSyncState.account,
            set: { uidValidity, lastUid, syncedAt: new Date() },
          })
      }
    } finally {
      lock.release()
    }
  } finally {
    await client.logout().catch(() => client.close())
  }
  return delivered
}

/** A separate worker process (`npm run worker`) reads the account from its own environment. */
function accountFromEnvironment(): ImapAccount | undefined {
  const config = loadConfig()
  return config.imapUrl ? { url: config.imapUrl, storage: storageFromConfig(config) } : undefined
}

/**
 * The `email.imap-sync` job, every two minutes when IMAP_URL is set (the schedule is registered only
 * then, so a deployment without inbound mail queues nothing).
 */
export function registerEmailSync(imapUrl: string | undefined = process.env.IMAP_URL) {
  registerJobHandler(
    IMAP_SYNC_JOB,
    async (_payload, { db }) => {
      const account = accountsByDatabase.get(db) ?? accountFromEnvironment()
      if (account) await syncImapAccount(db, account)
    },
    { maxAttempts: 1, timeoutMs: 110_000 },
  )
  if (imapUrl)
    registerJobSchedule({ name: IMAP_SYNC_JOB, cron: '*/2 * * * *', kind: IMAP_SYNC_JOB, payload: {} })
}

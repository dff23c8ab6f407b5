import type { Database, Executor } from '../../db/client'
import { loadConfig } from '../../config'
import { jobStorageOf } from '../../lib/job-storage'
import { enqueue, registerJobHandler, registerJobSchedule } from '../jobs'
import { accountOwners, syncEmailAccount } from './email-accounts'
import { syncImapAccount } from './email-imap'

const IMAP_SYNC_JOB = 'email.imap-sync'
const ACCOUNT_SYNC_JOB = 'email.account-sync'

/** What the sync jobs of a database need beyond its file store (lib/job-storage): the app's secret, IMAP_URL. */
interface EmailSyncContext {
  secret: string
  imapUrl?: string | undefined
  /** Whether users' accounts may name internal servers (MAIL_ACCOUNT_INTERNAL_HOSTS). */
  internalHosts: boolean
}

/** Set when the API starts; a separate worker process (`npm run worker`) reads its own environment. */
const contextByDatabase = new Map<Database, EmailSyncContext>()

export function useEmailSync(db: Database, context: EmailSyncContext | undefined) {
  if (context) contextByDatabase.set(db, context)
  else contextByDatabase.delete(db)
}

function contextOf(db: Database): EmailSyncContext {
  const known = contextByDatabase.get(db)
  if (known) return known
  const config = loadConfig()
  return {
    secret: config.jwtSecret,
    imapUrl: config.imapUrl,
    internalHosts: config.mailAccountInternalHosts,
  }
}

/** Asks for one user's account to be read now (the payload names the user only: no secrets in jobs). */
export const requestAccountSync = (executor: Executor, userId: number, singletonKey?: string) =>
  enqueue(executor, ACCOUNT_SYNC_JOB, { userId }, singletonKey ? { singletonKey } : {})

/**
 * Every two minutes `email.imap-sync` reads the app-wide account (IMAP_URL) and asks for one
 * `email.account-sync` job per user account, so a slow or dead server holds up nobody else's mail.
 * Both are idempotent (see syncImapFolder): a retry or a restart delivers nothing twice.
 */
export function registerEmailSync() {
  registerJobHandler(
    IMAP_SYNC_JOB,
    async (_payload, { db, id }) => {
      const { imapUrl } = contextOf(db)
      for (const userId of await accountOwners(db))
        await requestAccountSync(db, userId, `${ACCOUNT_SYNC_JOB}:${userId}@${IMAP_SYNC_JOB}#${id}`)
      if (imapUrl) await syncImapAccount(db, { url: imapUrl, storage: jobStorageOf(db) })
    },
    { maxAttempts: 1, timeoutMs: 110_000 },
  )
  registerJobHandler(
    ACCOUNT_SYNC_JOB,
    async (payload, { db }) => {
      const { secret, internalHosts } = contextOf(db)
      const { userId } = payload as { userId: number }
      await syncEmailAccount(db, jobStorageOf(db), { secret, internalHosts }, userId)
    },
    { maxAttempts: 1, timeoutMs: 110_000 },
  )
  registerJobSchedule({ name: IMAP_SYNC_JOB, cron: '*/2 * * * *', kind: IMAP_SYNC_JOB, payload: {} })
}

import { isIP } from 'node:net'
import { and, eq, sql } from 'drizzle-orm'
import {
  fieldError,
  type EmailAccount,
  type EmailAccountSaveInput,
  type EmailAccountTestResult,
} from '@mesa/contracts'
import type { Database } from '../../db/client'
import { emailAccounts } from './mailbox.schema'
import { badRequest, staleVersion } from '../../lib/http-errors'
import { checkedAddressOf, type Resolve } from '../../lib/public-host'
import { openText, sealText } from '../../lib/sealed-text'
import type { FileStorage } from '../../lib/storage'
import { imapClientOf, imapErrorText, syncImapFolder, type ImapConnection } from './email-imap'

/** The mailbox passwords' own key, derived from the app's secret (never the signing key itself). */
const passwordPurpose = { salt: 'mesa.email-accounts', info: 'imap password v1' }

type AccountRow = typeof emailAccounts.$inferSelect

/** Where one user's account stopped reading, in `email_sync_state` (a new server or login starts over). */
const accountSyncKey = (row: Pick<AccountRow, 'userId' | 'imapUser' | 'imapHost' | 'imapPort' | 'folder'>) =>
  `user:${row.userId}:${row.imapUser}@${row.imapHost}:${row.imapPort}/${row.folder}`

const accountOf = (row: AccountRow): EmailAccount => ({
  imapHost: row.imapHost,
  imapPort: row.imapPort,
  imapTls: row.imapTls,
  imapUser: row.imapUser,
  folder: row.folder,
  hasPassword: true,
  syncStatus: row.syncStatus,
  lastError: row.lastError,
  lastSyncedAt: row.lastSyncedAt?.toISOString() ?? null,
  version: row.version,
})

async function rowOf(db: Database, userId: number) {
  const [row] = await db.select().from(emailAccounts).where(eq(emailAccounts.userId, userId))
  return row
}

export async function loadEmailAccount(db: Database, userId: number): Promise<EmailAccount | null> {
  const row = await rowOf(db, userId)
  return row ? accountOf(row) : null
}

/**
 * Creates or replaces the caller's account. A new account needs a password; a replacement without one
 * keeps the sealed one and needs the version read (stale: 409). Changed settings start the status over.
 */
export async function saveEmailAccount(
  db: Database,
  keys: AccountKeys,
  userId: number,
  input: Omit<EmailAccountSaveInput, 'folder'> & { folder: string },
): Promise<EmailAccount> {
  const { secret, internalHosts } = keys
  if (!internalHosts && !(await pinned({ host: input.imapHost }, keys)))
    throw badRequest({ imapHost: [fieldError('internal_address')] })
  const { password, version, ...settings } = input
  const sealed = password ? sealText(password, secret, passwordPurpose) : undefined
  const values = { ...settings, syncStatus: 'pending' as const, lastError: null, updatedAt: new Date() }
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ version: emailAccounts.version })
      .from(emailAccounts)
      .where(eq(emailAccounts.userId, userId))
      .for('update')
    if (!current) {
      if (!sealed) throw badRequest({ password: ['required'] })
      const [row] = await tx
        .insert(emailAccounts)
        .values({ userId, ...values, passwordSealed: sealed })
        .onConflictDoNothing()
        .returning()
      // Another request created it between the read and the write.
      if (!row) throw staleVersion()
      return accountOf(row)
    }
    if (version === undefined) throw badRequest({ version: ['required'] })
    const [row] = await tx
      .update(emailAccounts)
      .set({
        ...values,
        ...(sealed && { passwordSealed: sealed }),
        version: sql`${emailAccounts.version} + 1`,
      })
      .where(and(eq(emailAccounts.userId, userId), eq(emailAccounts.version, version)))
      .returning()
    if (!row) throw staleVersion()
    return accountOf(row)
  })
}

/** Removes the caller's account (the mail already read stays in the mailbox); false when there is none. */
export async function deleteEmailAccount(db: Database, userId: number): Promise<boolean> {
  const removed = await db
    .delete(emailAccounts)
    .where(eq(emailAccounts.userId, userId))
    .returning({ userId: emailAccounts.userId })
  return removed.length > 0
}

/** The stored account as a connection, its password opened; null when none or it cannot be opened. */
function connectionOf(row: AccountRow, secret: string): ImapConnection | null {
  const password = openText(row.passwordSealed, secret, passwordPurpose)
  if (password === null) return null
  const { imapHost: host, imapPort: port, imapTls: secure, imapUser: user, folder } = row
  return { host, port, secure, user, password, folder }
}

const UNREADABLE_PASSWORD = 'The saved password cannot be read (the app secret changed): enter it again'
const INTERNAL_HOST = 'The server name points at an internal address, which user accounts may not reach'
const UNRESOLVED_HOST = 'The server name does not resolve'

/** The app's secret (sealing passwords) and whether accounts may name internal servers. */
export interface AccountKeys {
  secret: string
  internalHosts: boolean
  /** How server names are resolved (the system's resolver; tests answer their own). */
  resolve?: Resolve
}

/**
 * A user's mailbox setting may not probe the lender's own network: the name is resolved once, every
 * address checked, and the connection goes to the checked address (the name only names the TLS server),
 * so a second resolution cannot send it inward (DNS rebinding). Null when the name does not resolve or,
 * where internal hosts are not allowed, points at an internal address.
 */
async function pinned<Target extends { host: string }>(
  target: Target,
  { internalHosts, resolve }: AccountKeys,
): Promise<(Target & { servername?: string }) | null> {
  const address = await checkedAddressOf(target.host, { allowInternal: internalHosts, resolve })
  if (!address) return null
  return { ...target, host: address, ...(!isIP(target.host) && { servername: target.host }) }
}

/** Why a connection could not be pinned, as the account's last error or the test's answer. */
const unpinnedText = (internalHosts: boolean) => (internalHosts ? UNRESOLVED_HOST : INTERNAL_HOST)

/**
 * "Test connection": signs in and opens the folder with the given settings (the saved password when
 * none is given). Answers the server's refusal as text, never throws for it.
 */
export async function testEmailAccount(
  db: Database,
  keys: AccountKeys,
  userId: number,
  input: Omit<EmailAccountSaveInput, 'folder' | 'version'> & { folder: string },
): Promise<EmailAccountTestResult> {
  const { secret, internalHosts } = keys
  const server = await pinned({ host: input.imapHost }, keys)
  if (!server && !internalHosts) throw badRequest({ imapHost: [fieldError('internal_address')] })
  let password = input.password
  if (!password) {
    const row = await rowOf(db, userId)
    if (!row) throw badRequest({ password: ['required'] })
    password = openText(row.passwordSealed, secret, passwordPurpose) ?? undefined
    if (password === undefined) return { ok: false, error: UNREADABLE_PASSWORD, messages: null }
  }
  if (!server) return { ok: false, error: unpinnedText(internalHosts), messages: null }
  const client = imapClientOf({
    ...server,
    port: input.imapPort,
    secure: input.imapTls,
    user: input.imapUser,
    password,
    folder: input.folder,
  })
  client.on('error', () => undefined)
  try {
    await client.connect()
    const status = await client.status(input.folder, { messages: true })
    return { ok: true, error: null, messages: status ? (status.messages ?? null) : null }
  } catch (error) {
    return { ok: false, error: imapErrorText(error), messages: null }
  } finally {
    await client.logout().catch(() => client.close())
  }
}

/**
 * Reads one user's account into their mailbox and records how it went (status, last error, time).
 * Answers the copies delivered; a failure is recorded, not thrown (the next run tries again).
 */
export async function syncEmailAccount(
  db: Database,
  storage: FileStorage,
  keys: AccountKeys,
  userId: number,
): Promise<number> {
  const row = await rowOf(db, userId)
  if (!row) return 0
  const record = (values: Partial<AccountRow>) =>
    db
      .update(emailAccounts)
      .set(values)
      // Settings changed while this ran: the new ones get their own status.
      .where(and(eq(emailAccounts.userId, userId), eq(emailAccounts.version, row.version)))
  const connection = connectionOf(row, keys.secret)
  if (!connection) {
    await record({ syncStatus: 'error', lastError: UNREADABLE_PASSWORD })
    return 0
  }
  // Checked again at each run: the name may resolve elsewhere since it was saved.
  const server = await pinned(connection, keys)
  if (!server) {
    await record({ syncStatus: 'error', lastError: unpinnedText(keys.internalHosts) })
    return 0
  }
  try {
    const delivered = await syncImapFolder(db, storage, server, {
      stateKey: accountSyncKey(row),
      ownerUserId: userId,
    })
    await record({ syncStatus: 'ok', lastError: null, lastSyncedAt: new Date() })
    return delivered
  } catch (error) {
    await record({ syncStatus: 'error', lastError: imapErrorText(error) })
    return 0
  }
}

/** Every user with an account, for the periodic run. */
export async function accountOwners(db: Database): Promise<number[]> {
  const rows = await db.select({ userId: emailAccounts.userId }).from(emailAccounts)
  return rows.map((row) => row.userId)
}

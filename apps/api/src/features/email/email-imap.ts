import { eq } from 'drizzle-orm'
import { ImapFlow } from 'imapflow'
import type { Database } from '../../db/client'
import { emailSyncState } from './mailbox.schema'
import type { FileStorage } from '../../lib/storage'
import { importReceivedMail } from './email-imap-import'
import { parseReceivedMail } from './email-parse'

/** Where to read: one folder of one IMAP account. */
export interface ImapConnection {
  /** The server's name, or the address it was resolved to and checked at (public-host.ts). */
  host: string
  /** With a checked address as `host`: the name, for TLS (SNI and the certificate's name). */
  servername?: string
  port: number
  /** Implicit TLS (imaps, usually port 993); false is a plain connection upgraded only if offered. */
  secure: boolean
  user: string
  password: string
  folder: string
}

/** The app-wide account: IMAP_URL delivers to the staff each message is addressed to. */
export interface ImapAccount {
  /** imap://user:password@host:143 or imaps://user:password@host:993, optionally /FOLDER (default INBOX). */
  url: string
  storage: FileStorage
}

function connectionOfUrl(url: string): ImapConnection {
  const parsed = new URL(url)
  const secure = parsed.protocol === 'imaps:'
  return {
    host: parsed.hostname,
    port: Number(parsed.port) || (secure ? 993 : 143),
    secure,
    user: decodeURIComponent(parsed.username),
    password: decodeURIComponent(parsed.password),
    folder: decodeURIComponent(parsed.pathname.replace(/^\//, '')) || 'INBOX',
  }
}

/** A client that gives up on a silent server well inside the sync job's time limit. */
export const imapClientOf = (connection: ImapConnection) =>
  new ImapFlow({
    host: connection.host,
    ...(connection.servername && { servername: connection.servername }),
    port: connection.port,
    secure: connection.secure,
    auth: { user: connection.user, pass: connection.password },
    logger: false,
    // A plain imap:// server (tests, a local relay) is not upgraded with STARTTLS unless it offers it.
    doSTARTTLS: connection.secure ? undefined : false,
    connectionTimeout: 20_000,
    greetingTimeout: 15_000,
    socketTimeout: 60_000,
  })

/** The server's own words for a failed sign-in or command, short enough to show as the last error. */
export function imapErrorText(error: unknown): string {
  const failure = error as { authenticationFailed?: boolean; responseText?: string; code?: string }
  const text = failure.authenticationFailed
    ? `Authentication failed${failure.responseText ? `: ${failure.responseText}` : ''}`
    : (failure.responseText ?? (error instanceof Error ? error.message : String(error)))
  return (failure.code && !text.includes(failure.code) ? `${text} (${failure.code})` : text).slice(0, 300)
}

/**
 * One synchronisation of a folder: reads the messages after the last UID seen (all of them again when
 * the server's UIDVALIDITY changed) and imports each one; the position is saved under `stateKey` after
 * every message, and importing is idempotent by Message-ID, so a run cut short or repeated (a restart,
 * a retried job) delivers nothing twice. With `ownerUserId` every message goes to that user's mailbox
 * (their own account); without, to the staff it is addressed to. Answers the copies delivered.
 */
export async function syncImapFolder(
  db: Database,
  storage: FileStorage,
  connection: ImapConnection,
  { stateKey, ownerUserId }: { stateKey: string; ownerUserId?: number },
): Promise<number> {
  const client = imapClientOf(connection)
  // A dropped connection is reported by the command that was waiting; the event itself is expected.
  client.on('error', () => undefined)
  await client.connect()
  let delivered = 0
  try {
    const lock = await client.getMailboxLock(connection.folder)
    try {
      const mailbox = client.mailbox
      if (!mailbox) return 0
      const uidValidity = String(mailbox.uidValidity)
      const [state] = await db.select().from(emailSyncState).where(eq(emailSyncState.account, stateKey))
      let lastUid = state && state.uidValidity === uidValidity ? state.lastUid : 0
      if (mailbox.exists === 0) return 0
      for await (const message of client.fetch(
        `${lastUid + 1}:*`,
        { uid: true, source: true },
        { uid: true },
      )) {
        // `n:*` also answers the last message when it is older than n: skip what was already read.
        if (message.uid <= lastUid || !message.source) continue
        // A message too large or unreadable is skipped (its position saved): never a stop, never a loop.
        const parsed = await parseReceivedMail(message.source)
        if (parsed)
          delivered += await importReceivedMail(
            db,
            storage,
            parsed,
            `<imap-${uidValidity}-${message.uid}@${stateKey}>`,
            ownerUserId,
          )
        lastUid = message.uid
        await db
          .insert(emailSyncState)
          .values({ account: stateKey, uidValidity, lastUid, syncedAt: new Date() })
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

/** The app-wide account (IMAP_URL): its position is kept under `user@host[:port]` as before. */
export function syncImapAccount(db: Database, account: ImapAccount): Promise<number> {
  const connection = connectionOfUrl(account.url)
  return syncImapFolder(db, account.storage, connection, {
    stateKey: `${connection.user}@${new URL(account.url).host}`,
  })
}

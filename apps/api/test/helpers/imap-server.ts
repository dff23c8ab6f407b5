import { createRequire } from 'node:module'
import type { AddressInfo } from 'node:net'

/** An in-process IMAP server (hoodiecrow) holding these raw messages in INBOX; user testuser/testpass. */
export interface ImapTestServer {
  port: number
  close: () => Promise<void>
}

type Hoodiecrow = (options: object) => {
  listen: (port: number, done: () => void) => void
  close: (done: () => void) => void
  server: { address: () => AddressInfo }
}

export async function startImapServer(messages: string[]): Promise<ImapTestServer> {
  const hoodiecrow = createRequire(import.meta.url)('hoodiecrow-imap') as Hoodiecrow
  const server = hoodiecrow({
    plugins: ['ID', 'ENABLE', 'UNSELECT'],
    storage: { INBOX: { messages: messages.map((raw) => ({ raw })) } },
  })
  await new Promise<void>((done) => server.listen(0, done))
  return {
    port: server.server.address().port,
    close: () => new Promise<void>((done) => server.close(done)),
  }
}

/** A raw RFC 5322 message: header lines, a blank line, the body. */
export const rawMessage = (headers: string, body: string) => `${headers}\r\n\r\n${body}`

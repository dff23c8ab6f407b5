import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'

export interface CaughtMail {
  to: string[]
  subject: string
  text: string
  /** The HTML part of a multipart/alternative message ('' when the mail is plain text only). */
  html: string
}

export interface SmtpCatcher {
  /** For `createTestApp({ smtpUrl })`. */
  url: string
  mails: CaughtMail[]
  /** The newest mail to `to` that arrived after `since` mails had been caught (waits for delivery). */
  waitFor: (to: string, since?: number) => Promise<CaughtMail>
  close: () => Promise<void>
}

/** The subject, text and HTML of a message: single-part text, or multipart/alternative (text + HTML). */
function decodeMessage(raw: string): { subject: string; text: string; html: string } {
  const { subject, text, headers } = decodeBody(raw)
  const boundary = /boundary="?([^";\s]+)"?/i.exec(headers)?.[1]
  if (!/^Content-Type:\s*multipart\//im.test(headers) || !boundary) return { subject, text, html: '' }
  const parts = raw
    .split(`--${boundary}`)
    .slice(1, -1)
    .map((part) => decodeBody(part.replace(/^\r?\n/, '')))
  const partOf = (type: string) =>
    parts.find((part) => new RegExp(`^Content-Type:\\s*${type}`, 'im').test(part.headers))?.text ?? ''
  return { subject, text: partOf('text/plain'), html: partOf('text/html') }
}

/** Decodes RFC 2047 encoded words (=?UTF-8?Q?...?= and =?UTF-8?B?...?=) such as nodemailer's subjects. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([qb])\?([^?]*)\?=/gi, (_, encoding: string, word: string) =>
      encoding.toLowerCase() === 'b'
        ? Buffer.from(word, 'base64').toString('utf8')
        : Buffer.from(
            word
              .replace(/_/g, ' ')
              .replace(/=([0-9A-F]{2})/gi, (__, hex: string) => String.fromCharCode(parseInt(hex, 16))),
            'latin1',
          ).toString('utf8'),
    )
}

/** Unfolds the body of a single-part text message (nodemailer sends plain text as 7bit, QP or base64). */
function decodeBody(raw: string): { subject: string; text: string; headers: string } {
  const [head = '', ...rest] = raw.split(/\r?\n\r?\n/)
  const body = rest.join('\n\n')
  const headers = head.replace(/\r?\n[ \t]+/g, ' ')
  const header = (name: string) => new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(headers)?.[1]?.trim() ?? ''
  const encoding = header('Content-Transfer-Encoding').toLowerCase()
  const bytes =
    encoding === 'base64'
      ? Buffer.from(body.replace(/\s+/g, ''), 'base64')
      : encoding === 'quoted-printable'
        ? Buffer.from(
            body
              .replace(/=\r?\n/g, '')
              .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
            'latin1',
          )
        : Buffer.from(body, 'utf8')
  return { subject: decodeWords(header('Subject')), text: bytes.toString('utf8').trim(), headers }
}

/** An SMTP server in the test process that keeps every message it receives. */
export async function startSmtpCatcher(): Promise<SmtpCatcher> {
  const mails: CaughtMail[] = []
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        const { subject, text, html } = decodeMessage(Buffer.concat(chunks).toString('utf8'))
        mails.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), subject, text, html })
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.server.address() as AddressInfo
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    waitFor: async (to, since = 0) => {
      const deadline = Date.now() + 5_000
      for (;;) {
        const mail = mails
          .slice(since)
          .reverse()
          .find((candidate) => candidate.to.includes(to))
        if (mail) return mail
        if (Date.now() > deadline) throw new Error(`no mail to ${to} within 5 s`)
        await new Promise((resolve) => setTimeout(resolve, 20))
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/** The token of the link in a mail's text (`...?token=...`). */
export function tokenIn(text: string): string {
  const token = /[?&]token=([\w-]+)/.exec(text)?.[1]
  if (!token) throw new Error(`no link token in: ${text}`)
  return token
}

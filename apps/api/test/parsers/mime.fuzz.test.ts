import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { MAIL_MAX_BYTES, parseReceivedMail } from '../../src/features/email/email-parse'
import { sanitiseEmailHtml } from '../../src/features/email/email-sanitize'

/*
 * Issue 31: received e-mail (RFC 5322 and MIME, read by mailparser in the IMAP sync) under generated hostile
 * messages: broken and nested boundaries, lying encodings, encoded words decoding to NUL or lone surrogates,
 * unknown charsets, garbage dates. The parse ends with a message fit for storage or null (the sync skips it),
 * and the mailbox's HTML sanitiser takes whatever it kept. No database.
 */

const headerValue = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.constantFrom(
    '=?utf-8?B?AA==?=',
    '=?utf-8?B?7aCA?=',
    '=?x-unknown?Q?=FF=FE?=',
    '=?utf-8?Q?=00=0A?=',
    '"Nombre\u0000" <a@b.mx>',
    '<<>>@@',
    'Thu, 31 Feb 99999 25:61:61 +9999',
    'not a date',
    'a'.repeat(5000),
  ),
)
const headerName = fc.constantFrom(
  'From',
  'To',
  'Cc',
  'Subject',
  'Date',
  'Message-ID',
  'In-Reply-To',
  'References',
  'Content-Type',
  'Content-Transfer-Encoding',
  'Content-Disposition',
  'X-Spam-Flag',
)
const header = fc.tuple(headerName, headerValue).map(([name, value]) => `${name}: ${value}`)
const encoding = fc.constantFrom('base64', 'quoted-printable', '7bit', '8bit', 'binary', 'x-garbage')
const contentType = fc.constantFrom(
  'text/plain; charset=utf-8',
  'text/html; charset=iso-8859-1',
  'text/plain; charset=x-nonexistent',
  'application/pdf; name="a\u0000.pdf"',
  'image/png',
  'message/rfc822',
  'multipart/alternative',
)
const body = fc.oneof(
  fc.string({ maxLength: 300 }),
  fc.constantFrom(
    '====',
    '=\r\n=4',
    'QUJD*&^%',
    '<html><script>alert(1)</script><img src=x onerror=1>',
    '\u0000\ud800',
  ),
)

/** A MIME entity nested up to `depth`: multiparts whose boundaries may not match what they declare. */
const entity: fc.Memo<string> = fc.memo((depth) =>
  depth <= 1
    ? fc
        .tuple(fc.array(header, { maxLength: 4 }), contentType, encoding, body)
        .map(
          ([headers, type, transfer, text]) =>
            `${headers.join('\r\n')}\r\nContent-Type: ${type}\r\nContent-Transfer-Encoding: ${transfer}\r\n\r\n${text}`,
        )
    : fc
        .tuple(
          fc.constantFrom('b1', 'b2', '', '--', 'b1"'),
          fc.constantFrom('b1', 'b2', 'b3'),
          fc.array(entity(depth - 1), { maxLength: 3 }),
          fc.boolean(),
        )
        .map(
          ([declared, used, parts, closed]) =>
            `Content-Type: multipart/mixed; boundary="${declared}"\r\n\r\npreamble\r\n` +
            parts.map((part) => `--${used}\r\n${part}\r\n`).join('') +
            (closed ? `--${used}--\r\n` : ''),
        ),
)

const message = fc
  .tuple(fc.array(header, { maxLength: 8 }), entity(4))
  .map(([headers, root]) => `${headers.join('\r\n')}\r\n${root}`)

// eslint-disable-next-line no-control-regex
const unstorable = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/

describe('received mail under generated hostile messages', () => {
  it('parses to a message fit for storage, or null, never throwing', async () => {
    await fc.assert(
      fc.asyncProperty(message, async (source) => {
        const mail = await parseReceivedMail(Buffer.from(source, 'utf8'))
        if (mail === null) return
        for (const text of [mail.subject, mail.text, mail.messageId, mail.inReplyTo, mail.html || undefined])
          if (typeof text === 'string') expect(text).not.toMatch(unstorable)
        if (mail.date) expect(Number.isNaN(mail.date.getTime())).toBe(false)
        for (const field of [mail.from, mail.to, mail.cc].flat())
          for (const entry of field?.value ?? []) expect(entry.name).not.toMatch(unstorable)
        sanitiseEmailHtml(typeof mail.html === 'string' ? mail.html : '')
      }),
      { numRuns: 300 },
    )
  })

  it('leaves a message over the size limit unread', async () => {
    const huge = Buffer.alloc(MAIL_MAX_BYTES + 1, 0x61)
    expect(await parseReceivedMail(huge)).toBeNull()
  })
})

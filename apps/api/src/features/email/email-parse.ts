import { simpleParser, type AddressObject, type ParsedMail } from 'mailparser'

/** A received message larger than this is not read (the mailbox's own limit for a message with attachments). */
export const MAIL_MAX_BYTES = 25 * 1024 * 1024
/** HTML longer than this is not turned into text (mailparser's html-to-text pass is the costly one). */
const MAX_HTML_TO_PARSE = 2 * 1024 * 1024

// eslint-disable-next-line no-control-regex
const NUL_OR_LONE_SURROGATE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g

/** Text PostgreSQL can store: no NUL, no lone surrogate (an encoded word can decode to either). */
const storable = (text: string) => text.replace(NUL_OR_LONE_SURROGATE, '')

function cleanAddresses(field: AddressObject | AddressObject[] | undefined) {
  for (const group of Array.isArray(field) ? field : field ? [field] : [])
    for (const entry of group.value) {
      entry.name = storable(entry.name ?? '')
      if (entry.address !== undefined) entry.address = storable(entry.address)
    }
}

/**
 * A received message (RFC 5322 and MIME) parsed for the mailbox, or null when it is too large or not a message
 * mailparser can read: the IMAP sync then skips it and goes on, so one hostile message can neither stop the
 * process nor wedge the account's sync on the same message forever. What is kept is cleaned for storage: texts
 * without NUL or lone surrogates, a date only when it is a real one.
 */
export async function parseReceivedMail(source: Buffer): Promise<ParsedMail | null> {
  if (source.length > MAIL_MAX_BYTES) return null
  let mail: ParsedMail
  try {
    mail = await simpleParser(source, { maxHtmlLengthToParse: MAX_HTML_TO_PARSE, skipImageLinks: true })
  } catch {
    return null
  }
  if (mail.subject !== undefined) mail.subject = storable(mail.subject)
  if (mail.text !== undefined) mail.text = storable(mail.text)
  if (typeof mail.html === 'string') mail.html = storable(mail.html)
  if (mail.messageId !== undefined) mail.messageId = storable(mail.messageId).slice(0, 500)
  if (mail.inReplyTo !== undefined) mail.inReplyTo = storable(mail.inReplyTo).slice(0, 500)
  if (mail.references !== undefined)
    mail.references = [mail.references].flat().map((reference) => storable(reference).slice(0, 500))
  if (mail.date && Number.isNaN(mail.date.getTime())) delete mail.date
  for (const field of [mail.from, mail.to, mail.cc, mail.bcc, mail.replyTo]) cleanAddresses(field)
  for (const attachment of mail.attachments)
    if (attachment.filename !== undefined) attachment.filename = storable(attachment.filename)
  return mail
}

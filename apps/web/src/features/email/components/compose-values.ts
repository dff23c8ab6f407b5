import type { Email, EmailAttachment, EmailSaved } from '@mesa/contracts'

export type ReplyMode = 'reply' | 'replyAll' | 'forward'

/** What the compose window holds. */
export interface ComposeValues {
  to: string[]
  cc: string[]
  bcc: string[]
  subject: string
  message: string
  attachments: EmailAttachment[]
  inReplyToId?: number
  /** The draft being edited (id and version), once saved. */
  draft?: EmailSaved
}

export const emptyCompose: ComposeValues = {
  to: [],
  cc: [],
  bcc: [],
  subject: '',
  message: '',
  attachments: [],
}

const prefixed = (prefix: string, subject: string) =>
  subject.toLowerCase().startsWith(prefix.toLowerCase()) ? subject : `${prefix} ${subject}`

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)

/**
 * A reply (to the sender; of one's own sent mail, to its recipients), a reply to all (everyone but
 * oneself, the others in copy) or a forward (no recipient, the files kept), quoting the message.
 * `header` is the translated "On <date>, <name> wrote:" line.
 */
export function replyValues(email: Email, mode: ReplyMode, me: string, header: string): ComposeValues {
  const mine = email.from.email.toLowerCase() === me.toLowerCase()
  const notMe = (address: string) => address.toLowerCase() !== me.toLowerCase()
  const sender = mine ? email.to.map((address) => address.email) : [email.from.email]
  const quote = `<p></p><p>${escapeHtml(header)}</p><blockquote>${email.message}</blockquote>`
  if (mode === 'forward')
    return {
      ...emptyCompose,
      subject: prefixed('Fwd:', email.subject),
      message: quote,
      attachments: email.attachments,
      inReplyToId: email.id,
    }
  const everyone = mode === 'replyAll'
  return {
    ...emptyCompose,
    to: everyone
      ? [...new Set([...sender, ...email.to.map((address) => address.email)])].filter(notMe)
      : sender,
    cc: everyone ? email.cc.map((address) => address.email).filter(notMe) : [],
    subject: prefixed('Re:', email.subject),
    message: quote,
    inReplyToId: email.id,
  }
}

/** Opening a saved draft to go on writing it. */
export const draftValues = (email: Email): ComposeValues => ({
  to: email.to.map((address) => address.email),
  cc: email.cc.map((address) => address.email),
  bcc: email.bcc.map((address) => address.email),
  subject: email.subject,
  message: email.message,
  attachments: email.attachments,
  draft: { id: email.id, version: email.version },
})

/** The body of a draft save or a send. */
export const composeBody = (values: ComposeValues) => ({
  to: values.to,
  cc: values.cc,
  bcc: values.bcc,
  subject: values.subject,
  message: values.message,
  attachmentIds: values.attachments.map((attachment) => attachment.id),
  ...(values.inReplyToId && { inReplyToId: values.inReplyToId }),
})

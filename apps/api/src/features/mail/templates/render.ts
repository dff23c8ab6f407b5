/** The languages a mail is written in (the user's `language`); anything else falls back to Spanish. */
export const mailLanguages = ['es', 'en', 'fr', 'ar'] as const
export type MailLanguage = (typeof mailLanguages)[number]

export function mailLanguageOf(language: string | null | undefined): MailLanguage {
  return (mailLanguages as readonly string[]).includes(language ?? '') ? (language as MailLanguage) : 'es'
}

/** What a template says: plain strings only; `render` escapes them for the HTML part. */
export interface MailBody {
  subject: string
  paragraphs: string[]
  /** The button of the HTML part; the text part shows the label and the address in full. */
  action?: { label: string; url: string }
  /** A closing line after the action (how long the link lasts, what to do if it was not you). */
  note?: string
}

export interface RenderedMail {
  subject: string
  text: string
  html: string
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]!)

/** The text and the simple HTML of a mail, every value escaped in the HTML. */
export function renderMail(body: MailBody, language: MailLanguage): RenderedMail {
  const { action, note } = body
  const text = [...body.paragraphs, action && `${action.label}: ${action.url}`, note]
    .filter((part): part is string => Boolean(part))
    .join('\n\n')
  const paragraph = (value: string) => `<p>${escapeHtml(value)}</p>`
  const button =
    action &&
    `<p><a href="${escapeHtml(action.url)}" style="display:inline-block;padding:10px 18px;background:#1565c0;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(action.label)}</a></p>` +
      `<p style="font-size:12px;color:#555">${escapeHtml(action.url)}</p>`
  const html = [
    `<!doctype html><html lang="${language}" dir="${language === 'ar' ? 'rtl' : 'ltr'}">`,
    '<head><meta charset="utf-8"></head>',
    '<body style="font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#222">',
    ...body.paragraphs.map(paragraph),
    button ?? '',
    note ? paragraph(note) : '',
    '</body></html>',
  ].join('')
  return { subject: body.subject, text, html }
}

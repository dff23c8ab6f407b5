import * as accountTemplates from './account.templates'
import * as invoiceTemplates from './invoice.templates'
import * as loanTemplates from './loan.templates'
import { mailLanguageOf, renderMail, type RenderedMail } from './render'

/** Every kind of outgoing mail, each written in Spanish first and in the other languages of the app. */
const templates = { ...accountTemplates, ...invoiceTemplates, ...loanTemplates }
export type MailKind = keyof typeof templates
type ValuesOf<Kind extends MailKind> = Parameters<(typeof templates)[Kind]['es']>[0]

/**
 * Renders a mail of `kind` in the recipient's language (Spanish when it is missing or unknown): the
 * subject, the text part and an HTML part with every value escaped.
 */
export function composeMail<Kind extends MailKind>(
  kind: Kind,
  language: string | null | undefined,
  values: ValuesOf<Kind>,
): RenderedMail {
  const lang = mailLanguageOf(language)
  const translate = templates[kind][lang] as (values: ValuesOf<Kind>) => Parameters<typeof renderMail>[0]
  return renderMail(translate(values), lang)
}
export { mailLanguages } from './render'

/**
 * The languages an invoice's PDF is printed in (the API's printed words exist in these). Arabic is printed
 * in English: pdfkit's built-in fonts have no Arabic glyphs and it does not shape Arabic (joined letters,
 * right to left), so an Arabic PDF would come out as empty boxes or broken words; English is what an
 * Arabic-reading user of the app understands next best (the app's own fallback language).
 */
export const invoicePdfLanguages = ['es', 'en', 'fr'] as const
export type InvoicePdfLanguage = (typeof invoicePdfLanguages)[number]

/** The printed language for a reader's language: Arabic prints in English, anything unknown in Spanish. */
export const pdfLanguageOf = (language: string | null | undefined): InvoicePdfLanguage =>
  language === 'ar'
    ? 'en'
    : (invoicePdfLanguages as readonly string[]).includes(language ?? '')
      ? (language as InvoicePdfLanguage)
      : 'es'

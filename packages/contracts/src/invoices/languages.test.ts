import { describe, expect, it } from 'vitest'
import { invoiceDocumentLanguages, invoicePdfLanguages, pdfLanguageOf } from '../index'

describe('the languages an invoice is printed in (one list for the API and the web)', () => {
  it('prints Spanish, English and French; every one is a language an invoice may be sent in', () => {
    expect(invoicePdfLanguages).toEqual(['es', 'en', 'fr'])
    for (const language of invoicePdfLanguages) expect(invoiceDocumentLanguages).toContain(language)
  })

  it('prints Arabic in English and anything unknown in Spanish', () => {
    expect(pdfLanguageOf('ar')).toBe('en')
    expect(pdfLanguageOf('fr')).toBe('fr')
    expect(pdfLanguageOf('en')).toBe('en')
    expect(pdfLanguageOf('de')).toBe('es')
    expect(pdfLanguageOf(undefined)).toBe('es')
    expect(pdfLanguageOf(null)).toBe('es')
  })
})

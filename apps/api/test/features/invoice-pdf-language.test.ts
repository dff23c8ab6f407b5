import { describe, expect, it } from 'vitest'
import { pdfLanguageOf, type InvoiceDetail } from '@mesa/contracts'
import { paymentDetailsOf } from '../../src/features/invoices/invoice-issuer'
import { renderInvoicePdf } from '../../src/features/invoices/invoice-pdf'
import { pdfText } from '../helpers/committee'

/** Issue 18: the invoice PDF in the reader's language; Arabic prints in English (pdfkit cannot shape it). */
const invoice: InvoiceDetail = {
  id: 4990,
  issuedDate: '2026-03-05',
  dueDate: '2026-04-04',
  client: {
    name: 'Jordan Stevenson',
    company: 'Hall-Robbins PLC',
    companyEmail: 'jordan@hall-robbins.example',
    address: 'Av. Reforma 100',
    country: 'México',
    contact: '+52 55 1234 5678',
  },
  clientId: 1,
  service: 'Software Development',
  total: 116_000,
  avatar: '',
  invoiceStatus: 'Partial Payment',
  balance: 66_000,
  items: [
    {
      service: 'Software Development',
      description: 'Portal',
      quantity: 1,
      priceCents: 100_000,
      discountPercent: 0,
      amountCents: 100_000,
    },
  ],
  note: '',
  subtotal: 100_000,
  discount: 0,
  taxRatePercent: 16,
  tax: 16_000,
  paid: 50_000,
  payments: [],
  sentAt: null,
  version: 1,
  createdAt: '2026-03-05T12:00:00.000Z',
  updatedAt: '2026-03-05T12:00:00.000Z',
}
const textIn = async (language: 'es' | 'en' | 'fr') =>
  pdfText(await renderInvoicePdf(invoice, paymentDetailsOf(invoice.balance), language))

describe('invoice PDF language', () => {
  it('prints Spanish labels, Mexican dates and exact amounts by default', async () => {
    const text = await textIn('es')
    for (const words of ['Factura #4990', 'Fecha de emisión: 5 mar 2026', 'Pago parcial', 'IVA (16%):'])
      expect(text).toContain(words)
    expect(text).toContain('$1,160.00')
    expect(text).toContain('$660.00')
  })

  it('prints English and French labels and dates', async () => {
    const english = await textIn('en')
    for (const words of ['Invoice #4990', 'Date issued: Mar 5, 2026', 'Partial payment', 'Balance:'])
      expect(english).toContain(words)
    const french = await textIn('fr')
    for (const words of ['Facture #4990', "Date d'émission: 5 mars 2026", 'Paiement partiel', 'Solde :'])
      expect(french).toContain(words)
  })

  it('falls back to English for Arabic and to Spanish for anything unknown', () => {
    expect(pdfLanguageOf('ar')).toBe('en')
    expect(pdfLanguageOf('fr')).toBe('fr')
    expect(pdfLanguageOf('de')).toBe('es')
    expect(pdfLanguageOf(undefined)).toBe('es')
  })
})

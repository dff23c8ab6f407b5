import type { MailBody, MailLanguage } from './render'

type Translations<Values> = Record<MailLanguage, (values: Values) => MailBody>

interface InvoiceMailValues {
  invoiceNumber: number
  clientName: string
  issuerName: string
  /** Already written as money ("$12,345.60"). */
  total: string
  balance: string
  /** Already written as a date ("05/03/2026"). */
  dueDate: string
}

/** An invoice sent to a client, its PDF attached (issue 18). */
export const invoice: Translations<InvoiceMailValues> = {
  es: (v) => ({
    subject: `Factura #${v.invoiceNumber} de ${v.issuerName}`,
    paragraphs: [
      `Hola ${v.clientName},`,
      `Adjuntamos la factura #${v.invoiceNumber} por ${v.total}.`,
      `Saldo por pagar: ${v.balance}, con vencimiento el ${v.dueDate}.`,
    ],
    note: 'Los datos bancarios para el pago vienen en el PDF. Gracias por su preferencia.',
  }),
  en: (v) => ({
    subject: `Invoice #${v.invoiceNumber} from ${v.issuerName}`,
    paragraphs: [
      `Hello ${v.clientName},`,
      `Please find attached invoice #${v.invoiceNumber} for ${v.total}.`,
      `Balance due: ${v.balance}, by ${v.dueDate}.`,
    ],
    note: 'The bank details for payment are in the PDF. Thank you for your business.',
  }),
  fr: (v) => ({
    subject: `Facture n° ${v.invoiceNumber} de ${v.issuerName}`,
    paragraphs: [
      `Bonjour ${v.clientName},`,
      `Veuillez trouver ci-joint la facture n° ${v.invoiceNumber} d’un montant de ${v.total}.`,
      `Solde à régler : ${v.balance}, avant le ${v.dueDate}.`,
    ],
    note: 'Les coordonnées bancaires figurent dans le PDF. Merci de votre confiance.',
  }),
  ar: (v) => ({
    subject: `الفاتورة رقم ${v.invoiceNumber} من ${v.issuerName}`,
    paragraphs: [
      `مرحبًا ${v.clientName}،`,
      `مرفق الفاتورة رقم ${v.invoiceNumber} بمبلغ ${v.total}.`,
      `الرصيد المستحق: ${v.balance}، بتاريخ استحقاق ${v.dueDate}.`,
    ],
    note: 'تفاصيل الحساب البنكي للدفع موجودة في ملف PDF. شكرًا لتعاملكم معنا.',
  }),
}

import type { InvoiceDetail, InvoicePdfLanguage } from '@mesa/contracts'

/** The printed invoice's words in each printed language (`invoicePdfLanguages`, contracts). */
export interface InvoicePdfTexts {
  locale: string
  invoice: string
  issued: string
  due: string
  status: string
  billTo: string
  paymentDetails: string
  totalDue: string
  bank: string
  country: string
  columns: [string, string, string, string, string, string]
  subtotal: string
  discount: string
  tax: string
  total: string
  paid: string
  balance: string
  note: string
  statuses: Record<InvoiceDetail['invoiceStatus'], string>
  services: Record<InvoiceDetail['service'], string>
}

export const invoicePdfTexts: Record<InvoicePdfLanguage, InvoicePdfTexts> = {
  es: {
    locale: 'es-MX',
    invoice: 'Factura',
    issued: 'Fecha de emisión',
    due: 'Fecha de vencimiento',
    status: 'Estado',
    billTo: 'Facturar a:',
    paymentDetails: 'Datos de pago:',
    totalDue: 'Total a pagar:',
    bank: 'Banco:',
    country: 'País:',
    columns: ['Servicio', 'Descripción', 'Cant./horas', 'Precio', 'Desc.', 'Importe'],
    subtotal: 'Subtotal:',
    discount: 'Descuento:',
    tax: 'IVA',
    total: 'Total:',
    paid: 'Pagado:',
    balance: 'Saldo:',
    note: 'Nota:',
    statuses: {
      Draft: 'Borrador',
      Sent: 'Enviada',
      Downloaded: 'Descargada',
      'Partial Payment': 'Pago parcial',
      Paid: 'Pagada',
      'Past Due': 'Vencida',
    },
    services: {
      'Software Development': 'Desarrollo de software',
      'UI/UX Design & Development': 'Diseño y desarrollo UI/UX',
      'Unlimited Extended License': 'Licencia extendida ilimitada',
      'Template Customization': 'Personalización de plantilla',
    },
  },
  en: {
    locale: 'en-US',
    invoice: 'Invoice',
    issued: 'Date issued',
    due: 'Due date',
    status: 'Status',
    billTo: 'Invoice to:',
    paymentDetails: 'Payment details:',
    totalDue: 'Total due:',
    bank: 'Bank:',
    country: 'Country:',
    columns: ['Service', 'Description', 'Qty/hours', 'Price', 'Disc.', 'Amount'],
    subtotal: 'Subtotal:',
    discount: 'Discount:',
    tax: 'VAT',
    total: 'Total:',
    paid: 'Paid:',
    balance: 'Balance:',
    note: 'Note:',
    statuses: {
      Draft: 'Draft',
      Sent: 'Sent',
      Downloaded: 'Downloaded',
      'Partial Payment': 'Partial payment',
      Paid: 'Paid',
      'Past Due': 'Past due',
    },
    services: {
      'Software Development': 'Software Development',
      'UI/UX Design & Development': 'UI/UX Design & Development',
      'Unlimited Extended License': 'Unlimited Extended License',
      'Template Customization': 'Template Customization',
    },
  },
  fr: {
    locale: 'fr-FR',
    invoice: 'Facture',
    issued: "Date d'émission",
    due: "Date d'échéance",
    status: 'Statut',
    billTo: 'Facturer à :',
    paymentDetails: 'Coordonnées de paiement :',
    totalDue: 'Total à payer :',
    bank: 'Banque :',
    country: 'Pays :',
    columns: ['Service', 'Description', 'Qté/heures', 'Prix', 'Rem.', 'Montant'],
    subtotal: 'Sous-total :',
    discount: 'Remise :',
    tax: 'TVA',
    total: 'Total :',
    paid: 'Payé :',
    balance: 'Solde :',
    note: 'Note :',
    statuses: {
      Draft: 'Brouillon',
      Sent: 'Envoyée',
      Downloaded: 'Téléchargée',
      'Partial Payment': 'Paiement partiel',
      Paid: 'Payée',
      'Past Due': 'En retard',
    },
    services: {
      'Software Development': 'Développement logiciel',
      'UI/UX Design & Development': 'Conception et développement UI/UX',
      'Unlimited Extended License': 'Licence étendue illimitée',
      'Template Customization': 'Personnalisation du modèle',
    },
  },
}

/** YYYY-MM-DD as the reader writes a date ("5 mar 2026", "Mar 5, 2026", "5 mars 2026"). */
export const dayText = (date: string, texts: InvoicePdfTexts) =>
  new Intl.DateTimeFormat(texts.locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  )

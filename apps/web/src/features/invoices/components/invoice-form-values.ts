import {
  invoiceCreateSchema,
  toHundredths,
  type InvoiceCreateInput,
  type InvoiceDetail,
  type InvoiceLineFigures,
  type InvoiceService,
} from '@mesa/contracts'
import { z } from 'zod'

/** A line as the form holds it: quantity and discount as typed text, the price in centavos (money field). */
export interface InvoiceLineValues {
  service: InvoiceService | ''
  description: string
  quantity: string
  priceCents: number | null
  discountPercent: string
}

export interface InvoiceFormValues {
  clientId: number | ''
  issuedDate: string
  dueDate: string
  items: InvoiceLineValues[]
  note: string
}

/** Typed text as a number ('1,5' too); empty as undefined so the contract says `required`. */
const numberOf = (text: string) => (text.trim() === '' ? undefined : Number(text.trim().replace(',', '.')))

/** The form's values as the API's body (contracts `invoiceCreateSchema` checks it, here and on the server). */
export function toInvoiceBody(values: InvoiceFormValues): InvoiceCreateInput {
  return {
    clientId: values.clientId === '' ? (undefined as unknown as number) : values.clientId,
    issuedDate: values.issuedDate,
    dueDate: values.dueDate,
    items: values.items.map((item) => ({
      service: item.service as InvoiceService,
      description: item.description,
      quantity: numberOf(item.quantity) as number,
      priceCents: item.priceCents ?? (undefined as unknown as number),
      discountPercent: numberOf(item.discountPercent) ?? 0,
    })),
    note: values.note,
  }
}

/**
 * The form's check: the contract's schema over the converted values, so errors land on the form's fields (the
 * body's paths are the form's). Its input is the form's values, its output the API's body.
 */
export const invoiceFormSchema = z
  .custom<InvoiceFormValues>()
  .transform(toInvoiceBody)
  .pipe(invoiceCreateSchema)

/** A line's figures for the running totals, or null while it is incomplete or wrong. */
export function lineFigures(line: InvoiceLineValues): InvoiceLineFigures | null {
  const quantity = numberOf(line.quantity)
  const discount = numberOf(line.discountPercent) ?? 0
  if (quantity === undefined || line.priceCents === null || !Number.isInteger(line.priceCents)) return null
  const quantityHundredths = toHundredths(quantity)
  const discountBasisPoints = toHundredths(discount)
  if (!(quantityHundredths > 0) || !(discountBasisPoints >= 0 && discountBasisPoints <= 10_000)) return null
  return { quantityHundredths, priceCents: line.priceCents, discountBasisPoints }
}

export const emptyLine = (): InvoiceLineValues => ({
  service: '',
  description: '',
  quantity: '1',
  priceCents: null,
  discountPercent: '0',
})

const isoDay = (date: Date) => date.toISOString().slice(0, 10)

export function emptyInvoice(today = new Date()): InvoiceFormValues {
  return {
    clientId: '',
    issuedDate: isoDay(today),
    dueDate: isoDay(new Date(today.getTime() + 30 * 86_400_000)),
    items: [emptyLine()],
    note: '',
  }
}

export function toFormValues(invoice: InvoiceDetail): InvoiceFormValues {
  return {
    clientId: invoice.clientId,
    issuedDate: invoice.issuedDate,
    dueDate: invoice.dueDate,
    items: invoice.items.map((item) => ({
      service: item.service,
      description: item.description,
      quantity: String(item.quantity),
      priceCents: item.priceCents,
      discountPercent: String(item.discountPercent),
    })),
    note: invoice.note,
  }
}

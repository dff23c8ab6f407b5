import { and, asc, desc, eq, gte, ilike, isNull, lte, or, sql, type SQL } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import {
  INVOICE_CLIENTS_SHOWN,
  IVA_BASIS_POINTS,
  type InvoiceClient,
  type InvoiceDetail,
  type InvoiceListItem,
  type InvoiceListQuery,
  type InvoiceListResponse,
  type InvoiceSortKey,
} from '@mesa/contracts'
import type { Executor } from '../../db/client'
import { countUpTo, readPage } from '../../lib/paging'
import { containsPattern, sortableText } from '../../lib/sql-text'
import { userDirectory } from '../users'
import { invoiceClients, invoiceItems, invoicePayments, invoices } from './invoices.schema'

const sortColumns: Record<InvoiceSortKey, AnyPgColumn | SQL> = {
  client: sortableText(invoiceClients.name),
  total: invoices.totalCents,
  id: invoices.id,
  // The list's date column is the issue date (and the date range filters on it too).
  date: invoices.issuedDate,
  balance: invoices.balanceCents,
}

const live = isNull(invoices.deletedAt)

/** Spec §7: q on client name, company e-mail or invoice number; status exact; issue date range inclusive. */
export function invoiceFilters(query: Pick<InvoiceListQuery, 'q' | 'status' | 'selectedDateRange'>): SQL {
  const conditions: SQL[] = [live]
  if (query.q) {
    const pattern = containsPattern(query.q)
    conditions.push(
      or(
        ilike(invoiceClients.name, pattern),
        ilike(invoiceClients.companyEmail, pattern),
        ilike(sql`${invoices.id}::text`, pattern),
      )!,
    )
  }
  if (query.status) conditions.push(eq(invoices.status, query.status))
  const range = query.selectedDateRange
  if (range?.start) conditions.push(gte(invoices.issuedDate, range.start))
  if (range?.end) conditions.push(lte(invoices.issuedDate, range.end))
  return and(...conditions)!
}

/**
 * Newest first (highest number) unless a sort key is given; spec §7 sorts the newest-first list, so
 * rows that tie on the key stay newest first whatever the direction.
 */
export function invoiceOrder(query: Pick<InvoiceListQuery, 'sortBy' | 'orderBy'>): SQL[] {
  if (!query.sortBy) return [desc(invoices.id)]
  const direction = query.orderBy === 'desc' ? desc : asc
  return [direction(sortColumns[query.sortBy]), desc(invoices.id)]
}

const clientColumns = {
  name: invoiceClients.name,
  company: invoiceClients.company,
  companyEmail: invoiceClients.companyEmail,
  address: invoiceClients.address,
  country: invoiceClients.country,
  contact: invoiceClients.contact,
}

const listColumns = {
  id: invoices.id,
  issuedDate: invoices.issuedDate,
  dueDate: invoices.dueDate,
  service: invoices.service,
  total: invoices.totalCents,
  invoiceStatus: invoices.status,
  balance: invoices.balanceCents,
  ...clientColumns,
}

type ListRow = { [Key in keyof typeof listColumns]: (typeof listColumns)[Key]['_']['data'] }

function toListItem(row: ListRow): InvoiceListItem {
  const { name, company, companyEmail, address, country, contact, ...invoice } = row
  // No pictures are stored for clients: the web draws initials when the avatar is empty.
  return { ...invoice, avatar: '', client: { name, company, companyEmail, address, country, contact } }
}

export async function listInvoices(db: Executor, query: InvoiceListQuery): Promise<InvoiceListResponse> {
  const where = invoiceFilters(query)
  const { rows, total, totalCapped } = await readPage(
    query,
    ({ limit, offset }) =>
      db
        .select(listColumns)
        .from(invoices)
        .innerJoin(invoiceClients, eq(invoiceClients.id, invoices.clientId))
        .where(where)
        .orderBy(...invoiceOrder(query))
        .limit(limit)
        .offset(offset),
    (cap) =>
      countUpTo(
        db,
        sql`${invoices} inner join ${invoiceClients} on ${eq(invoiceClients.id, invoices.clientId)}`,
        where,
        cap,
      ),
  )
  return { invoices: rows.map(toListItem), totalInvoices: total, totalCapped }
}

/** Spec §7: the first five clients (the invoice form's picker). */
export async function listInvoiceClients(db: Executor): Promise<InvoiceClient[]> {
  return db
    .select({ id: invoiceClients.id, ...clientColumns })
    .from(invoiceClients)
    .orderBy(asc(invoiceClients.id))
    .limit(INVOICE_CLIENTS_SHOWN)
}

export async function clientExists(db: Executor, id: number): Promise<InvoiceClient | undefined> {
  const [client] = await db
    .select({ id: invoiceClients.id, ...clientColumns })
    .from(invoiceClients)
    .where(eq(invoiceClients.id, id))
  return client
}

/** One live invoice with its lines and payments; null when there is none with that number. */
export async function loadInvoiceDetail(db: Executor, id: number): Promise<InvoiceDetail | null> {
  const [row] = await db
    .select({
      ...listColumns,
      clientId: invoices.clientId,
      note: invoices.note,
      subtotal: invoices.subtotalCents,
      discount: invoices.discountCents,
      taxBasisPoints: invoices.taxBasisPoints,
      tax: invoices.taxCents,
      paid: invoices.paidCents,
      sentAt: invoices.sentAt,
      version: invoices.version,
      createdAt: invoices.createdAt,
      updatedAt: invoices.updatedAt,
    })
    .from(invoices)
    .innerJoin(invoiceClients, eq(invoiceClients.id, invoices.clientId))
    .where(and(eq(invoices.id, id), live))
  if (!row) return null
  const [items, payments] = await Promise.all([
    db.select().from(invoiceItems).where(eq(invoiceItems.invoiceId, id)).orderBy(asc(invoiceItems.position)),
    db
      .select({
        id: invoicePayments.id,
        amountCents: invoicePayments.amountCents,
        paidOn: invoicePayments.paidOn,
        method: invoicePayments.method,
        note: invoicePayments.note,
        recordedBy: sql<string>`coalesce(${userDirectory.fullName}, '')`,
        createdAt: invoicePayments.createdAt,
      })
      .from(invoicePayments)
      .leftJoin(userDirectory, eq(userDirectory.id, invoicePayments.recordedByUserId))
      .where(eq(invoicePayments.invoiceId, id))
      .orderBy(asc(invoicePayments.paidOn), asc(invoicePayments.id)),
  ])
  const {
    clientId,
    note,
    subtotal,
    discount,
    taxBasisPoints,
    tax,
    paid,
    sentAt,
    version,
    createdAt,
    updatedAt,
    ...listRow
  } = row
  return {
    ...toListItem(listRow),
    clientId,
    items: items.map((item) => ({
      service: item.service,
      description: item.description,
      quantity: item.quantityHundredths / 100,
      priceCents: item.priceCents,
      discountPercent: item.discountBasisPoints / 100,
      amountCents: item.amountCents,
    })),
    note,
    subtotal,
    discount,
    taxRatePercent: (taxBasisPoints ?? IVA_BASIS_POINTS) / 100,
    tax,
    paid,
    payments: payments.map((payment) => ({ ...payment, createdAt: payment.createdAt.toISOString() })),
    sentAt: sentAt?.toISOString() ?? null,
    version,
    createdAt: createdAt.toISOString(),
    updatedAt: updatedAt.toISOString(),
  }
}

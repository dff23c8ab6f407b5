import { fakerES_MX as faker } from '@faker-js/faker'
import { inArray, sql } from 'drizzle-orm'
import {
  FIRST_INVOICE_ID,
  IVA_BASIS_POINTS,
  invoiceServices,
  invoiceTotals,
  lineAmounts,
  type InvoiceService,
  type InvoiceStatus,
} from '@mesa/contracts'
import type { Database } from '../../db/client'
import { invoiceClients, invoiceItems, invoicePayments, invoices } from './invoices.schema'

/** Spec §9: 36 invoices (numbers 4987 on), over a few clients of which the clients endpoint shows 5. */
const INVOICE_COUNT = 36
const CLIENT_COUNT = 8
const SEED = 20_264_987
/** Dates are laid out from a fixed day so every run writes the same invoices. */
const ANCHOR = Date.UTC(2026, 5, 1)

const countries = ['México', 'México', 'México', 'México', 'México', 'Estados Unidos', 'Colombia', 'México']

/** Price per hour or unit of each service, in centavos. */
const servicePrices: Record<InvoiceService, readonly number[]> = {
  'Software Development': [85_000, 95_000, 120_000],
  'UI/UX Design & Development': [70_000, 90_000],
  'Unlimited Extended License': [1_250_000, 2_400_000],
  'Template Customization': [45_000, 60_000],
}

/** How each invoice of the cycle ends up: its status and what share of the total was paid. */
const outcomes: Array<{ status: InvoiceStatus; paidShare: number }> = [
  { status: 'Paid', paidShare: 1 },
  { status: 'Sent', paidShare: 0 },
  { status: 'Partial Payment', paidShare: 0.4 },
  { status: 'Draft', paidShare: 0 },
  { status: 'Downloaded', paidShare: 0 },
  { status: 'Past Due', paidShare: 0 },
  { status: 'Paid', paidShare: 1.05 },
  { status: 'Partial Payment', paidShare: 0.75 },
  { status: 'Past Due', paidShare: 0.3 },
]

const day = (offsetDays: number) => new Date(ANCHOR + offsetDays * 86_400_000).toISOString().slice(0, 10)

function clientRows() {
  return Array.from({ length: CLIENT_COUNT }, (_, index) => {
    const company = faker.company.name()
    const domain = faker.helpers.slugify(company.split(' ')[0]!.toLowerCase()).replace(/[^a-z0-9-]/g, '')
    return {
      id: index + 1,
      name: faker.person.fullName(),
      company,
      companyEmail: `facturas@${domain || 'cliente'}${index + 1}.mx`,
      address: `${faker.location.streetAddress()}, ${faker.location.city()}`,
      country: countries[index]!,
      contact: `+52 ${faker.string.numeric(2)} ${faker.string.numeric(4)} ${faker.string.numeric(4)}`,
    }
  })
}

function invoiceLines(index: number) {
  const count = 1 + (index % 3)
  return Array.from({ length: count }, (_, position) => {
    const service = invoiceServices[(index + position) % invoiceServices.length]!
    const license = service === 'Unlimited Extended License'
    const figures = {
      quantityHundredths: license ? 100 : faker.number.int({ min: 4, max: 80 }) * 50,
      priceCents: faker.helpers.arrayElement(servicePrices[service]),
      discountBasisPoints: faker.helpers.arrayElement([0, 0, 0, 500, 1000, 1250]),
    }
    return {
      position,
      service,
      description: faker.helpers.arrayElement([
        'Sprint de desarrollo',
        'Revisión y ajustes',
        'Implementación en producción',
        'Licencia anual',
        'Diseño de pantallas',
      ]),
      ...figures,
      amountCents: lineAmounts(figures).netCents,
    }
  })
}

/** Deterministic and idempotent: clients and invoices are inserted by number, only those missing. */
export async function seedInvoices(db: Database) {
  faker.seed(SEED)
  const clients = clientRows()
  await db.insert(invoiceClients).values(clients).onConflictDoNothing()
  await db.execute(
    sql`select setval(pg_get_serial_sequence('invoice_clients', 'id'), (select max(id) from invoice_clients))`,
  )
  const wanted = Array.from({ length: INVOICE_COUNT }, (_, index) => FIRST_INVOICE_ID + index)
  const existing = new Set(
    (await db.select({ id: invoices.id }).from(invoices).where(inArray(invoices.id, wanted))).map(
      (row) => row.id,
    ),
  )
  for (const [index, id] of wanted.entries()) {
    // Every invoice draws its figures whether or not it is written, so the rest stay the same.
    const lines = invoiceLines(index)
    const issuedOffset = index * 5 + faker.number.int({ min: 0, max: 3 })
    const outcome = outcomes[index % outcomes.length]!
    if (existing.has(id)) continue
    const totals = invoiceTotals(lines, IVA_BASIS_POINTS)
    const issuedDate = day(issuedOffset)
    // Past Due ones fell due long ago; the others fall due 30 days after they were issued.
    const dueDate = outcome.status === 'Past Due' ? day(issuedOffset + 15) : day(issuedOffset + 30)
    const paidCents = Math.round(totals.totalCents * outcome.paidShare)
    await db.transaction(async (tx) => {
      await tx.insert(invoices).values({
        id,
        clientId: clients[index % CLIENT_COUNT]!.id,
        issuedDate,
        dueDate,
        service: lines[0]!.service,
        status: outcome.status,
        note: index % 4 === 0 ? 'Gracias por su preferencia.' : '',
        subtotalCents: totals.subtotalCents,
        discountCents: totals.discountCents,
        taxBasisPoints: IVA_BASIS_POINTS,
        taxCents: totals.taxCents,
        totalCents: totals.totalCents,
        paidCents,
        balanceCents: totals.totalCents - paidCents,
        sentAt: ['Draft', 'Downloaded'].includes(outcome.status) ? null : new Date(`${issuedDate}T16:00:00Z`),
      })
      await tx.insert(invoiceItems).values(lines.map((line) => ({ ...line, invoiceId: id })))
      if (paidCents > 0)
        await tx.insert(invoicePayments).values({
          invoiceId: id,
          amountCents: paidCents,
          paidOn: day(issuedOffset + 10),
          method: 'transfer',
          note: 'Transferencia SPEI',
        })
    })
  }
  await db.execute(
    sql`select setval(pg_get_serial_sequence('invoices', 'id'), greatest((select max(id) from invoices), ${FIRST_INVOICE_ID}))`,
  )
}

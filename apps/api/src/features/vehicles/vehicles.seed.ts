import { and, asc, inArray, notInArray, sql } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { applicationRecords as applications } from '../credit-applications'
import { demoVin } from './demo-vins'
import { vehiclePurchases, vinLinks, vinRecords } from './vehicles.schema'
import { decodedColumns } from './vin-records'

const COLOURS = ['Blanco', 'Gris plata', 'Negro', 'Rojo', 'Azul', 'Gris oxford', 'Arena']
type Vehicle = { make: string; model: string; version: string; year: number; priceCents: number }
type Terms = { downPaymentCents: number }

/** Stages whose vehicle is bought from the dealer (the contract is signed). */
const PURCHASED = ['fondeo', 'poliza', 'activo', 'liquidada'] as const

/**
 * VIN records (issue 15) for every seeded application past captura, with valid check digits, one VIN financed
 * twice (the demo's alert), and the purchase from the dealer for every application past contrato. Idempotent:
 * only applications without a VIN link or a purchase are touched, and the alert is made on the first run only.
 */
export async function seedVehicles(db: Database) {
  const firstRun = (await db.$count(vinRecords)) === 0
  const rows = await db
    .select({
      id: applications.id,
      folio: applications.folio,
      stage: applications.stage,
      productData: applications.productData,
      stageEnteredAt: applications.stageEnteredAt,
    })
    .from(applications)
    .where(
      and(
        notInArray(applications.stage, ['captura']),
        sql`not exists (select 1 from ${vinLinks} where ${vinLinks.applicationId} = ${applications.id})`,
      ),
    )
    .orderBy(asc(applications.id))
  // The demo's double financing: the second live application (in analysis or later) reuses the first one's VIN.
  const live = rows.filter((row) => row.stage !== 'rechazada' && row.stage !== 'cancelada')
  const twice = firstRun && live.length >= 2 ? { first: live[0]!.id, second: live[1]!.id } : null
  const recordOf = new Map<number, number>()
  for (const row of rows) {
    if (twice && row.id === twice.second) continue
    const vehicle = (row.productData as { vehicle: Vehicle }).vehicle
    const vin = demoVin(vehicle.make, vehicle.year, row.id)
    const invoiced = new Date(row.stageEnteredAt.getTime() - 20 * 86_400_000).toISOString().slice(0, 10)
    const [record] = await db
      .insert(vinRecords)
      .values({
        ...decodedColumns(vin),
        make: vehicle.make,
        model: vehicle.model,
        version: vehicle.version,
        colour: COLOURS[row.id % COLOURS.length]!,
        engineNumber: `${vehicle.make.slice(0, 2).toUpperCase()}${String(row.id * 7919).padStart(8, '0')}`,
        invoiceNumber: `A-${String(row.folio).padStart(6, '0')}`,
        invoiceDate: invoiced,
        invoiceValueCents: vehicle.priceCents,
      })
      .onConflictDoNothing()
      .returning({ id: vinRecords.id })
    if (!record) continue
    recordOf.set(row.id, record.id)
    await db.insert(vinLinks).values({ applicationId: row.id, vinRecordId: record.id }).onConflictDoNothing()
  }
  if (twice && recordOf.has(twice.first))
    await db
      .insert(vinLinks)
      .values({ applicationId: twice.second, vinRecordId: recordOf.get(twice.first)! })
      .onConflictDoNothing()
  await seedPurchases(db)
}

async function seedPurchases(db: Database) {
  const rows = await db
    .select({
      id: applications.id,
      folio: applications.folio,
      stage: applications.stage,
      productData: applications.productData,
      stageEnteredAt: applications.stageEnteredAt,
    })
    .from(applications)
    .where(
      and(
        inArray(applications.stage, [...PURCHASED]),
        sql`not exists (select 1 from ${vehiclePurchases} where ${vehiclePurchases.applicationId} = ${applications.id})`,
      ),
    )
  if (rows.length === 0) return
  await db.insert(vehiclePurchases).values(
    rows.map((row) => {
      const { vehicle, terms } = row.productData as { vehicle: Vehicle; terms: Terms }
      const delivered = row.stage === 'fondeo' ? null : row.stageEnteredAt.toISOString().slice(0, 10)
      return {
        applicationId: row.id,
        dealerInvoiceNumber: `F-${String(row.folio).padStart(6, '0')}`,
        priceCents: vehicle.priceCents,
        downPaymentCents: terms.downPaymentCents,
        deliveryDate: delivered,
      }
    }),
  )
}

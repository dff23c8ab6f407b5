import { and, eq, ne, sql, type SQL } from 'drizzle-orm'
import type { Executor } from '../../db/client'
import { applicationDirectory as applications } from '../credit-applications'
import { vinLinks, vinRecords } from './vehicles.schema'

/**
 * Whether the application's loan money went out: a disbursement is recorded (fondeo), or the file is past
 * fondeo (póliza, activo, liquidada). Read from the funding table by its published name (a read only).
 */
const moneyOut: SQL = sql`(${applications.stage} in ('poliza', 'activo', 'liquidada')
  or exists (select 1 from funding_disbursements out_d where out_d.application_id = ${applications.id}))`

/** A loan that still holds its vehicle: its money went out and it is neither paid off nor closed. */
const holdsVehicle: SQL = sql`(${moneyOut} and ${applications.stage} not in ('liquidada', 'rechazada', 'cancelada'))`

/** True when the application's money went out: its VIN is the loan's collateral and stays linked. */
export async function isFinanced(db: Executor, applicationId: number) {
  const [row] = await db
    .select({ id: applications.id })
    .from(applications)
    .where(and(eq(applications.id, applicationId), moneyOut))
  return row !== undefined
}

/**
 * The folios of the other applications linked to the record whose loan holds the vehicle (money out, not
 * paid off), over every application whatever the caller's scope: a second financing of it is refused.
 */
export async function holdingFolios(db: Executor, recordId: number, applicationId: number) {
  const rows = await db
    .select({ folio: applications.folio })
    .from(vinLinks)
    .innerJoin(applications, eq(applications.id, vinLinks.applicationId))
    .where(and(eq(vinLinks.vinRecordId, recordId), ne(vinLinks.applicationId, applicationId), holdsVehicle))
  return rows.map((row) => row.folio)
}

/** The VIN record linked to the application, or null. */
export async function linkedRecordOf(db: Executor, applicationId: number) {
  const [link] = await db
    .select({ id: vinLinks.vinRecordId })
    .from(vinLinks)
    .where(eq(vinLinks.applicationId, applicationId))
  return link?.id ?? null
}

/** The applications linked to the record of this VIN (any stage, any scope): a capture with it is checked. */
export async function applicationsLinkedTo(db: Executor, vin: string) {
  const rows = await db
    .select({ id: vinLinks.applicationId })
    .from(vinLinks)
    .innerJoin(vinRecords, eq(vinRecords.id, vinLinks.vinRecordId))
    .where(eq(vinRecords.vin, vin))
  return rows.map((row) => row.id)
}

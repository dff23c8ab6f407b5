import { and, desc, eq, inArray, sql } from 'drizzle-orm'
import {
  analyseVin,
  type UpdateVinRecordRequest,
  type VinApplication,
  type VinRecord,
  type VinRecordInput,
} from '@mesa/contracts'
import type { Database, Executor } from '../../db/client'
import { allyDirectory } from '../allies'
import { violatedUniqueIndex } from '../../lib/pg-errors'
import { conflict, emptyNotFound, staleVersion } from '../../lib/http-errors'
import type { Viewer } from '../allies'
import { recordAudit } from '../audit'
import { visibleInDirectory, applicationDirectory as applications } from '../credit-applications'
import { vinLinks, vinRecords } from './vehicles.schema'

type VinRow = typeof vinRecords.$inferSelect

/** Rejected and cancelled applications no longer finance anything: the double-financing alert skips them. */
export const liveStage = sql`${applications.stage} not in ('rechazada', 'cancelada')`

/**
 * How many live applications finance the record (over every application, whatever the caller's scope).
 * The link's names are written out: in a one-table select list Drizzle leaves columns unqualified, which is
 * right only for the innermost query's own (the application directory's).
 */
export const liveApplicationCount = sql<number>`(select count(*)::int from vin_links live_link
  where live_link.vin_record_id = "vin_records"."id" and exists (select 1 from ${applications}
    where ${applications.id} = live_link.application_id and ${applications.stage} not in ('rechazada', 'cancelada')))`

/** The decoded columns of a VIN (the schema has refused what does not decode). */
export function decodedColumns(vin: string) {
  const { decoded, warnings } = analyseVin(vin)
  return {
    vin,
    wmi: decoded!.wmi,
    manufacturer: decoded!.manufacturer,
    region: decoded!.region,
    modelYear: decoded!.modelYear,
    checkDigitWarning: warnings.includes('check_digit_not_mandatory'),
  }
}

const recordColumns = (input: VinRecordInput) => ({
  ...decodedColumns(input.vin),
  make: input.make,
  model: input.model,
  version: input.version,
  colour: input.colour,
  engineNumber: input.engineNumber,
  invoiceNumber: input.invoiceNumber,
  invoiceDate: input.invoiceDate,
  invoiceValueCents: input.invoiceValueCents,
})

export function toRecordFields(row: VinRow, liveApplications: number) {
  return {
    id: row.id,
    vin: row.vin,
    wmi: row.wmi,
    manufacturer: row.manufacturer,
    region: row.region,
    modelYear: row.modelYear,
    checkDigitWarning: row.checkDigitWarning,
    make: row.make,
    model: row.model,
    version: row.version,
    colour: row.colour,
    engineNumber: row.engineNumber,
    invoiceNumber: row.invoiceNumber,
    invoiceDate: row.invoiceDate,
    invoiceValueCents: row.invoiceValueCents,
    doubleFinancing: liveApplications > 1,
    liveApplications,
    recordVersion: row.recordVersion,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }
}

/** The applications linked to a record that the viewer may see, newest link first. */
async function linkedApplications(db: Executor, recordId: number, viewer: Viewer) {
  const rows = await db
    .select({
      id: applications.id,
      folio: applications.folio,
      product: applications.product,
      stage: applications.stage,
      applicantName: applications.applicantName,
      allyName: allyDirectory.allyName,
      linkedAt: vinLinks.linkedAt,
    })
    .from(vinLinks)
    .innerJoin(applications, eq(applications.id, vinLinks.applicationId))
    .innerJoin(allyDirectory, eq(allyDirectory.id, applications.allyId))
    .where(and(eq(vinLinks.vinRecordId, recordId), visibleInDirectory(viewer)))
    .orderBy(desc(vinLinks.linkedAt), desc(applications.id))
  return rows.map((row): VinApplication => ({
    ...row,
    live: row.stage !== 'rechazada' && row.stage !== 'cancelada',
    linkedAt: row.linkedAt.toISOString(),
  }))
}

/**
 * Head office sees every record; ally-side staff see the records linked to an application they may see
 * (an unlinked VIN is head office's).
 */
export function visibleVins(viewer: Viewer) {
  if (viewer.scope === 'all') return undefined
  return sql`exists (select 1 from ${vinLinks} join ${applications} on ${applications.id} = ${vinLinks.applicationId}
    where ${vinLinks.vinRecordId} = "vin_records"."id" and ${visibleInDirectory(viewer)})`
}

/** One record within the viewer's scope, with its visible applications; 404 outside it. */
export async function loadVinRecord(db: Executor, id: number, viewer: Viewer) {
  const [found] = await db
    .select({ row: vinRecords, live: liveApplicationCount })
    .from(vinRecords)
    .where(and(eq(vinRecords.id, id), visibleVins(viewer)))
  if (!found) throw emptyNotFound()
  return {
    ...toRecordFields(found.row, found.live),
    applications: await linkedApplications(db, id, viewer),
  } satisfies VinRecord
}

const duplicateVin = () =>
  conflict('duplicate_vin', 'A record with this VIN exists already', { vin: ['duplicate_vin'] })

async function vinTaken(db: Executor, vin: string, exceptId: number) {
  const rows = await db.select({ id: vinRecords.id }).from(vinRecords).where(eq(vinRecords.vin, vin))
  return rows.some((row) => row.id !== exceptId)
}

/** Insert a record (its VIN unique: a VIN taken already, even by a concurrent insert, is answered 409). */
export async function insertVinRecord(tx: Executor, input: VinRecordInput, userId: number) {
  const [row] = await tx
    .insert(vinRecords)
    .values({ ...recordColumns(input), createdByUserId: userId })
    .onConflictDoNothing()
    .returning()
  if (!row) throw duplicateVin()
  await recordAudit(tx, {
    actorUserId: userId,
    action: 'vin.create',
    entityType: 'vin_record',
    entityId: row.id,
    data: { vin: row.vin },
  })
  return row
}

export async function createVinRecord(db: Database, input: VinRecordInput, viewer: Viewer) {
  const row = await db.transaction((tx) => insertVinRecord(tx, input, viewer.userId))
  return loadVinRecord(db, row.id, viewer)
}

export async function updateVinRecord(
  db: Database,
  id: number,
  request: UpdateVinRecordRequest,
  viewer: Viewer,
) {
  const before = await loadVinRecord(db, id, viewer)
  const { recordVersion, ...input } = request
  // The pre-check answers the common case; the unique index answers an insert of the same VIN racing this edit.
  await db
    .transaction(async (tx) => {
      if (input.vin !== before.vin && (await vinTaken(tx, input.vin, id))) throw duplicateVin()
      const updated = await tx
        .update(vinRecords)
        .set({ ...recordColumns(input), recordVersion: recordVersion + 1, updatedAt: new Date() })
        .where(and(eq(vinRecords.id, id), eq(vinRecords.recordVersion, recordVersion)))
        .returning({ id: vinRecords.id })
      if (updated.length === 0) throw staleVersion()
      const changed = Object.fromEntries(
        Object.entries(input).filter(([key, value]) => before[key as keyof typeof before] !== value),
      )
      await recordAudit(tx, {
        actorUserId: viewer.userId,
        action: 'vin.update',
        entityType: 'vin_record',
        entityId: id,
        data: { changed },
      })
    })
    .catch((error: unknown) => {
      if (violatedUniqueIndex(error) === 'vin_records_vin_key') throw duplicateVin()
      throw error
    })
  return loadVinRecord(db, id, viewer)
}

/** The folios each record's visible applications carry (for a list page). */
export async function foliosOf(db: Executor, recordIds: number[], viewer: Viewer) {
  if (recordIds.length === 0) return new Map<number, number[]>()
  const rows = await db
    .select({ recordId: vinLinks.vinRecordId, folio: applications.folio })
    .from(vinLinks)
    .innerJoin(applications, eq(applications.id, vinLinks.applicationId))
    .where(and(inArray(vinLinks.vinRecordId, recordIds), visibleInDirectory(viewer)))
    .orderBy(applications.folio)
  const folios = new Map<number, number[]>()
  for (const row of rows) folios.set(row.recordId, [...(folios.get(row.recordId) ?? []), row.folio])
  return folios
}

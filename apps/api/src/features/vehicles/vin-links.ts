import { and, eq, ne } from 'drizzle-orm'
import {
  mayCreateVin,
  mayEditVin,
  type AbilityRule,
  type ApplicationVin,
  type LinkVinRequest,
} from '@mesa/contracts'
import type { Database, Executor } from '../../db/client'
import { conflict, forbidden } from '../../lib/http-errors'
import type { Viewer } from '../allies'
import { recordAudit } from '../audit'
import {
  announceUnchanged,
  applicationDirectory as applications,
  lockApplication,
  type ApplicationRow,
} from '../credit-applications'
import { vinLinks, vinRecords } from './vehicles.schema'
import { holdingFolios, isFinanced, linkedRecordOf } from './vin-financing'
import { announceVinChange } from './vin-events'
import { insertVinRecord, liveStage, loadVinRecord } from './vin-records'

type Vehicle = ApplicationVin['vehicle']
const vehicleOf = (row: ApplicationRow): Vehicle => {
  const vehicle = (row.productData as { vehicle: Vehicle }).vehicle
  return {
    make: vehicle.make,
    model: vehicle.model,
    version: vehicle.version,
    year: vehicle.year,
    vin: vehicle.vin,
  }
}

/** 409: the VIN of a loan whose money went out is its collateral; it is not moved to another file. */
const financedConflict = () =>
  conflict('vin_financed', 'The loan of this application was disbursed: its VIN stays linked')

/** The file's vin tab: the linked record (with its alert), else the application's vehicle to start from. */
export async function applicationVin(
  db: Executor,
  row: ApplicationRow,
  viewer: Viewer,
): Promise<ApplicationVin> {
  const recordId = await linkedRecordOf(db, row.id)
  return {
    record: recordId === null ? null : await loadVinRecord(db, recordId, viewer),
    vehicle: vehicleOf(row),
  }
}

/** The other live applications financing the record, whatever the caller's scope (for the audit trail). */
async function otherLiveFolios(tx: Executor, recordId: number, applicationId: number) {
  const rows = await tx
    .select({ folio: applications.folio })
    .from(vinLinks)
    .innerJoin(applications, eq(applications.id, vinLinks.applicationId))
    .where(and(eq(vinLinks.vinRecordId, recordId), ne(vinLinks.applicationId, applicationId), liveStage))
  return rows.map((other) => other.folio)
}

/**
 * Link the application to the record of this VIN, creating the record when none exists (create Admin; linking
 * an existing record is an edit, update Admin). A VIN held by another loan whose money went out (and which is
 * not paid off) is refused (409 vin_double_financing): the vehicle is that loan's collateral. When another live
 * application in process links the same VIN the link is still made (the vehicle may be re-sold after a
 * cancelled sale the system does not know of) and the double-financing alert is audited in the same
 * transaction. An application whose own money went out keeps its VIN (409 vin_financed).
 */
export async function linkVin(
  db: Database,
  row: ApplicationRow,
  request: LinkVinRequest,
  viewer: Viewer & { rules: AbilityRule[] },
) {
  await db.transaction(async (tx) => {
    // The application's row lock serialises two links of the same application.
    await lockApplication(tx, row.id)
    const [existing] = await tx.select().from(vinRecords).where(eq(vinRecords.vin, request.vin))
    if (!existing && !mayCreateVin(viewer.rules)) throw forbidden()
    if (existing && !mayEditVin(viewer.rules)) throw forbidden()
    if (existing) {
      const holders = await holdingFolios(tx, existing.id, row.id)
      if (holders.length > 0)
        throw conflict(
          'vin_double_financing',
          'An active loan already finances this VIN: it cannot be financed again until that loan is paid off',
        )
    }
    const record = existing ?? (await insertVinRecord(tx, request, viewer.userId))
    const previous = await linkedRecordOf(tx, row.id)
    if (previous === record.id) return
    if (previous !== null && (await isFinanced(tx, row.id))) throw financedConflict()
    await tx
      .insert(vinLinks)
      .values({ applicationId: row.id, vinRecordId: record.id, linkedByUserId: viewer.userId })
      .onConflictDoUpdate({
        target: vinLinks.applicationId,
        set: { vinRecordId: record.id, linkedByUserId: viewer.userId, linkedAt: new Date() },
      })
    await recordAudit(tx, {
      actorUserId: viewer.userId,
      action: 'vin.link',
      entityType: 'credit_application',
      entityId: row.id,
      data: { vin: record.vin, vinRecordId: record.id, previousVinRecordId: previous },
    })
    const others = await otherLiveFolios(tx, record.id, row.id)
    if (others.length > 0 && row.stage !== 'rechazada' && row.stage !== 'cancelada')
      await recordAudit(tx, {
        actorUserId: viewer.userId,
        action: 'vin.double_financing',
        entityType: 'vin_record',
        entityId: record.id,
        data: { vin: record.vin, folio: row.folio, otherFolios: others },
      })
    // Whoever has the file open reloads it (the alert shows on the file), and the VIN screens theirs.
    await announceUnchanged(tx, row)
    await announceVinChange(tx, record.id)
    if (previous !== null) await announceVinChange(tx, previous)
  })
  return applicationVin(db, row, viewer)
}

/**
 * Unlink the application from its VIN record (update Admin): a VIN captured on the wrong file. The record
 * stays (other files may finance it); the double-financing alert is counted live, so it clears by itself
 * once fewer than two live applications remain, and that clearing is audited on the record. Refused (409
 * vin_financed) once the application's money went out: the VIN is then the loan's collateral.
 */
export async function unlinkVin(db: Database, row: ApplicationRow, viewer: Viewer) {
  await db.transaction(async (tx) => {
    await lockApplication(tx, row.id)
    const recordId = await linkedRecordOf(tx, row.id)
    if (recordId === null) throw conflict('vin_not_linked', 'The application has no VIN record linked.')
    if (await isFinanced(tx, row.id)) throw financedConflict()
    const [record] = await tx
      .select({ vin: vinRecords.vin })
      .from(vinRecords)
      .where(eq(vinRecords.id, recordId))
    const others = await otherLiveFolios(tx, recordId, row.id)
    const wasLive = row.stage !== 'rechazada' && row.stage !== 'cancelada'
    // Announced while still linked, so that the readers of this application's side hear of it too.
    await announceVinChange(tx, recordId)
    await tx.delete(vinLinks).where(eq(vinLinks.applicationId, row.id))
    await recordAudit(tx, {
      actorUserId: viewer.userId,
      action: 'vin.unlink',
      entityType: 'credit_application',
      entityId: row.id,
      data: { vin: record!.vin, vinRecordId: recordId },
    })
    if (wasLive && others.length === 1)
      await recordAudit(tx, {
        actorUserId: viewer.userId,
        action: 'vin.double_financing_cleared',
        entityType: 'vin_record',
        entityId: recordId,
        data: { vin: record!.vin, unlinkedFolio: row.folio, remainingFolios: others },
      })
    await announceUnchanged(tx, row)
  })
  return applicationVin(db, row, viewer)
}

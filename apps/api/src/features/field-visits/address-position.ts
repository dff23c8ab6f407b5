import { eq } from 'drizzle-orm'
import {
  distanceMeters,
  type AddressPosition,
  type AddressPositionRequest,
  type VisitDetail,
} from '@mesa/contracts'
import type { Database, Executor } from '../../db/client'
import { visitAddressPositions } from './field-visits.schema'
import { staleVersion } from '../../lib/http-errors'
import { recordAudit } from '../audit'
import type { ApplicationRow } from '../credit-applications'
import { addressLine, namesById } from './visit-records'
import { assertVisitStage } from './visit-requests'

/** The application's confirmed address position, or null; `current` while the address is the same. */
export async function addressPositionOf(db: Executor, row: ApplicationRow): Promise<AddressPosition | null> {
  const [position] = await db
    .select()
    .from(visitAddressPositions)
    .where(eq(visitAddressPositions.applicationId, row.id))
  if (!position) return null
  const people = await namesById(db, [position.confirmedByUserId])
  return {
    latitude: position.latitude,
    longitude: position.longitude,
    address: position.address,
    current: position.address === addressLine(row.address),
    confirmedBy: people.get(position.confirmedByUserId ?? 0) ?? null,
    confirmedAt: position.confirmedAt.toISOString(),
    version: position.version,
  }
}

/**
 * An analyst confirms where the address is (a pin read off the map), for the address as it is now: the first
 * time with version null, then with the version read (409 when stale). Audited with the position.
 */
export async function confirmAddressPosition(
  db: Database,
  row: ApplicationRow,
  actor: number,
  { version, latitude, longitude }: AddressPositionRequest,
) {
  assertVisitStage(row)
  const values = {
    latitude,
    longitude,
    address: addressLine(row.address),
    confirmedByUserId: actor,
    confirmedAt: new Date(),
  }
  await db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(visitAddressPositions)
      .where(eq(visitAddressPositions.applicationId, row.id))
      .for('update')
    if ((current?.version ?? null) !== version) throw staleVersion()
    if (current)
      await tx
        .update(visitAddressPositions)
        .set({ ...values, version: current.version + 1 })
        .where(eq(visitAddressPositions.applicationId, row.id))
    else {
      const inserted = await tx
        .insert(visitAddressPositions)
        .values({ applicationId: row.id, ...values })
        .onConflictDoNothing()
        .returning({ id: visitAddressPositions.applicationId })
      if (inserted.length === 0) throw staleVersion()
    }
    await recordAudit(tx, {
      actorUserId: actor,
      action: 'field_visit.address_position',
      entityType: 'credit_application',
      entityId: row.id,
      data: { latitude, longitude, address: values.address },
    })
  })
}

/**
 * Each photo's distance from the address position (whole metres), and whether it lies beyond the threshold.
 * Without a current position, or a photo without GPS, there is no distance (and no flag).
 */
export function withDistances(
  details: VisitDetail[],
  position: AddressPosition | null,
  thresholdMeters: number,
): VisitDetail[] {
  if (!position?.current) return details
  return details.map((detail) => ({
    ...detail,
    photos: detail.photos.map((photo) => {
      if (photo.latitude === null || photo.longitude === null) return photo
      const meters = distanceMeters(position, { latitude: photo.latitude, longitude: photo.longitude })
      return { ...photo, distanceMeters: meters, farFromAddress: meters > thresholdMeters }
    }),
  }))
}

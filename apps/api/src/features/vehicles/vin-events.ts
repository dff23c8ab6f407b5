import { eq } from 'drizzle-orm'
import type { Executor } from '../../db/client'
import { applicationDirectory as applications } from '../credit-applications'
import { publishEvent } from '../events'
import { vinLinks } from './vehicles.schema'

/**
 * Tells the open VIN screens that a record changed (added, edited, linked, unlinked): the event names its
 * applications' owners and allies so that only viewers whose row scope covers one of them receive it
 * (head office receives every one). With a transaction it is sent when that commits.
 */
export async function announceVinChange(executor: Executor, recordId: number) {
  const linked = await executor
    .select({ ownerId: applications.ownerUserId, allyId: applications.allyId })
    .from(vinLinks)
    .innerJoin(applications, eq(applications.id, vinLinks.applicationId))
    .where(eq(vinLinks.vinRecordId, recordId))
  await publishEvent(executor, { type: 'vin.changed', id: recordId, applications: linked })
}

import type { Executor } from '../../db/client'
import { processRegistry } from '../../lib/process-registry'

/** The ids of the applications another feature records as financing this VIN (upper case), whatever their stage. */
export type VinHolderReader = (db: Executor, vin: string) => Promise<number[]>

const readers = processRegistry<string, VinHolderReader>()

/**
 * Issue 38: a VIN is also recorded outside the application's own vehicle field (the vehicles feature links VIN
 * records to applications and loans); the duplicate-capture check asks every registered reader, so
 * credit-applications imports none of them. Registered once per process, by name.
 */
export function registerVinHolders(name: string, reader: VinHolderReader) {
  readers.set(name, reader)
}

/** Every application any registered reader ties to the VIN (stage not judged here). */
export async function vinHolderIds(db: Executor, vin: string) {
  const ids = new Set<number>()
  for (const reader of readers.values()) for (const id of await reader(db, vin)) ids.add(id)
  return [...ids]
}

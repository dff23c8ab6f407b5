import type { Executor } from '../../db/client'
import { processRegistry } from '../../lib/process-registry'

/** Reads an application's booked amount from another feature's tables; null when that feature has none. */
export type BookedAmountReader = (db: Executor, applicationId: number) => Promise<number | null>

const readers = processRegistry<string, BookedAmountReader>()

/**
 * Issue 38: the amount the credit is for once booked (the loan's principal; before it opens, the authorised
 * terms the contract and the disbursement follow), read by the features that hold it so credit-applications
 * imports none of them. Registered once per process, by name; the first registered that knows it answers.
 */
export function registerBookedAmount(name: string, reader: BookedAmountReader) {
  readers.set(name, reader)
}

/** The booked amount of the application, or null while only the requested amount exists. */
export async function bookedAmountOf(db: Executor, applicationId: number) {
  for (const reader of readers.values()) {
    const amount = await reader(db, applicationId)
    if (amount !== null) return amount
  }
  return null
}

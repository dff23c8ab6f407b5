import type { Transaction } from '../../db/client'
import { processRegistry } from '../../lib/process-registry'

/** A range of record ids a closer closes in one batch (both ends included). */
export interface DayBatch {
  fromId: number
  toId: number
  size: number
}

/**
 * What a feature closes at the end of a business day (loan servicing: every active loan's figures and
 * snapshot). `batches` cuts its records into id ranges of about `size`; `close` does one range in the
 * run's transaction (the batch is marked done in it too, so a batch is never half done nor done twice)
 * and must be idempotent per record and day.
 */
export interface DayCloser {
  name: string
  batches: (tx: Transaction, day: string, size: number) => Promise<DayBatch[]>
  close: (tx: Transaction, batch: DayBatch, day: string) => Promise<void>
}

const closers = processRegistry<string, DayCloser>()

/** Registers a closer once per process (the API and `npm run worker` both, from src/job-kinds.ts). */
export function registerDayCloser(closer: DayCloser) {
  closers.set(closer.name, closer)
}

export const dayCloserOf = (name: string) => closers.get(name)
export const dayClosers = () => [...closers.values()]

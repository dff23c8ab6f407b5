import type { LiveEvent } from '@mesa/contracts'
import type { Executor } from '../../db/client'
import { creditApplications as applications } from './credit-applications.schema'
import { publishEvent } from '../events'
import type { ApplicationRow } from './credit-application-record'

/** What a `creditApplication.changed` event carries: `returning(announcedColumns)` after the write. */
export const announcedColumns = {
  id: applications.id,
  folio: applications.folio,
  product: applications.product,
  stage: applications.stage,
  ownerId: applications.ownerUserId,
  allyId: applications.allyId,
  version: applications.version,
}

type Announced = Omit<Extract<LiveEvent, { type: 'creditApplication.changed' }>, 'type'>

/** Tells every open stream that may read it that the application changed, once the transaction commits. */
export async function announceChange(tx: Executor, application: Announced) {
  await publishEvent(tx, { type: 'creditApplication.changed', ...application })
}

/** The same event for a change that leaves the application row as it was (a comment, a new document). */
export const announceUnchanged = (tx: Executor, row: ApplicationRow) =>
  announceChange(tx, {
    id: row.id,
    folio: row.folio,
    product: row.product,
    stage: row.stage,
    ownerId: row.ownerUserId,
    allyId: row.allyId,
    version: row.version,
  })

type RecordEvent = Extract<LiveEvent, { applicationId: number; folio: number }>['type']

/**
 * A part of the application's file changed (its contract, funding or purchase), once the transaction commits:
 * its readers refetch that part. The application row itself is as it was.
 */
export const announceRecordChange = (tx: Executor, type: RecordEvent, row: ApplicationRow) =>
  publishEvent(tx, {
    type,
    applicationId: row.id,
    folio: row.folio,
    product: row.product,
    ownerId: row.ownerUserId,
    allyId: row.allyId,
  })

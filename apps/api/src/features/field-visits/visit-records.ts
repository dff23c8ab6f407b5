import { and, eq, inArray } from 'drizzle-orm'
import {
  CURP_STATES,
  mayReadAllVisits,
  type Booking,
  type CurpState,
  type VisitApplicationRef,
} from '@mesa/contracts'
import type { Executor } from '../../db/client'
import { userDirectory } from '../users'
import { visitBookings } from './field-visits.schema'
import { emptyNotFound } from '../../lib/http-errors'
import {
  visibleInRecords,
  type ApplicationRow,
  applicationRecords as applications,
} from '../credit-applications'
import type { principalOf } from '../auth'
import { selectionOf } from '../../lib/read-models'

export type Principal = ReturnType<typeof principalOf>
export type BookingRow = typeof visitBookings.$inferSelect

/** The applicant's address on one line, as the agent reads it and the map link searches it. */
export function addressLine(address: Record<string, unknown> | null): string {
  if (!address) return ''
  const part = (key: string) => (typeof address[key] === 'string' ? (address[key] as string).trim() : '')
  const interior = part('interiorNumber') ? ` int. ${part('interiorNumber')}` : ''
  return [
    `${part('street')} ${part('exteriorNumber')}${interior}`.trim(),
    part('neighborhood'),
    part('municipality'),
    // The state as people name it (records keep RENAPO's code: NL → Nuevo León), for the agent and the map.
    CURP_STATES[part('state') as CurpState] ?? part('state'),
    part('postalCode') ? `CP ${part('postalCode')}` : '',
  ]
    .filter(Boolean)
    .join(', ')
}

const applicationColumns = {
  id: applications.id,
  folio: applications.folio,
  product: applications.product,
  stage: applications.stage,
  applicantName: applications.applicantName,
  address: applications.address,
  applicant: applications.applicant,
}

export const applicationRefOf = (row: Pick<ApplicationRow, keyof typeof applicationColumns>) => ({
  id: row.id,
  folio: row.folio,
  product: row.product,
  stage: row.stage,
  applicantName: row.applicantName,
  address: addressLine(row.address),
  phone: (row.applicant as { mobilePhone?: string } | null)?.mobilePhone ?? '',
})

/** The applications named by some records, by id, in one query (the caller already checked the scope). */
export async function applicationsById(db: Executor, ids: number[]) {
  const wanted = [...new Set(ids)]
  if (wanted.length === 0) return new Map<number, VisitApplicationRef>()
  const rows = await db.select(applicationColumns).from(applications).where(inArray(applications.id, wanted))
  return new Map(rows.map((row) => [row.id, applicationRefOf(row)]))
}

/** Names of the people the records point at, by id. */
export async function namesById(db: Executor, ids: Array<number | null>) {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))]
  if (wanted.length === 0) return new Map<number, { id: number; fullName: string }>()
  const rows = await db
    .select({ id: userDirectory.id, fullName: userDirectory.fullName })
    .from(userDirectory)
    .where(inArray(userDirectory.id, wanted))
  return new Map(rows.map((row) => [row.id, row]))
}

/** Bookings as the API answers them, with their application and agent. */
export async function describeBookings(db: Executor, rows: BookingRow[]): Promise<Booking[]> {
  const [refs, people] = await Promise.all([
    applicationsById(
      db,
      rows.map((row) => row.applicationId),
    ),
    namesById(
      db,
      rows.map((row) => row.agentUserId),
    ),
  ])
  return rows.map((row) => ({
    id: row.id,
    requestId: row.requestId,
    kind: row.kind,
    application: refs.get(row.applicationId)!,
    agent: people.get(row.agentUserId) ?? { id: row.agentUserId, fullName: '' },
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    address: row.address,
    status: row.status,
    statusReason: row.statusReason,
    version: row.version,
  }))
}

/**
 * A booking the principal may see: its application within their row scope, and either a reader of every
 * visit (coordinators, committee) or the booking's own agent. Anything else is a 404 that reveals nothing.
 */
export async function loadVisibleBooking(db: Executor, bookingId: number, principal: Principal) {
  const [found] = await db
    .select({ booking: visitBookings, application: selectionOf(applications) })
    .from(visitBookings)
    .innerJoin(applications, eq(applications.id, visitBookings.applicationId))
    .where(and(eq(visitBookings.id, bookingId), visibleInRecords(principal)))
  if (!found) throw emptyNotFound()
  const ownAgent = found.booking.agentUserId === principal.userId
  if (!ownAgent && !mayReadAllVisits(principal.rules)) throw emptyNotFound()
  return { ...found, ownAgent }
}

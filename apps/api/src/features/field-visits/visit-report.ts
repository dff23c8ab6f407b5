import { asc, eq, inArray } from 'drizzle-orm'
import {
  rulesAreAdministrator,
  visitPhotoFieldsSchema,
  type ApplicationVisit,
  type VisitDetail,
  type VisitKind,
  type VisitReportRequest,
} from '@mesa/contracts'
import type { Database, Executor, Transaction } from '../../db/client'
import { visitBookings, visitPhotos, visitReports, visitRequests } from './field-visits.schema'
import { badRequest, conflict, forbidden, staleVersion } from '../../lib/http-errors'
import type { ReceivedUpload } from '../../lib/uploads'
import { fieldErrorsOf } from '../../lib/zod-errors'
import { recordAudit } from '../audit'
import type { ApplicationRow } from '../credit-applications'
import { researchOf } from './address-research'
import { addressPositionOf, withDistances } from './address-position'
import { bookingsOfRequests, describeRequests, requestsOf, validationsOf } from './visit-requests'
import { describeBookings, namesById, type BookingRow, type Principal } from './visit-records'

/** Only the booking's own agent fills its report and photos (an administrator may stand in). */
export function assertOwnAgent(principal: Principal, booking: BookingRow) {
  if (booking.agentUserId !== principal.userId && !rulesAreAdministrator(principal.rules)) throw forbidden()
}

/**
 * The visit's evidence (report, photos) is taken only once its booked slot started: a report written before
 * the agent could have been there is refused (409 visit_not_started), whoever sends it.
 */
export function assertVisitStarted(booking: Pick<BookingRow, 'startsAt'>, now = new Date()) {
  if (now.getTime() < booking.startsAt.getTime())
    throw conflict(
      'visit_not_started',
      `The visit starts at ${booking.startsAt.toISOString()}: its report and photos are taken from then on`,
    )
}

/**
 * The booking a report closes, locked: live, of the report's kind (409 `wrong_visit_kind`: a collection visit
 * takes its outcome, a credit visit its form), its slot started, its version the one read.
 */
export async function claimReportableBooking(
  tx: Transaction,
  bookingId: number,
  version: number,
  kind: VisitKind,
) {
  const [current] = await tx.select().from(visitBookings).where(eq(visitBookings.id, bookingId)).for('update')
  if (!current || current.status === 'done' || current.status === 'cancelled')
    throw conflict('visit_closed', `The visit is ${current?.status ?? 'gone'}`)
  if (current.kind !== kind)
    throw conflict('wrong_visit_kind', `A ${current.kind} visit is reported with its own form`)
  assertVisitStarted(current)
  if (current.version !== version) throw staleVersion()
  return current
}

/**
 * The agent's report: the booking must be live, its slot started and its version current; it becomes done,
 * the request reported.
 */
export async function recordReport(
  db: Database,
  principal: Principal,
  booking: BookingRow,
  body: VisitReportRequest,
) {
  assertOwnAgent(principal, booking)
  const { version, ...answers } = body
  await db.transaction(async (tx) => {
    await claimReportableBooking(tx, booking.id, version, 'credito')
    await tx
      .update(visitBookings)
      .set({ status: 'done', version: version + 1, updatedAt: new Date() })
      .where(eq(visitBookings.id, booking.id))
    await tx.insert(visitReports).values({
      bookingId: booking.id,
      applicationId: booking.applicationId,
      agentUserId: principal.userId,
      answers,
      verdict: answers.verdict,
    })
    await tx.update(visitRequests).set({ status: 'reported' }).where(eq(visitRequests.id, booking.requestId))
    await recordAudit(tx, {
      actorUserId: principal.userId,
      action: 'field_visit.reported',
      entityType: 'credit_application',
      entityId: booking.applicationId,
      data: { bookingId: booking.id, verdict: answers.verdict },
    })
  })
}

/** Checks the text fields sent before a photo (multipart), naming each wrong one. */
export function parsePhotoFields(fields: Record<string, string>) {
  const parsed = visitPhotoFieldsSchema.safeParse(fields)
  if (!parsed.success) throw badRequest(fieldErrorsOf(parsed.error))
  return parsed.data
}

/** A photo of a visit that was not cancelled (the route checks it); the receipt time is the server's. */
export async function recordPhoto(
  db: Database,
  principal: Principal,
  booking: BookingRow,
  upload: ReceivedUpload,
) {
  const fields = parsePhotoFields(upload.fields)
  return db.transaction(async (tx) => {
    const [photo] = await tx
      .insert(visitPhotos)
      .values({
        bookingId: booking.id,
        applicationId: booking.applicationId,
        storageKey: upload.storageKey,
        fileName: upload.fileName,
        contentType: upload.contentType,
        size: upload.size,
        caption: fields.caption,
        capturedAt: fields.capturedAt ? new Date(fields.capturedAt) : null,
        latitude: fields.latitude ?? null,
        longitude: fields.longitude ?? null,
        accuracyMeters: fields.accuracy ?? null,
        uploadedByUserId: principal.userId,
      })
      .returning({ id: visitPhotos.id })
    await recordAudit(tx, {
      actorUserId: principal.userId,
      action: 'field_visit.photo_added',
      entityType: 'credit_application',
      entityId: booking.applicationId,
      data: { bookingId: booking.id, photoId: photo!.id },
    })
    return photo!.id
  })
}

export const findPhoto = async (db: Executor, bookingId: number, photoId: number) =>
  (await db.select().from(visitPhotos).where(eq(visitPhotos.id, photoId))).find(
    (photo) => photo.bookingId === bookingId,
  )

/** Bookings with their reports and photos. */
export async function visitDetails(db: Executor, bookings: BookingRow[]): Promise<VisitDetail[]> {
  const ids = bookings.map((booking) => booking.id).concat(0)
  const [described, reports, photos] = await Promise.all([
    describeBookings(db, bookings),
    db.select().from(visitReports).where(inArray(visitReports.bookingId, ids)),
    db.select().from(visitPhotos).where(inArray(visitPhotos.bookingId, ids)).orderBy(asc(visitPhotos.id)),
  ])
  const people = await namesById(
    db,
    reports.map((report) => report.agentUserId),
  )
  return described.map((booking) => {
    const report = reports.find((candidate) => candidate.bookingId === booking.id)
    return {
      booking,
      report: report
        ? {
            ...report.answers,
            submittedAt: report.submittedAt.toISOString(),
            agent: people.get(report.agentUserId ?? 0) ?? { id: 0, fullName: '' },
          }
        : null,
      photos: photos
        .filter((photo) => photo.bookingId === booking.id)
        .map((photo) => ({
          id: photo.id,
          bookingId: photo.bookingId,
          fileName: photo.fileName,
          caption: photo.caption,
          capturedAt: photo.capturedAt?.toISOString() ?? null,
          receivedAt: photo.receivedAt.toISOString(),
          latitude: photo.latitude,
          longitude: photo.longitude,
          accuracyMeters: photo.accuracyMeters,
          distanceMeters: null,
          farFromAddress: false,
        })),
    }
  })
}

/**
 * The visit in the application file: its requests (newest first) with their visits and validation, and the
 * address research. `onlyAgent` keeps just that agent's visits (a visitador reads their own work).
 */
export async function applicationVisit(
  db: Executor,
  row: ApplicationRow,
  onlyAgent: number | undefined,
  distanceThresholdMeters: number,
): Promise<ApplicationVisit> {
  const requests = await requestsOf(db, row.id)
  const bookings = (
    await bookingsOfRequests(
      db,
      requests.map((request) => request.id),
    )
  ).filter((booking) => onlyAgent === undefined || booking.agentUserId === onlyAgent)
  const [described, plainDetails, validations, research, addressPosition] = await Promise.all([
    describeRequests(db, requests, row),
    visitDetails(db, bookings),
    validationsOf(db, row.id),
    researchOf(db, row.id),
    addressPositionOf(db, row),
  ])
  // The distances are the readers' check of the agent's work: the agent's own view goes without them.
  const details =
    onlyAgent === undefined
      ? withDistances(plainDetails, addressPosition, distanceThresholdMeters)
      : plainDetails
  const validators = await namesById(
    db,
    validations.map((validation) => validation.validatedByUserId),
  )
  const visible =
    onlyAgent === undefined
      ? described
      : described.filter((request) => details.some((d) => d.booking.requestId === request.id))
  return {
    requests: visible.map((request) => {
      const validation = validations.find((candidate) => candidate.requestId === request.id)
      return {
        ...request,
        visits: details.filter((detail) => detail.booking.requestId === request.id),
        validation: validation
          ? {
              decision: validation.decision,
              reason: validation.reason,
              validatedBy: validators.get(validation.validatedByUserId ?? 0) ?? null,
              validatedAt: validation.validatedAt.toISOString(),
            }
          : null,
      }
    }),
    research,
    addressPosition,
    distanceThresholdMeters,
  }
}

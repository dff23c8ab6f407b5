import { fieldVisitPaths, visitDetailSchema, visitPhotoSchema, type VisitDetail } from '@mesa/contracts'
import { generatePath } from 'react-router'
import { api } from '../../../lib/api-client'
import type { HttpError } from '../../../lib/http'
import { changeNotifier, noAnswer, outboxRunner, reasonOf } from '../../../lib/offline/outbox'
import { uploadForm } from '../../../lib/upload'
import { visitStore, type CapturedPhoto, type CapturedVisit } from './visit-store'

/** Tells the screens that a capture changed (its state, a photo sent), so they read the phone's store again. */
export const captureChanges = changeNotifier()

const runner = outboxRunner('mesa-field-visit-sender')

const bookingPath = (path: string, bookingId: number) => generatePath(path, { bookingId: String(bookingId) })

async function sendPhoto(bookingId: number, photo: CapturedPhoto & { blob: Blob }) {
  const parts: [string, string | File][] = [
    ['caption', photo.caption],
    ['capturedAt', photo.capturedAt],
    ...(photo.position
      ? ([
          ['latitude', String(photo.position.latitude)],
          ['longitude', String(photo.position.longitude)],
          ['accuracy', String(Math.round(photo.position.accuracy))],
        ] as [string, string][])
      : []),
    ['file', new File([photo.blob], photo.fileName, { type: photo.blob.type || 'image/jpeg' })],
  ]
  const answer = await uploadForm(bookingPath(fieldVisitPaths.photos, bookingId), parts, undefined, photo.key)
  return visitPhotoSchema.parse(answer).id
}

/**
 * Sends the capture's photos the API does not have yet, one by one, each with its own key; each one sent is
 * marked at once (and its image dropped from the phone). Throws what the first failure threw.
 */
export async function sendPhotos(userId: number, bookingId: number) {
  const capture = await visitStore.capture(userId, bookingId)
  for (const photo of capture?.photos ?? []) {
    if (photo.sentId !== null || !photo.blob) continue
    const id = await sendPhoto(bookingId, { ...photo, blob: photo.blob })
    await visitStore.updateCapture(bookingId, (current) => ({
      ...current,
      photos: current.photos.map((kept) =>
        kept.key === photo.key ? { ...kept, sentId: id, blob: null } : kept,
      ),
    }))
    captureChanges.notify()
  }
}

/** What one try at sending a capture came to: the API's answer, or why not (the capture's state says the rest). */
type SendOutcome = { detail: VisitDetail } | { error: unknown }

async function sendCapture(capture: CapturedVisit): Promise<SendOutcome> {
  const mark = (change: Partial<CapturedVisit>) =>
    visitStore.updateCapture(capture.bookingId, (current) => ({ ...current, ...change }))
  await mark({ state: 'sending', reason: null })
  captureChanges.notify()
  try {
    await sendPhotos(capture.userId, capture.bookingId)
    const detail = visitDetailSchema.parse(
      await api.put(bookingPath(fieldVisitPaths.report, capture.bookingId), {
        json: capture.report,
        idempotencyKey: capture.reportKey,
      }),
    )
    await mark({ state: 'sent', reason: null, booking: detail.booking })
    await visitStore.keepVisit(capture.userId, detail)
    return { detail }
  } catch (error) {
    if (noAnswer(error)) await mark({ state: 'saved' })
    else {
      // Cancelled, rebooked (another version) or gone: a conflict the agent is told of; else a refusal.
      const status = (error as HttpError).status
      await mark({
        state: status === 409 || status === 404 ? 'conflict' : 'refused',
        reason: reasonOf(error),
      })
    }
    return { error }
  } finally {
    captureChanges.notify()
  }
}

/**
 * Sends every report the agent sent from the form that waits on the phone (state saved, or sending when a
 * reload cut it short), one at a time; a second call while one runs joins it. Answers how many got an answer.
 */
export function sendWaiting(userId: number): Promise<number> {
  return runner.sendAll(async () => {
    let answered = 0
    for (const capture of await visitStore.captures(userId)) {
      if (!capture.report || (capture.state !== 'saved' && capture.state !== 'sending')) continue
      const outcome = await sendCapture(capture)
      // Only an answer counts (sent, refused, conflict): still no signal changes nothing on screen.
      if ('detail' in outcome || !noAnswer(outcome.error)) answered++
    }
    return answered
  })
}

/** Sends one capture now (the form's "Enviar reporte"), after whatever the sender is already doing. */
export async function sendNow(userId: number, bookingId: number): Promise<SendOutcome> {
  return runner.sendOne(async () => {
    const capture = await visitStore.capture(userId, bookingId)
    if (!capture?.report) return { error: new Error('Nothing to send') }
    return sendCapture(capture)
  })
}

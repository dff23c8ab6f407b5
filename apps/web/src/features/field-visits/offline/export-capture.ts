import { offerBlob } from '../../../lib/download-file'
import type { CapturedVisit } from './visit-store'

const dataUrlOf = (blob: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => resolve(String(reader.result))
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'))
    reader.readAsDataURL(blob)
  })

/**
 * Downloads a visit captured on the phone as one JSON file (the report or its draft, each photo with its
 * caption, time, position and image): what the agent hands their coordinator when the API no longer takes
 * it (the visit was cancelled or rebooked meanwhile), so nothing captured is lost.
 */
export async function exportCapture(capture: CapturedVisit) {
  const { booking } = capture
  const photos = await Promise.all(
    capture.photos.map(async (photo) => ({
      fileName: photo.fileName,
      caption: photo.caption,
      capturedAt: photo.capturedAt,
      position: photo.position,
      receivedByApi: photo.sentId !== null,
      image: photo.blob ? await dataUrlOf(photo.blob) : null,
    })),
  )
  const content = {
    folio: booking.application.folio,
    applicant: booking.application.applicantName,
    address: booking.address,
    startsAt: booking.startsAt,
    state: capture.state,
    reason: capture.reason,
    capturedAt: capture.updatedAt,
    report: capture.report ?? capture.draft,
    photos,
  }
  offerBlob(
    new Blob([JSON.stringify(content, null, 2)], { type: 'application/json' }),
    `visita-${booking.application.folio}-${booking.id}.json`,
  )
}

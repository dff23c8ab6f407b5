import type { Booking, VisitDetail, VisitReportRequest } from '@mesa/contracts'
import { openDB, type DBSchema, type IDBPDatabase } from 'idb'
import type { ReportDraft } from '../components/report-form-values'

/**
 * Where a visit captured on the phone stands (issue 39): `draft` while the agent fills it; `saved` once sent
 * from the form and waiting for a signal; `sending`; `sent` (the API took it); `refused` (the API said the
 * report is wrong, with the reason: the agent corrects it); `conflict` (the visit was cancelled or rebooked
 * meanwhile: the report stays on the phone and can be exported).
 */
type CaptureState = 'draft' | 'saved' | 'sending' | 'sent' | 'refused' | 'conflict'

export interface CapturedPhoto {
  /** The photo's Idempotency-Key: sent again after a lost answer, it is recorded once. */
  key: string
  /** Compressed on the phone; dropped once the API has the photo. */
  blob: Blob | null
  fileName: string
  caption: string
  capturedAt: string
  position: { latitude: number; longitude: number; accuracy: number } | null
  /** The API's id once it took the photo. */
  sentId: number | null
}

export interface CapturedVisit {
  bookingId: number
  /** The agent who captured it: another account on the same phone does not see it. */
  userId: number
  /** The visit as it was when captured (the list still shows it if the API no longer lists it). */
  booking: Booking
  draft: ReportDraft
  step: number
  photos: CapturedPhoto[]
  /** The report as sent from the form (null while a draft). */
  report: VisitReportRequest | null
  /** The report's Idempotency-Key: one per submission. */
  reportKey: string
  state: CaptureState
  /** The API's code (or message) of a refusal or conflict. */
  reason: string | null
  updatedAt: string
}

/** The day's visits as last read with a signal, per agent. */
interface KeptAgenda {
  userId: number
  bookings: Booking[]
  keptAt: string
}

interface KeptVisit {
  bookingId: number
  userId: number
  detail: VisitDetail
  keptAt: string
}

interface OfflineVisits extends DBSchema {
  agendas: { key: number; value: KeptAgenda }
  visits: { key: number; value: KeptVisit }
  captures: { key: number; value: CapturedVisit; indexes: { byUser: number } }
}

let database: Promise<IDBPDatabase<OfflineVisits>> | null = null

/** The phone's store of the field visits (IndexedDB), opened once. */
function db() {
  database ??= openDB<OfflineVisits>('mesa-field-visits', 1, {
    upgrade(store) {
      store.createObjectStore('agendas', { keyPath: 'userId' })
      store.createObjectStore('visits', { keyPath: 'bookingId' })
      store.createObjectStore('captures', { keyPath: 'bookingId' }).createIndex('byUser', 'userId')
    },
  })
  return database
}

const now = () => new Date().toISOString()

export const visitStore = {
  /** At sign-out: the agendas and visits kept for reading offline (the unsent reports stay). */
  async forgetKeptReads() {
    const store = await db()
    await Promise.all([store.clear('agendas'), store.clear('visits')])
  },
  async keepAgenda(userId: number, bookings: Booking[]) {
    await (await db()).put('agendas', { userId, bookings, keptAt: now() })
  },
  async agenda(userId: number) {
    return (await (await db()).get('agendas', userId)) ?? null
  },
  async keepVisit(userId: number, detail: VisitDetail) {
    await (await db()).put('visits', { bookingId: detail.booking.id, userId, detail, keptAt: now() })
  },
  async visit(userId: number, bookingId: number) {
    const kept = await (await db()).get('visits', bookingId)
    return kept && kept.userId === userId ? kept : null
  },
  async captures(userId: number) {
    return (await db()).getAllFromIndex('captures', 'byUser', userId)
  },
  async capture(userId: number, bookingId: number) {
    const kept = await (await db()).get('captures', bookingId)
    return kept && kept.userId === userId ? kept : null
  },
  async saveCapture(capture: CapturedVisit) {
    await (await db()).put('captures', { ...capture, updatedAt: now() })
  },
  /** Changes a stored capture in one transaction (the sender and the form write the same record). */
  async updateCapture(bookingId: number, change: (capture: CapturedVisit) => CapturedVisit) {
    const transaction = (await db()).transaction('captures', 'readwrite')
    const current = await transaction.store.get(bookingId)
    const next = current ? { ...change(current), updatedAt: now() } : null
    if (next) await transaction.store.put(next)
    await transaction.done
    return next
  },
  async dropCapture(bookingId: number) {
    await (await db()).delete('captures', bookingId)
  },
}

import type { CollectionLoan, CollectionQueueItem, ContactCreate, PromiseCreate } from '@mesa/contracts'
import { openDB, type DBSchema, type IDBPDatabase } from 'idb'
import type { KeptRefusal } from '../../../lib/offline/outbox'
import { keptOnPhone } from './capture-rules'

/**
 * Where a contact or promise captured on the phone stands (issue 39): `saved` on the phone, waiting for a
 * signal; `sending`; `sent` (the API took it); `refused` (the API said no: its answer kept, worded on screen).
 */
export type DeskCaptureState = 'saved' | 'sending' | 'sent' | 'refused'

interface CaptureBase {
  /** The capture's own id on the phone (its Idempotency-Key changes with each edit sent again). */
  id: string
  /** The Idempotency-Key of this submission: sent again after a lost answer, it is recorded once. */
  key: string
  /** The collector who captured it: another account on the same phone does not see it. */
  userId: number
  loanId: number
  /** The loan as it was when captured (still named if the loan left the collector's worklist). */
  loan: { folio: number; applicantName: string }
  /** When the collector captured it: the record's time on the server. */
  capturedAt: string
  state: DeskCaptureState
  refusal: KeptRefusal | null
  /** It waited on the phone (the first try got no answer): once sent it stays listed a while as sent. */
  waited: boolean
  updatedAt: string
}

/** A contact (call, message) or a promise to pay captured on the phone, as the API takes it. */
export type DeskCapture = CaptureBase &
  ({ kind: 'contact'; body: ContactCreate } | { kind: 'promise'; body: PromiseCreate })

/** The collector's worklist (their queue) as last read with a signal. */
interface KeptWorklist {
  userId: number
  items: CollectionQueueItem[]
  keptAt: string
}

/** A loan's desk panel (customer, phones, amounts, promises, history) as last read with a signal. */
interface KeptLoan {
  loanId: number
  userId: number
  panel: CollectionLoan
  keptAt: string
}

interface OfflineDesk extends DBSchema {
  worklists: { key: number; value: KeptWorklist }
  loans: { key: number; value: KeptLoan }
  captures: { key: string; value: DeskCapture; indexes: { byUser: number } }
}

let database: Promise<IDBPDatabase<OfflineDesk>> | null = null

/** The phone's store of the collections desk (IndexedDB), opened once. */
function db() {
  database ??= openDB<OfflineDesk>('mesa-collections', 1, {
    upgrade(store) {
      store.createObjectStore('worklists', { keyPath: 'userId' })
      store.createObjectStore('loans', { keyPath: 'loanId' })
      store.createObjectStore('captures', { keyPath: 'id' }).createIndex('byUser', 'userId')
    },
  })
  return database
}

const now = () => new Date().toISOString()

export const deskStore = {
  /** At sign-out: the worklists and loans kept for reading offline (the unsent captures stay). */
  async forgetKeptReads() {
    const store = await db()
    await Promise.all([store.clear('worklists'), store.clear('loans')])
  },
  async keepWorklist(userId: number, items: CollectionQueueItem[]) {
    await (await db()).put('worklists', { userId, items, keptAt: now() })
  },
  async worklist(userId: number) {
    return (await (await db()).get('worklists', userId)) ?? null
  },
  async keepLoan(userId: number, panel: CollectionLoan) {
    await (await db()).put('loans', { loanId: panel.loan.loanId, userId, panel, keptAt: now() })
  },
  async loan(userId: number, loanId: number) {
    const kept = await (await db()).get('loans', loanId)
    return kept && kept.userId === userId ? kept : null
  },
  async dropLoan(loanId: number) {
    await (await db()).delete('loans', loanId)
  },
  /** The collector's captures, oldest first; those sent more than a day ago leave the phone as they are read. */
  async captures(userId: number) {
    const all = await (await db()).getAllFromIndex('captures', 'byUser', userId)
    const kept = keptOnPhone(all, new Date())
    await Promise.all(
      all.filter((capture) => !kept.includes(capture)).map((capture) => this.dropCapture(capture.id)),
    )
    return kept
  },
  async capture(id: string) {
    return (await (await db()).get('captures', id)) ?? null
  },
  async saveCapture(capture: DeskCapture) {
    await (await db()).put('captures', { ...capture, updatedAt: now() })
  },
  /** Changes a stored capture in one transaction (the sender and the dialog write the same record). */
  async updateCapture(id: string, change: (capture: DeskCapture) => DeskCapture) {
    const transaction = (await db()).transaction('captures', 'readwrite')
    const current = await transaction.store.get(id)
    const next = current ? { ...change(current), updatedAt: now() } : null
    if (next) await transaction.store.put(next)
    await transaction.done
    return next
  },
  async dropCapture(id: string) {
    await (await db()).delete('captures', id)
  },
}

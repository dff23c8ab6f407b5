import type { ContactCreate, PromiseCreate } from '@mesa/contracts'
import { newIdempotencyKey } from '../../../lib/idempotency-key'
import type { DeskCapture, DeskCaptureState } from './desk-store'

/** What the collector captured: a contact or a promise, as the API takes it. */
export type DeskEntry = { kind: 'contact'; body: ContactCreate } | { kind: 'promise'; body: PromiseCreate }

/** A capture sent after waiting on the phone stays listed as sent this long (the loan's history has it). */
const SENT_SHOWN_MS = 24 * 3_600_000

const byCaptureTime = (a: DeskCapture, b: DeskCapture) => a.capturedAt.localeCompare(b.capturedAt)

/** What the phone keeps of the collector's captures, oldest first: all but those sent more than a day ago. */
export const keptOnPhone = (captures: DeskCapture[], now: Date) =>
  captures
    .filter(
      (capture) => capture.state !== 'sent' || now.getTime() - Date.parse(capture.updatedAt) < SENT_SHOWN_MS,
    )
    .sort(byCaptureTime)

/**
 * What the sender sends, in the order it was captured (a promise captured after another must reach the API
 * after it): saved, or sending when a reload cut a send short (its key makes the repeat harmless).
 */
export const waitingInOrder = (captures: DeskCapture[]) =>
  captures.filter((capture) => capture.state === 'saved' || capture.state === 'sending').sort(byCaptureTime)

const stateOrder: DeskCaptureState[] = ['refused', 'sending', 'saved', 'sent']

/** The states of a loan's captures with how many are in each, the one that asks for the collector first. */
export function statesOf(captures: DeskCapture[], loanId: number) {
  const ofLoan = captures.filter((capture) => capture.loanId === loanId)
  return stateOrder
    .map((state) => ({ state, count: ofLoan.filter((capture) => capture.state === state).length }))
    .filter((entry) => entry.count > 0)
}

/** The loans with a refused capture on the phone, each once (named as when captured: it may have left the queue). */
export function refusedLoans(captures: DeskCapture[]) {
  const loans = new Map<number, DeskCapture['loan']>()
  for (const capture of captures) if (capture.state === 'refused') loans.set(capture.loanId, capture.loan)
  return [...loans].map(([loanId, loan]) => ({ loanId, ...loan }))
}

/** A new capture, its time and its Idempotency-Key taken now: the body carries the time to the API. */
export function newCapture(
  owner: { userId: number; loanId: number; loan: DeskCapture['loan'] },
  entry: DeskEntry,
  now = new Date(),
): DeskCapture {
  const capturedAt = now.toISOString()
  return {
    ...owner,
    ...withTime(entry, capturedAt),
    id: newIdempotencyKey(),
    key: newIdempotencyKey(),
    capturedAt,
    state: 'saved',
    refusal: null,
    waited: false,
    updatedAt: capturedAt,
  }
}

/**
 * A refused capture edited and sent again: the edited body, still at the time it was captured, under a new
 * Idempotency-Key (one per submission), waiting to be sent.
 */
export const resubmitted = (capture: DeskCapture, entry: DeskEntry): DeskCapture => ({
  ...capture,
  ...withTime(entry, capture.capturedAt),
  key: newIdempotencyKey(),
  state: 'saved',
  refusal: null,
})

function withTime(entry: DeskEntry, capturedAt: string): DeskEntry {
  return entry.kind === 'contact'
    ? { kind: 'contact', body: { ...entry.body, capturedAt } }
    : { kind: 'promise', body: { ...entry.body, capturedAt } }
}

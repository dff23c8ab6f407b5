import type { ApiError } from '@mesa/contracts'
import { HttpError } from '../http'

/*
 * The phone's outbox (issue 39), shared by every feature that captures without a signal (the field visit, the
 * collector's contacts and promises): what a try at sending came to, a refusal kept in a form that can be worded
 * later, the screens told of a change, and one sender at a time across the phone's tabs. Each feature keeps its
 * own captures in IndexedDB and sends them with their Idempotency-Key.
 */

/**
 * No answer worth keeping: no signal (fetch failed), the server busy or down, the session to be renewed, or the
 * same key still being processed by another tab. The capture waits for the next try.
 */
export function noAnswer(error: unknown) {
  if (!(error instanceof HttpError)) return true
  return (
    error.status >= 500 ||
    error.status === 401 ||
    error.status === 408 ||
    error.status === 429 ||
    error.body?.code === 'idempotency_in_progress'
  )
}

/** The API's word for a refusal or conflict: its code, else its message. */
export const reasonOf = (error: unknown) =>
  error instanceof HttpError
    ? (error.body?.code ?? error.body?.message ?? `HTTP ${error.status}`)
    : String(error)

/** A refusal as the API answered it, kept on the phone: worded when shown, in the language of the moment. */
export interface KeptRefusal {
  status: number
  body: ApiError | null
}

export const keptRefusal = (error: unknown): KeptRefusal =>
  error instanceof HttpError
    ? { status: error.status, body: error.body }
    : { status: 0, body: { message: String(error) } }

/** The kept refusal as the error the forms and `useErrorText` read (its fields marked again on an edit). */
export const refusalError = (refusal: KeptRefusal) => new HttpError(refusal.status, refusal.body)

/** Tells the screens that a capture changed (its state, what was sent), so they read the phone's store again. */
export function changeNotifier() {
  const listeners = new Set<() => void>()
  return {
    subscribe(listener: () => void) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
    notify: () => listeners.forEach((listener) => listener()),
  }
}

/**
 * One sender at a time across the tabs of the phone (a module promise within a tab, `navigator.locks` across
 * tabs; the keys keep a repeat from recording twice anyway). `sendAll` joins a run in progress; `sendOne` (a
 * form's own send) waits for it and goes next.
 */
export function outboxRunner(lockName: string) {
  let running: Promise<number> | null = null
  async function exclusive<T>(work: () => Promise<T>): Promise<T> {
    if (typeof navigator === 'undefined' || !navigator.locks) return work()
    return (await navigator.locks.request(lockName, work)) as T
  }
  return {
    sendAll(work: () => Promise<number>): Promise<number> {
      running ??= exclusive(work).finally(() => {
        running = null
      })
      return running
    },
    async sendOne<T>(work: () => Promise<T>): Promise<T> {
      await running?.catch(() => undefined)
      return exclusive(work)
    },
  }
}

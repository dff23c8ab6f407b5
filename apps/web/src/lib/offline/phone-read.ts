import { noAnswer } from './outbox'

/** A read that may have come from the phone: `keptAt` says when the phone last heard the API (null: just now). */
export interface PhoneRead<T> {
  data: T
  keptAt: string | null
}

/**
 * The API's answer, or (no answer: no signal, fetch failed, 5xx, 408/429) what the phone kept, with the time
 * it was kept; with nothing kept, the failure itself. Used with `networkMode: 'always'` (TanStack Query would
 * otherwise pause the read while offline) and `fromPhoneIsStale`.
 */
export async function orKept<T>(
  read: () => Promise<T>,
  kept: () => Promise<PhoneRead<T> | null>,
): Promise<PhoneRead<T>> {
  try {
    return { data: await read(), keptAt: null }
  } catch (error) {
    const fallback = noAnswer(error) ? await kept() : null
    if (!fallback) throw error
    return fallback
  }
}

/**
 * A read that came from the phone is stale at once: TanStack Query reads it again as soon as the signal
 * returns (its reconnect refetch skips fresh data); an answer from the API stays fresh as usual.
 */
export const fromPhoneIsStale = {
  staleTime: (query: { state: { data?: { keptAt: string | null } } }) =>
    query.state.data?.keptAt ? 0 : 30_000,
}

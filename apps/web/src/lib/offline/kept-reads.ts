/**
 * What features keep on the phone to open without a signal (the field agent's agenda and visits, the collector's
 * worklist and loans: customers' names, phones and addresses) leaves the phone at sign-out (issue 39). What the
 * person captured and has not sent stays: it is theirs, keyed by their user, and goes when they sign in again.
 * Since lib never imports a feature, `app/kept-reads.ts` hands the features' forgetting in when the app starts.
 */
export interface KeptReads {
  /** The feature's IndexedDB database: not opened (so not created) at sign-out when the phone has none. */
  database: string
  forget: () => Promise<void>
}

let kept: readonly KeptReads[] = []

export function provideKeptReads(list: readonly KeptReads[]) {
  kept = list
}

/** Every feature's kept reads forgotten; a phone without IndexedDB is no failure. */
export async function forgetKeptReads() {
  const names = await existingDatabases()
  await Promise.allSettled(
    kept.filter(({ database }) => !names || names.has(database)).map(({ forget }) => forget()),
  )
}

/** The origin's IndexedDB databases, or null where the browser cannot list them (then every store is asked). */
async function existingDatabases() {
  try {
    return new Set((await indexedDB.databases()).map(({ name }) => name))
  } catch {
    return null
  }
}

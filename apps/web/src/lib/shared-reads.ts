import type { QueryKey } from '@tanstack/react-query'
import type { BusinessDateResponse, UserDetail, UserListItem } from '@mesa/contracts'

/**
 * Reads one web feature makes of another feature's endpoint (issue 37: an endpoint is called from the feature
 * that owns it, never from two). The owner offers the read from its `index.ts` door; since a feature never
 * imports another, `app/shared-reads.ts` hands the doors' reads in here when the app starts, and the readers
 * use the hooks beside them (`lib/ally-options.ts`, ...). The query key is the owner's, so its changes refresh it.
 */
export interface SharedRead<T> {
  queryKey: QueryKey
  queryFn: () => Promise<T>
  staleTime?: number
}

export interface AllyOption {
  id: number
  allyName: string
}

export interface NamedOption {
  id: number
  name: string
}

export interface SharedReads {
  /** jobs (the business date's screens): the installation's business date (issue 33). */
  businessDate: () => SharedRead<BusinessDateResponse>
  /** allies: every ally (or every active one) by name. */
  allyOptions: (activeOnly: boolean) => SharedRead<AllyOption[]>
  /** funding: every funder by name. */
  funderOptions: () => SharedRead<NamedOption[]>
  /** roles: every role by name. */
  roleOptions: () => SharedRead<NamedOption[]>
  /** users: the first active staff whose name or e-mail holds `q`. */
  staffSearch: (q: string) => SharedRead<UserListItem[]>
  /** users: one staff record. */
  user: (id: number) => SharedRead<UserDetail>
}

let provided: SharedReads | null = null

/** Called once by the app's start (app/app-root.tsx) with the owners' reads. */
export function provideSharedReads(reads: SharedReads) {
  provided = reads
}

/** The read `name` as the owning feature offers it. */
export function sharedRead<K extends keyof SharedReads>(name: K): SharedReads[K] {
  if (!provided) throw new Error('The shared reads are handed in when the app starts (app/shared-reads.ts)')
  return provided[name]
}

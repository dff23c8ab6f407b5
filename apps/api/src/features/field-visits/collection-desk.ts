import type { AbilityRule, PromiseCreate, RoleScope } from '@mesa/contracts'
import type { Executor, Transaction } from '../../db/client'

/** Who works the collections desk, as the desk's row scope reads them. */
export interface DeskWorker {
  userId: number
  scope: RoleScope
  rules: AbilityRule[]
}

/**
 * What a collection visit needs of the collections desk (issue 35): the loan when the person may work it (404
 * otherwise), and a promise to pay recorded on it. The app root hands the desk's functions in
 * (collection-contact-sources.ts), so field visits do not import collections (whose door reaches loan servicing,
 * which reaches back here).
 */
export interface CollectionDesk {
  visibleLoan: (db: Executor, loanId: number, worker: DeskWorker) => Promise<{ applicationId: number }>
  makePromise: (tx: Transaction, loanId: number, body: PromiseCreate, actorUserId: number) => Promise<number>
}

let desk: CollectionDesk | null = null

export function registerCollectionDesk(functions: CollectionDesk) {
  desk = functions
}

export function collectionDesk(): CollectionDesk {
  if (!desk) throw new Error('The collections desk was not registered (collection-contact-sources.ts)')
  return desk
}

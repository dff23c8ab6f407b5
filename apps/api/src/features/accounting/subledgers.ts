import type { PostingSlot } from '@mesa/contracts'
import type { Executor } from '../../db/client'
import { processRegistry } from '../../lib/process-registry'

/**
 * What a sub-ledger answers for a control slot as of a day (e.g. the loans' principal outstanding for
 * 'portfolio.current'), in the slot's debit − credit sign. The reconciliation compares it with the ledger.
 */
export type SubledgerBalance = (db: Executor, asOf: string) => Promise<number>

const subledgers = processRegistry<PostingSlot, SubledgerBalance>()

/** Registered once per process at start by the feature that keeps the sub-ledger (loan servicing's door). */
export function registerSubledger(slot: PostingSlot, balance: SubledgerBalance) {
  subledgers.set(slot, balance)
}

/** Every registered control slot with its sub-ledger, in the slots' order. */
export const registeredSubledgers = () => [...subledgers.entries()]

/** Tests put their own sub-ledgers in place of the process's (the harness restores the registry after the file). */
export function replaceSubledgers(replacement: Array<[PostingSlot, SubledgerBalance]>) {
  subledgers.clear()
  for (const [slot, balance] of replacement) subledgers.set(slot, balance)
}

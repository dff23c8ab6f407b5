import type { Transaction } from '../../db/client'
import { processRegistry } from '../../lib/process-registry'
import type { ApplicationRow } from '../credit-applications'

/**
 * Told, inside the authorisation's transaction, that new terms superseded the ones in force (issue 30): the
 * contract of the old terms is voided there (contracts registers it), so credit-decision never imports the
 * features built on its terms. Registered once per process, by name.
 */
export type TermsAuthorisedHook = (
  tx: Transaction,
  event: { application: ApplicationRow; authorisationId: number; supersededId: number | null; actorUserId: number },
) => Promise<void>

const hooks = processRegistry<string, TermsAuthorisedHook>()

export function onTermsAuthorised(name: string, hook: TermsAuthorisedHook) {
  hooks.set(name, hook)
}

export async function announceTermsAuthorised(tx: Transaction, event: Parameters<TermsAuthorisedHook>[1]) {
  for (const hook of hooks.values()) await hook(tx, event)
}

import type { AbilityRule, RestoreAudience, RoleScope, TrashRecordType } from '@mesa/contracts'
import type { Executor } from '../../db/client'
import { processRegistry } from '../../lib/process-registry'

/** Who restores: an administrator from the trash, or the deleter undoing within the window. */
export interface Restorer {
  userId: number
  scope: RoleScope
  /** The restorer's rules (a document comes back only to someone who may read its application). */
  rules: readonly AbilityRule[]
}

/** What each record type tells the trash: how to bring one back and how to erase one for good. */
export interface TrashTypeHandlers {
  /**
   * Clears the record's `deleted_at` (and whatever the delete changed besides), within the restorer's row
   * scope. Throws `conflict('live_twin')` when a live record now holds its unique key; a 404 when the
   * restorer may not see it. Answers who may learn it is back (the live event `record.restored`).
   */
  restore(
    tx: Executor,
    recordId: string,
    restorer: Restorer,
    previous: Record<string, unknown>,
  ): Promise<RestoreAudience>
  /**
   * Erases the record where nothing else refers to it. Answers false when other records still point at it
   * (history such as applications or audit events): it then stays hidden for good, never restorable.
   */
  purge(tx: Executor, recordId: string): Promise<boolean>
}

const registry = processRegistry<TrashRecordType, TrashTypeHandlers>()

/** Each feature whose deletes go to the trash registers its type once per process (see trash-kinds.ts). */
export function registerTrashType(type: TrashRecordType, handlers: TrashTypeHandlers) {
  registry.set(type, handlers)
}

export function handlersOf(type: TrashRecordType): TrashTypeHandlers {
  const handlers = registry.get(type)
  if (!handlers) throw new Error(`No trash handlers registered for ${type}`)
  return handlers
}

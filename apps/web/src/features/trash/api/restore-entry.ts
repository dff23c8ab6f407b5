import { useMutation, useQueryClient } from '@tanstack/react-query'
import { restoredRecordSchema, trashPaths, type RestoredRecord } from '@mesa/contracts'
import { generatePath } from 'react-router'
import { api } from '../../../lib/api-client'
import { trashKeys } from './keys'

/** POST /api/v1/trash/:id/restore: the record comes back (409 live_twin when a live twin holds its key). */
export const restoreEntry = async (id: number): Promise<RestoredRecord> =>
  restoredRecordSchema.parse(await api.post(generatePath(trashPaths.restore, { id: String(id) })))

export function useRestoreEntry() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: restoreEntry,
    // The restored record's own lists (allies, users, invoices) are other features' caches: refresh them all.
    onSettled: () => client.invalidateQueries({ queryKey: trashKeys.all, refetchType: 'active' }),
    onSuccess: () => client.invalidateQueries(),
  })
}

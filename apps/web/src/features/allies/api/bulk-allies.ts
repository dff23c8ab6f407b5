import { allyBulkResultSchema, allyPaths, type AllyBulkAction, type AllyBulkResult } from '@mesa/contracts'
import { api } from '../../../lib/api-client'

/** POST /api/v1/allies/bulk: one action on every selected ally, all or nothing (the list's bulk bar). */
export const bulkAllies = async (action: AllyBulkAction, ids: number[]): Promise<AllyBulkResult> =>
  allyBulkResultSchema.parse(await api.post(allyPaths.bulk, { json: { action, ids } }))

import { userBulkResultSchema, userPaths, type UserBulkAction, type UserBulkResult } from '@mesa/contracts'
import { api } from '../../../lib/api-client'

/** POST /api/apps/users/bulk: one action on every selected user, all or nothing (the list's bulk bar). */
export const bulkUsers = async (action: UserBulkAction, ids: number[]): Promise<UserBulkResult> =>
  userBulkResultSchema.parse(await api.post(userPaths.bulk, { json: { action, ids } }))

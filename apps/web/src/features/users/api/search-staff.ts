import { userListResponseSchema, userPaths } from '@mesa/contracts'
import { api } from '../../../lib/api-client'
import { userKeys } from './keys'

/** GET /api/apps/users: the first ten active staff matching `q` (needs read Users), e.g. a channel's agents. */
export const staffSearchQuery = (q: string) => ({
  queryKey: userKeys.staffSearch(q),
  queryFn: async () =>
    userListResponseSchema.parse(
      await api.get(userPaths.collection, { searchParams: { q, itemsPerPage: 10, status: 'active' } }),
    ).users,
})

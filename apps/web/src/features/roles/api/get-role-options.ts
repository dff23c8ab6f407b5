import { roleListResponseSchema, rolePaths } from '@mesa/contracts'
import { api } from '../../../lib/api-client'
import { roleKeys } from './keys'

/** GET /api/v1/roles, names and ids only: the users' role filter and role select (the door's). */
const getRoleOptions = async () =>
  roleListResponseSchema
    .parse(await api.get(rolePaths.collection))
    .items.map(({ id, name }) => ({ id, name }))

/** Under the roles' prefix, so a change of roles (which invalidates ['roles']) refreshes the options too. */
export const roleOptionsQuery = () => ({
  queryKey: roleKeys.options,
  queryFn: getRoleOptions,
  staleTime: 60_000,
})

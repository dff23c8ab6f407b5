import { useQuery } from '@tanstack/react-query'
import { permissionMatrixPaths, permissionMatrixSchema } from '@mesa/contracts'
import { api } from '../../../lib/api-client'
import { supportKeys } from './keys'

const getPermissionMatrix = async () =>
  permissionMatrixSchema.parse(await api.get(permissionMatrixPaths.matrix))

/** GET the read-only roles × subjects × actions matrix (read Roles). */
export const usePermissionMatrix = () =>
  useQuery({ queryKey: supportKeys.roleMatrix, queryFn: getPermissionMatrix })

import { useQuery } from '@tanstack/react-query'
import { permissionMatrixPaths, permissionMatrixSchema } from '@mesa/contracts'
import { api } from '../../../lib/api-client'

const getPermissionMatrix = async () =>
  permissionMatrixSchema.parse(await api.get(permissionMatrixPaths.matrix))

/** GET the read-only roles × subjects × actions matrix (read Roles). */
export const usePermissionMatrix = () =>
  useQuery({ queryKey: ['permission-matrix'], queryFn: getPermissionMatrix })

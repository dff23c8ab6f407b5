import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { generatePath } from 'react-router'
import {
  packageFileSchema,
  periodPackagePaths,
  periodPackagesResponseSchema,
  type PolizasRequest,
} from '@mesa/contracts'
import { api } from '../../../lib/api-client'
import { downloadAttachment } from '../../../lib/download-file'
import { accountingKeys } from './keys'

/** GET the closed months' packages (their files' names and sizes). */
export const usePeriodPackages = () =>
  useQuery({
    queryKey: accountingKeys.packages,
    queryFn: async () => periodPackagesResponseSchema.parse(await api.get(periodPackagePaths.packages)),
  })

/** One stored file of a month's package, offered as a download under its own (SAT) name. */
export const downloadPackageFile = (period: string, name: string) =>
  downloadAttachment(generatePath(periodPackagePaths.file, { period, name: encodeURIComponent(name) }), name)

/** Every file of a month's package in one ZIP. */
export const downloadPackageZip = (period: string) =>
  downloadAttachment(generatePath(periodPackagePaths.zip, { period }), `paquete-contable-${period}.zip`)

/** The month's pólizas for a request of the SAT (AF/FC with its order, DE/CO with its procedure), as XML. */
export function downloadPolizasForRequest(period: string, fileName: string, request: PolizasRequest) {
  const query = new URLSearchParams({ tipoSolicitud: request.tipoSolicitud })
  if (request.numOrden) query.set('numOrden', request.numOrden)
  if (request.numTramite) query.set('numTramite', request.numTramite)
  return downloadAttachment(`${generatePath(periodPackagePaths.polizas, { period })}?${query}`, fileName)
}

/** POST a closed month's complementaria balanza (stored in its package); the packages are read again. */
export function useStoreComplementaryBalanza() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: async (period: string) =>
      packageFileSchema.parse(
        await api.post(generatePath(periodPackagePaths.complementaryBalanza, { period })),
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: accountingKeys.packages }),
  })
}

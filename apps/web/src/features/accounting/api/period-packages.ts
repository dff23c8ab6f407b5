import { useQuery } from '@tanstack/react-query'
import { generatePath } from 'react-router'
import { periodPackagePaths, periodPackagesResponseSchema } from '@mesa/contracts'
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

import { queryOptions, useQuery } from '@tanstack/react-query'
import {
  applicationDetailSchema,
  applicationPaths,
  type ApplicationDetail,
  type CreditProduct,
} from '@mesa/contracts'
import { generatePath } from 'react-router'
import { api } from '../../../lib/api-client'
import { applicationKeys, type ApplicationFile } from '../../../lib/application-file'

export const withOrigin = (detail: ApplicationDetail, origin: CreditProduct): ApplicationFile => ({
  ...detail,
  origin,
})

export const getApplication = async (origin: CreditProduct, id: number) =>
  withOrigin(
    applicationDetailSchema.parse(
      await api.get(generatePath(applicationPaths.item, { origin, id: String(id) })),
    ),
    origin,
  )

export const applicationQueryOptions = (origin: CreditProduct, id: number) =>
  queryOptions({
    queryKey: applicationKeys.item(origin, id),
    queryFn: () => getApplication(origin, id),
    // Read afresh on every visit but the one its route loader just fetched it for (lib/route-data); live
    // events refetch it while it is open.
    staleTime: 5_000,
  })

/** GET /credit-applications/:origin/:id: the file with the caller's allowed moves and editable sections. */
export const useApplication = (origin: CreditProduct, id: number) =>
  useQuery(applicationQueryOptions(origin, id))

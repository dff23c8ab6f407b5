import { queryOptions, useQuery } from '@tanstack/react-query'
import { bureauAreaSchema, creditAnalysisPaths, type CreditProduct } from '@mesa/contracts'
import { generatePath } from 'react-router'
import { api } from '../../../../lib/api-client'
import { applicationKeys } from '../../../../lib/application-file'

export const getBureau = async (origin: CreditProduct, id: number) =>
  bureauAreaSchema.parse(await api.get(generatePath(creditAnalysisPaths.bureau, { origin, id: String(id) })))

export const bureauQueryOptions = (origin: CreditProduct, id: number) =>
  queryOptions({
    queryKey: applicationKeys.part(origin, id, 'bureau'),
    queryFn: () => getBureau(origin, id),
    // While a pull is queued the background job is at work: look again every two seconds.
    refetchInterval: (query) => (query.state.data?.pending ? 2_000 : false),
  })

/** GET .../bureau: consent, the latest report and its summary. */
export const useBureau = (origin: CreditProduct, id: number) => useQuery(bureauQueryOptions(origin, id))

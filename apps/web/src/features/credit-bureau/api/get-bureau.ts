import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { bureauAreaSchema, creditAnalysisPaths, type CreditProduct } from '@mesa/contracts'
import { generatePath } from 'react-router'
import { api } from '../../../lib/api-client'
import { applicationKeys } from '../../../lib/application-file'

export const getBureau = async (origin: CreditProduct, id: number) =>
  bureauAreaSchema.parse(await api.get(generatePath(creditAnalysisPaths.bureau, { origin, id: String(id) })))

export const bureauQueryOptions = (origin: CreditProduct, id: number) =>
  queryOptions({
    queryKey: applicationKeys.part(origin, id, 'bureau'),
    queryFn: () => getBureau(origin, id),
    // While a pull is queued the background job is at work: look again every two seconds.
    refetchInterval: (query) => (query.state.data?.pending ? 2_000 : false),
  })

/**
 * GET .../bureau: consent, the latest report and its summary. When a queued pull's report arrives, the file's
 * own answer is read again (issue 38): its "Para avanzar falta" list named the missing report until then.
 */
export function useBureau(origin: CreditProduct, id: number) {
  const query = useQuery(bureauQueryOptions(origin, id))
  const queryClient = useQueryClient()
  const pending = query.data?.pending
  const wasPending = useRef(pending)
  useEffect(() => {
    if (wasPending.current && pending === false)
      void queryClient.invalidateQueries({ queryKey: applicationKeys.item(origin, id), exact: true })
    wasPending.current = pending
  }, [pending, queryClient, origin, id])
  return query
}

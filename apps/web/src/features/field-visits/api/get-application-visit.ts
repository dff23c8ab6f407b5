import { useQuery } from '@tanstack/react-query'
import { applicationVisitSchema, fieldVisitPaths, type CreditProduct } from '@mesa/contracts'
import { generatePath } from 'react-router'
import { api } from '../../../lib/api-client'
import { applicationKeys } from '../../../lib/application-file'

export const visitPartKey = (origin: CreditProduct, id: number) =>
  applicationKeys.part(origin, id, 'field-visit')

/** GET .../field-visit: requests, visits with reports and photos, research and validation. */
export const useApplicationVisit = (origin: CreditProduct, id: number) =>
  useQuery({
    queryKey: visitPartKey(origin, id),
    queryFn: async () =>
      applicationVisitSchema.parse(
        await api.get(generatePath(fieldVisitPaths.applicationVisit, { origin, id: String(id) })),
      ),
  })

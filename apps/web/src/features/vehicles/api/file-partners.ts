import { useQuery } from '@tanstack/react-query'
import { applicationPartnersSchema, commissionPaths, type CreditProduct } from '@mesa/contracts'
import { generatePath } from 'react-router'
import { api } from '../../../lib/api-client'
import { vehicleKeys } from './keys'

/** GET the application's ally, seller, supervisor and commission. */
export const useFilePartners = (origin: CreditProduct, id: number) =>
  useQuery({
    queryKey: vehicleKeys.filePartners(id),
    queryFn: async () =>
      applicationPartnersSchema.parse(
        await api.get(generatePath(commissionPaths.applicationPartners, { origin, id: String(id) })),
      ),
  })

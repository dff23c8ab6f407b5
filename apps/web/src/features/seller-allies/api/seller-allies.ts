import { useQuery } from '@tanstack/react-query'
import { sellerAlliesPaths, sellerAlliesSchema } from '@mesa/contracts'
import { api } from '../../../lib/api-client'

/** GET the sellers × allies view with pipelines and customers (read Aliados). */
export const useSellerAllies = () =>
  useQuery({
    queryKey: ['sellerAllies', 'seller-allies'],
    queryFn: async () => sellerAlliesSchema.parse(await api.get(sellerAlliesPaths.view)),
  })

import { useMutation, useQueryClient } from '@tanstack/react-query'
import {
  applicationPaths,
  type ApplicationDetail,
  type ApplicationSection,
  type CreditProduct,
} from '@mesa/contracts'
import { api } from '../../../lib/api-client'
import { withOrigin } from './get-application'
import { applicationKeys, fillPath } from './keys'

export interface UpdateSectionInput {
  origin: CreditProduct
  id: number
  section: ApplicationSection
  data: unknown
  version: number
}

export const updateSection = ({ origin, id, section, data, version }: UpdateSectionInput) =>
  api.patch<ApplicationDetail>(fillPath(applicationPaths.section, { origin, id, section }), {
    json: { data, version },
  })

/** PATCH .../sections/:section with the version read (409 when someone saved first). */
export function useUpdateSection() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateSection,
    onSuccess: (detail, input) => {
      queryClient.setQueryData(applicationKeys.item(input.origin, input.id), withOrigin(detail, input.origin))
      void queryClient.invalidateQueries({
        queryKey: applicationKeys.part(input.origin, input.id, 'history'),
      })
    },
  })
}

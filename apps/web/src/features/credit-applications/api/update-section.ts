import { useMutation, useQueryClient } from '@tanstack/react-query'
import {
  applicationDetailSchema,
  applicationPaths,
  type ApplicationSection,
  type CreditProduct,
  type UpdateSectionRequest,
} from '@mesa/contracts'
import { generatePath } from 'react-router'
import { api } from '../../../lib/api-client'
import { withOrigin } from './get-credit-application'
import { applicationKeys } from '../../../lib/application-file'

export type UpdateSectionInput = UpdateSectionRequest & {
  origin: CreditProduct
  id: number
  section: ApplicationSection
}

export const updateSection = async ({ origin, id, section, data, version }: UpdateSectionInput) =>
  applicationDetailSchema.parse(
    await api.patch(generatePath(applicationPaths.section, { origin, id: String(id), section }), {
      json: { data, version },
    }),
  )

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

import { useMutation, useQueryClient } from '@tanstack/react-query'
import {
  applicationVisitSchema,
  fieldVisitPaths,
  type AddressPositionRequest,
  type AddressResearchRequest,
  type CreditProduct,
  type VisitRequestCreate,
  type VisitValidationRequest,
} from '@mesa/contracts'
import { generatePath } from 'react-router'
import { api } from '../../../lib/api-client'
import { applicationKeys } from '../../../lib/application-file'
import { visitPartKey } from './get-application-visit'

interface Target {
  origin: CreditProduct
  id: number
}

/**
 * The file's visit writes: ask for a visit, record the address research, confirm the address position,
 * validate the report. Each
 * answers the whole visit part; a validation also changes what blocks leaving visita, so the file refetches.
 */
export function useApplicationVisitWrites({ origin, id }: Target) {
  const client = useQueryClient()
  const path = (template: string) => generatePath(template, { origin, id: String(id) })
  const store = (answer: unknown) => client.setQueryData(visitPartKey(origin, id), answer)
  return {
    request: useMutation({
      mutationFn: async (body: VisitRequestCreate) =>
        applicationVisitSchema.parse(
          await api.post(path(fieldVisitPaths.applicationRequests), { json: body }),
        ),
      onSuccess: store,
    }),
    research: useMutation({
      mutationFn: async (body: AddressResearchRequest) =>
        applicationVisitSchema.parse(
          await api.put(path(fieldVisitPaths.applicationResearch), { json: body }),
        ),
      onSuccess: store,
    }),
    position: useMutation({
      mutationFn: async (body: AddressPositionRequest) =>
        applicationVisitSchema.parse(
          await api.put(path(fieldVisitPaths.applicationAddressPosition), { json: body }),
        ),
      onSuccess: store,
    }),
    validate: useMutation({
      mutationFn: async (body: VisitValidationRequest) =>
        applicationVisitSchema.parse(
          await api.post(path(fieldVisitPaths.applicationValidation), { json: body }),
        ),
      onSuccess: (answer) => {
        store(answer)
        void client.invalidateQueries({ queryKey: applicationKeys.item(origin, id), exact: true })
      },
    }),
  }
}

import { useMutation, useQueryClient } from '@tanstack/react-query'
import { pldPaths, type PldReportCreateInput } from '@mesa/contracts'
import { z } from 'zod'
import { api } from '../../../lib/api-client'
import { pldKeys } from './keys'

const createdSchema = z.object({ id: z.number().int() })

/** POST /api/v1/pld/reports: an unusual or internal-concern operation with the officer's narrative. */
export const createReport = async (body: PldReportCreateInput) =>
  createdSchema.parse(await api.post(pldPaths.reports, { json: body }))

export function useCreateReport() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: createReport,
    onSuccess: () => client.invalidateQueries({ queryKey: pldKeys.all }),
  })
}

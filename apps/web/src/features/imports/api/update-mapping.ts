import { useMutation, useQueryClient } from '@tanstack/react-query'
import { importPaths, importSummarySchema, type ImportMappingUpdate } from '@mesa/contracts'
import { generatePath } from 'react-router'
import { api } from '../../../lib/api-client'
import { importKeys } from './keys'

/** PUT /api/v1/imports/:id/mapping: kept for this file layout; every row is checked again. */
export const updateMapping = async (id: number, body: ImportMappingUpdate) =>
  importSummarySchema.parse(
    await api.put(generatePath(importPaths.mapping, { id: String(id) }), { json: body }),
  )

export function useUpdateMapping(id: number) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (body: ImportMappingUpdate) => updateMapping(id, body),
    onSuccess: (summary) => {
      client.setQueryData(importKeys.detail(id), summary)
      return client.invalidateQueries({ queryKey: importKeys.detail(id) })
    },
  })
}

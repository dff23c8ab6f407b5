import { useMutation, useQueryClient } from '@tanstack/react-query'
import { importPaths, importSummarySchema, type ImportStart } from '@mesa/contracts'
import { generatePath } from 'react-router'
import { api } from '../../../lib/api-client'
import { importKeys } from './keys'

/** POST /api/v1/imports/:id/start: the background job takes it from here. */
export const startImport = async (id: number, body: ImportStart) =>
  importSummarySchema.parse(
    await api.post(generatePath(importPaths.start, { id: String(id) }), { json: body }),
  )

export function useStartImport(id: number) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (body: ImportStart) => startImport(id, body),
    onSuccess: (summary) => {
      client.setQueryData(importKeys.detail(id), summary)
      return client.invalidateQueries({ queryKey: importKeys.all })
    },
  })
}

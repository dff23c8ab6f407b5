import { useMutation, useQueryClient } from '@tanstack/react-query'
import { importPaths, importRowSchema, type ImportRowPatch } from '@mesa/contracts'
import { generatePath } from 'react-router'
import { api } from '../../../lib/api-client'
import { importKeys } from './keys'

/** PATCH /api/v1/imports/:id/rows/:rowNumber: new cell texts or the row left out; answers the row re-checked. */
export const patchImportRow = async (id: number, rowNumber: number, patch: ImportRowPatch) =>
  importRowSchema.parse(
    await api.patch(generatePath(importPaths.row, { id: String(id), rowNumber: String(rowNumber) }), {
      json: patch,
    }),
  )

export function usePatchImportRow(id: number) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: ({ rowNumber, patch }: { rowNumber: number; patch: ImportRowPatch }) =>
      patchImportRow(id, rowNumber, patch),
    // The counters and every page of rows may change with one row.
    onSettled: () => client.invalidateQueries({ queryKey: importKeys.detail(id) }),
  })
}

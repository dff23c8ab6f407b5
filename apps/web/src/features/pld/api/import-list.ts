import { useMutation, useQueryClient } from '@tanstack/react-query'
import {
  pldListImportResultSchema,
  pldPaths,
  type PldListImportResult,
  type PldListKind,
  type PldListUploadFields,
} from '@mesa/contracts'
import { generatePath } from 'react-router'
import { uploadForm, type UploadPart } from '../../../lib/upload'
import { pldKeys } from './keys'

export interface ListUploadInput {
  list: PldListKind
  fields: PldListUploadFields
  file: File
  /** OFAC's alt.csv, beside its sdn.csv. */
  aliases?: File | null
}

/** POST /api/v1/pld/lists/:list/imports (multipart): 201 a new import, 200 the same file again (unchanged). */
export async function importList(input: ListUploadInput): Promise<PldListImportResult> {
  const parts: [string, UploadPart][] = [
    ['publishedOn', input.fields.publishedOn],
    ['source', input.fields.source],
    ['file', input.file],
  ]
  if (input.aliases) parts.push(['aliases', input.aliases])
  const answer = await uploadForm<unknown>(generatePath(pldPaths.listImports, { list: input.list }), parts)
  return pldListImportResultSchema.parse(answer)
}

export function useImportList() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: importList,
    onSuccess: () => client.invalidateQueries({ queryKey: pldKeys.lists }),
  })
}

import { useMutation, useQueryClient } from '@tanstack/react-query'
import { importPaths, importSummarySchema, type ImportEntity, type ImportSummary } from '@mesa/contracts'
import { uploadForm } from '../../../lib/upload'
import { importKeys } from './keys'

export interface UploadImportInput {
  entity: ImportEntity
  file: File
  onProgress?: (fraction: number) => void
}

/** POST /api/v1/imports?entity= (multipart `file`): the file staged, mapped and checked. */
export async function uploadImport(input: UploadImportInput): Promise<ImportSummary> {
  const answer = await uploadForm<unknown>(
    `${importPaths.collection}?entity=${input.entity}`,
    [['file', input.file]],
    input.onProgress,
  )
  return importSummarySchema.parse(answer)
}

export function useUploadImport() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: uploadImport,
    onSuccess: () => client.invalidateQueries({ queryKey: importKeys.list }),
  })
}

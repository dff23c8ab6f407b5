import { useMutation, useQueryClient } from '@tanstack/react-query'
import { allyFileSchema, allyPaths, type AllyFile, type AllyFileKind } from '@mesa/contracts'
import { generatePath } from 'react-router'
import { uploadForm } from '../../../lib/upload'
import { allyKeys } from './keys'

export interface UploadInput {
  allyId: number
  kind: AllyFileKind
  file: File
  /** Called with the fraction sent, 0 to 1. */
  onProgress?: (fraction: number) => void
}

/** POST /api/v1/allies/:id/files (multipart, `kind` then `file`), reporting progress. */
export async function uploadAllyFile(input: UploadInput): Promise<AllyFile> {
  const answer = await uploadForm<unknown>(
    generatePath(allyPaths.files, { id: String(input.allyId) }),
    [
      ['kind', input.kind],
      ['file', input.file],
    ],
    input.onProgress,
  )
  return allyFileSchema.parse(answer)
}

export function useUploadAllyFile() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: uploadAllyFile,
    onSettled: (_file, _error, input) =>
      client.invalidateQueries({ queryKey: allyKeys.detail(input.allyId) }),
  })
}

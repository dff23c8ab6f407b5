import { useMutation, useQueryClient } from '@tanstack/react-query'
import { debitAnswerResultSchema, directDebitPaths } from '@mesa/contracts'
import { generatePath } from 'react-router'
import { uploadForm } from '../../../lib/upload'
import { directDebitKeys } from './keys'

/** POST the bank's answer file for a run (multipart `file`): collected debits posted once, rejected marked. */
export async function uploadAnswer({ runId, file }: { runId: number; file: File }) {
  const answer = await uploadForm<unknown>(generatePath(directDebitPaths.answers, { id: String(runId) }), [
    ['file', file],
  ])
  return debitAnswerResultSchema.parse(answer)
}

export function useUploadAnswer() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: uploadAnswer,
    onSettled: () => client.invalidateQueries({ queryKey: directDebitKeys.all }),
  })
}

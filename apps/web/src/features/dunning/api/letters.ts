import { useMutation } from '@tanstack/react-query'
import { dunningPaths, producedLetterSchema, type LetterKind } from '@mesa/contracts'
import { generatePath } from 'react-router'
import { api } from '../../../lib/api-client'

/** POST: produce the loan's dunning letter now (its figures kept, audited, in the loan's contact history). */
export const useProduceLetter = () =>
  useMutation({
    mutationFn: async ({ applicationId, kind }: { applicationId: number; kind: LetterKind }) =>
      producedLetterSchema.parse(
        await api.post(generatePath(dunningPaths.loanLetters, { applicationId: String(applicationId) }), {
          json: { kind },
        }),
      ),
  })

/** The produced letter's PDF (downloaded with the bearer token). */
export const producedLetterPath = (id: number) =>
  generatePath(dunningPaths.producedLetter, { id: String(id) })

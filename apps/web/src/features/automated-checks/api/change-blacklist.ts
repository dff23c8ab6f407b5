import { useMutation, useQueryClient } from '@tanstack/react-query'
import { creditAnalysisPaths, type BlacklistKind } from '@mesa/contracts'
import { generatePath } from 'react-router'
import { api } from '../../../lib/api-client'
import { blacklistKeys } from './blacklist-keys'

export interface BlacklistEntryInput {
  kind: BlacklistKind
  value: string
  reason: string
}

/** POST /api/v1/blacklist (administrators): 201; 400 naming value; 409 already on the list. */
export const addBlacklistEntry = (entry: BlacklistEntryInput) =>
  api.post<{ id: number }>(creditAnalysisPaths.blacklist, { json: entry })

/** DELETE /api/v1/blacklist/:id (administrators): 204. */
export const removeBlacklistEntry = (id: number) =>
  api.delete<void>(generatePath(creditAnalysisPaths.blacklistEntry, { id: String(id) }))

function useBlacklistChange<Input, Answer>(change: (input: Input) => Promise<Answer>) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: change,
    onSuccess: () => client.invalidateQueries({ queryKey: blacklistKeys.all }),
  })
}

export const useAddBlacklistEntry = () => useBlacklistChange(addBlacklistEntry)
export const useRemoveBlacklistEntry = () => useBlacklistChange(removeBlacklistEntry)

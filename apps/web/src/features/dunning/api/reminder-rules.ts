import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import {
  dunningPaths,
  dunningRuleListSchema,
  dunningRuleSchema,
  dunningRunSchema,
  dunningTemplateListSchema,
  type DunningRuleInput,
} from '@mesa/contracts'
import { generatePath } from 'react-router'
import { api } from '../../../lib/api-client'
import { dunningKeys } from './keys'

/** GET the reminder rules (earliest courtesy first). */
export const useDunningRules = () =>
  useQuery({
    queryKey: dunningKeys.rules,
    queryFn: async () => dunningRuleListSchema.parse(await api.get(dunningPaths.rules)).items,
  })

/** GET the approved templates a rule may name. */
export const useDunningTemplates = () =>
  useQuery({
    queryKey: dunningKeys.templates,
    queryFn: async () => dunningTemplateListSchema.parse(await api.get(dunningPaths.templates)).items,
    staleTime: 60_000,
  })

/** POST a new rule (id null) or PUT a rule by its version (409 when stale). */
const saveRule = async ({ id, body }: { id: number | null; body: DunningRuleInput }) =>
  dunningRuleSchema.parse(
    id === null
      ? await api.post(dunningPaths.rules, { json: body })
      : await api.put(generatePath(dunningPaths.rule, { id: String(id) }), { json: body }),
  )

export function useSaveDunningRule() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: saveRule,
    onSettled: () => client.invalidateQueries({ queryKey: dunningKeys.all }),
  })
}

/** POST: the business date's reminders now (nothing is sent twice). */
export function useRunDunning() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: async () => dunningRunSchema.parse(await api.post(dunningPaths.run)),
    onSettled: () => client.invalidateQueries({ queryKey: dunningKeys.all }),
  })
}

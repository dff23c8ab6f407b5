import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import {
  templateListResponseSchema,
  templatePaths,
  templateSchema,
  type MessageTemplate,
  type TemplateInput,
} from '@mesa/contracts'
import { generatePath } from 'react-router'
import { api } from '../../../lib/api-client'
import { messagingKeys } from './keys'

const itemPath = (path: string, id: number) => generatePath(path, { id: String(id) })

export const getTemplates = async (query: Record<string, string | number | undefined>) =>
  templateListResponseSchema.parse(await api.get(templatePaths.list, { searchParams: query }))

export const useTemplates = (query: Record<string, string | number | undefined>) =>
  useQuery({
    queryKey: messagingKeys.templateList(query),
    queryFn: () => getTemplates(query),
    placeholderData: keepPreviousData,
  })

export const templateQueryOptions = (id: number) =>
  queryOptions({
    queryKey: messagingKeys.template(id),
    queryFn: async () => templateSchema.parse(await api.get(itemPath(templatePaths.item, id))),
  })
/** While the provider reviews a template its verdict arrives by webhook or sandbox job: look again every 2 s. */
export const useTemplate = (id: number) =>
  useQuery({
    ...templateQueryOptions(id),
    enabled: id > 0,
    refetchInterval: (query) => (query.state.data?.status === 'submitted' ? 2_000 : false),
  })

export const saveTemplate = async ({
  id,
  version,
  ...json
}: TemplateInput & { id?: number; version?: number }) =>
  templateSchema.parse(
    id
      ? await api.put(itemPath(templatePaths.item, id), { json: { ...json, version } })
      : await api.post(templatePaths.list, { json }),
  )

export const submitTemplate = async (template: Pick<MessageTemplate, 'id' | 'version'>) =>
  templateSchema.parse(
    await api.post(itemPath(templatePaths.submit, template.id), { json: { version: template.version } }),
  )

function useTemplateWrite<Input>(write: (input: Input) => Promise<MessageTemplate>) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: write,
    onSuccess: (template) => client.setQueryData(messagingKeys.template(template.id), template),
    onSettled: () => client.invalidateQueries({ queryKey: messagingKeys.templates }),
  })
}
export const useSaveTemplate = () => useTemplateWrite(saveTemplate)
export const useSubmitTemplate = () => useTemplateWrite(submitTemplate)

import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import {
  debitLineListSchema,
  debitRunListSchema,
  debitRunSchema,
  directDebitPaths,
  type DebitRunCreate,
} from '@mesa/contracts'
import { generatePath } from 'react-router'
import { api } from '../../../lib/api-client'
import { directDebitKeys } from './keys'

const runPath = (path: string, id: number) => generatePath(path, { id: String(id) })

/** GET the runs (paging, sort by billing date). */
export const runsQuery = (query: Record<string, string | number>) =>
  queryOptions({
    queryKey: directDebitKeys.runs(query),
    queryFn: async () =>
      debitRunListSchema.parse(await api.get(directDebitPaths.runs, { searchParams: query })),
    placeholderData: keepPreviousData,
  })
export const useRuns = (query: Record<string, string | number>) => useQuery(runsQuery(query))

/** GET one run and its outcome. */
export const useRun = (id: number) =>
  useQuery({
    queryKey: directDebitKeys.run(id),
    queryFn: async () => debitRunSchema.parse(await api.get(runPath(directDebitPaths.run, id))),
  })

/** A run's debits' filters as the URL keeps them (`useListParams`). */
export const lineFilterNames = ['status'] as const

/** GET a run's debits with their status and reason, a page at a time. */
export const runLinesQuery = (id: number, query: Record<string, string | number>) =>
  queryOptions({
    queryKey: directDebitKeys.lines(id, query),
    queryFn: async () =>
      debitLineListSchema.parse(
        await api.get(runPath(directDebitPaths.runLines, id), { searchParams: query }),
      ),
    placeholderData: keepPreviousData,
  })
export const useRunLines = (id: number, query: Record<string, string | number>) =>
  useQuery(runLinesQuery(id, query))

/** POST the billing date's run: a new one, or the one it already has. */
export function useCreateRun() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: async (body: DebitRunCreate) =>
      debitRunSchema.parse(await api.post(directDebitPaths.runs, { json: body })),
    onSuccess: () => client.invalidateQueries({ queryKey: directDebitKeys.all }),
  })
}

/** The run's file path (downloaded with the bearer token). */
export const runFilePath = (id: number) => runPath(directDebitPaths.runFile, id)

/** SANDBOX: the answer file the made-up bank gives for the run (every third debit rejected), as text. */
export const sandboxAnswerText = (id: number) =>
  api.post<string>(runPath(directDebitPaths.sandboxAnswer, id), { json: {}, responseType: 'text' })

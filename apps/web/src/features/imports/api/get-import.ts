import { queryOptions, useQuery } from '@tanstack/react-query'
import { importPaths, importSummarySchema, type ImportSummary } from '@mesa/contracts'
import { generatePath } from 'react-router'
import { api } from '../../../lib/api-client'
import { importKeys } from './keys'

/** GET /api/v1/imports/:id: mapping, preview counters and the job's progress. */
export const getImport = async (id: number): Promise<ImportSummary> =>
  importSummarySchema.parse(await api.get(generatePath(importPaths.item, { id: String(id) })))

const working = (summary: ImportSummary | undefined) =>
  summary?.status === 'queued' || summary?.status === 'running'

/** Polled every second while the job works (the import's progress), not at all otherwise. */
export const importQueryOptions = (id: number) =>
  queryOptions({
    queryKey: importKeys.detail(id),
    queryFn: () => getImport(id),
    refetchInterval: (query) => (working(query.state.data) ? 1000 : false),
  })

export const useImport = (id: number) => useQuery(importQueryOptions(id))

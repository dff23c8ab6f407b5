import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { importPaths, importRowsResponseSchema, type ImportRowsQuery } from '@mesa/contracts'
import { generatePath } from 'react-router'
import { api } from '../../../lib/api-client'
import { importKeys } from './keys'

/** GET /api/v1/imports/:id/rows: a page of staged rows with their problems per field. */
export const getImportRows = async (id: number, query: ImportRowsQuery) =>
  importRowsResponseSchema.parse(
    await api.get(generatePath(importPaths.rows, { id: String(id) }), { searchParams: { ...query } }),
  )

export const importRowsQueryOptions = (id: number, query: ImportRowsQuery) =>
  queryOptions({
    queryKey: importKeys.rows(id, query),
    queryFn: () => getImportRows(id, query),
    placeholderData: keepPreviousData,
  })

export const useImportRows = (id: number, query: ImportRowsQuery) =>
  useQuery(importRowsQueryOptions(id, query))

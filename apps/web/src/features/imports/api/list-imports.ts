import { queryOptions, useQuery } from '@tanstack/react-query'
import { importListSchema, importPaths } from '@mesa/contracts'
import { api } from '../../../lib/api-client'
import { importKeys } from './keys'

/** GET /api/v1/imports: my last 20 imports. */
export const getImports = async () => importListSchema.parse(await api.get(importPaths.collection)).items

export const importsQueryOptions = () => queryOptions({ queryKey: importKeys.list, queryFn: getImports })

export const useImports = () => useQuery(importsQueryOptions())

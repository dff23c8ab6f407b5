import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import {
  bankStatementImportSchema,
  bankStatementListSchema,
  bankStatementPaths,
  bankStatementSchema,
  csvLayoutListSchema,
  type BankStatementImport,
} from '@mesa/contracts'
import { generatePath } from 'react-router'
import { api } from '../../../lib/api-client'
import { uploadForm } from '../../../lib/upload'
import { bankStatementKeys } from './keys'

/** GET the imported statements (paging, sort). */
export const statementsQuery = (query: Record<string, string | number>) =>
  queryOptions({
    queryKey: bankStatementKeys.list(query),
    queryFn: async () =>
      bankStatementListSchema.parse(await api.get(bankStatementPaths.collection, { searchParams: query })),
    placeholderData: keepPreviousData,
  })
export const useStatements = (query: Record<string, string | number>) => useQuery(statementsQuery(query))

/** GET one statement; while its matching job runs (`matching`) it is asked again every two seconds. */
export const useStatement = (id: number) =>
  useQuery({
    queryKey: bankStatementKeys.statement(id),
    queryFn: async () =>
      bankStatementSchema.parse(await api.get(generatePath(bankStatementPaths.item, { id: String(id) }))),
    refetchInterval: (query) => (query.state.data?.status === 'matching' ? 2_000 : false),
  })

/** GET the CSV layouts a statement may be read in. */
export const useCsvLayouts = () =>
  useQuery({
    queryKey: bankStatementKeys.layouts,
    queryFn: async () => csvLayoutListSchema.parse(await api.get(bankStatementPaths.layouts)).items,
    staleTime: 10 * 60_000,
  })

export interface UploadStatementInput {
  file: File
  layoutId: string
  onProgress?: (fraction: number) => void
}

/** POST /api/v1/bank-statements?layoutId= (multipart `file`): imported, matched and posted (or a job started). */
export async function uploadStatement(input: UploadStatementInput): Promise<BankStatementImport> {
  const answer = await uploadForm<unknown>(
    `${bankStatementPaths.collection}?layoutId=${encodeURIComponent(input.layoutId)}`,
    [['file', input.file]],
    input.onProgress,
  )
  return bankStatementImportSchema.parse(answer)
}

export function useUploadStatement() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: uploadStatement,
    onSettled: () => client.invalidateQueries({ queryKey: bankStatementKeys.all }),
  })
}

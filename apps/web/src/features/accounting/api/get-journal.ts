import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { accountingPaths, journalResponseSchema } from '@mesa/contracts'
import { api } from '../../../lib/api-client'
import { accountingKeys } from './keys'

/** The journal's filters, as its list screen keeps them in the address. */
export const journalFilters = ['from', 'to', 'kind', 'loanId', 'account'] as const

/** GET the journal: entries with their lines, by dates, kind, loan and account (newest first). */
export const journalQueryOptions = (query: Record<string, string | number>) =>
  queryOptions({
    queryKey: accountingKeys.journal(query),
    queryFn: async () =>
      journalResponseSchema.parse(await api.get(accountingPaths.journal, { searchParams: query })),
    placeholderData: keepPreviousData,
  })

export const useJournal = (query: Record<string, string | number>) => useQuery(journalQueryOptions(query))

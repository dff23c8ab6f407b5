import { keepPreviousData, useQuery } from '@tanstack/react-query'
import {
  bankStatementPaths,
  loanOptionListSchema,
  reconciliationSummarySchema,
  statementLineListSchema,
} from '@mesa/contracts'
import { generatePath } from 'react-router'
import { api } from '../../../lib/api-client'
import { bankStatementKeys } from './keys'

/** GET a statement's lines (status filter, paging). */
export const useStatementLines = (id: number, query: Record<string, string | number>) =>
  useQuery({
    queryKey: bankStatementKeys.lines(id, query),
    queryFn: async () =>
      statementLineListSchema.parse(
        await api.get(generatePath(bankStatementPaths.lines, { id: String(id) }), { searchParams: query }),
      ),
    placeholderData: keepPreviousData,
  })

/** GET the reconciliation queue (status filter, sort, paging). */
export const useQueue = (query: Record<string, string | number>) =>
  useQuery({
    queryKey: bankStatementKeys.queue(query),
    queryFn: async () =>
      statementLineListSchema.parse(await api.get(bankStatementPaths.queue, { searchParams: query })),
    placeholderData: keepPreviousData,
  })

/** GET the daily summary between two days (the last 30 when not given). */
export const useSummary = (range: { from?: string; to?: string }) =>
  useQuery({
    queryKey: bankStatementKeys.summary(range),
    queryFn: async () =>
      reconciliationSummarySchema.parse(
        await api.get(bankStatementPaths.summary, {
          searchParams: Object.fromEntries(Object.entries(range).filter(([, value]) => value)),
        }),
      ).items,
    placeholderData: keepPreviousData,
  })

/** GET loans a line may be posted on, by folio or customer name. */
export const useLoanOptions = (q: string) =>
  useQuery({
    queryKey: bankStatementKeys.loanOptions(q),
    queryFn: async () =>
      loanOptionListSchema.parse(
        await api.get(bankStatementPaths.loanOptions, { searchParams: q ? { q } : {} }),
      ).items,
    placeholderData: keepPreviousData,
  })

import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { accountingPaths, incomeStatementSchema } from '@mesa/contracts'
import { api } from '../../../lib/api-client'
import { accountingKeys } from './keys'

/** GET the income statement of a range of days (without them, the year to the business date). */
export const useIncomeStatement = (from: string | undefined, to: string | undefined) =>
  useQuery({
    queryKey: accountingKeys.incomeStatement(from ?? 'year-start', to ?? 'business-date'),
    queryFn: async () =>
      incomeStatementSchema.parse(
        await api.get(accountingPaths.incomeStatement, { searchParams: { from, to } }),
      ),
    placeholderData: keepPreviousData,
  })

import { businessToday } from '@mesa/contracts'
import { useQuery } from '@tanstack/react-query'
import { sharedRead } from './shared-reads'

/**
 * The installation's business date (issue 33), the "today" loan servicing judges by, as the jobs screen's card
 * reads it: the loan page's and the portfolio's "as of" start on it, not on the browser's calendar day. Until
 * it arrives (or for someone who may not read it) Mexico City's calendar day stands in; a screen that must
 * not ask for a day past the business date leaves the date out instead, and the API answers its own.
 */
export function useBusinessDay(): string {
  const read = useQuery(sharedRead('businessDate')())
  return read.data?.date ?? businessToday()
}

import { insurerIds, insurerNames, type InsurerId, type Premium } from '@mesa/contracts'
import { priceQuote, type PricedQuote, type QuoteInput } from './pricing'
import { anaRates } from './rate-tables/ana'
import { generalRates } from './rate-tables/general'
import { gnpRates } from './rate-tables/gnp'
import { qualitasRates } from './rate-tables/qualitas'
import type { RateTable } from './rate-tables/rate-table'
import { processRegistry } from '../../lib/process-registry'

/** A quote being issued: its input, the premium the insurer priced, and our number of the policy with it. */
export interface BoundQuote extends QuoteInput {
  premium: Premium
  /** Our n-th policy with this insurer (the sandbox numbers policies from it). */
  sequence: number
  termStart: string
}

export interface IssuedPolicy {
  policyNumber: string
  termStart: string
  termEnd: string
}

/**
 * One insurer behind one interface (docs/domain.md): the built-in ones are sandboxes pricing from their own
 * rate tables; a real integration (the insurer's web service) implements the same two calls and replaces
 * the sandbox with `useInsuranceProvider` at start-up, without touching quotes, policies or screens.
 */
export interface InsuranceProvider {
  id: InsurerId
  name: string
  /** Sandbox answers are shown as "Cotización sandbox" and never bind a real insurer. */
  sandbox: boolean
  quote: (input: QuoteInput) => Promise<PricedQuote>
  issue: (bound: BoundQuote) => Promise<IssuedPolicy>
}

/** One year of cover from the start date (a 29 February start ends on 28 February). */
export function oneYearFrom(start: string): string {
  const [year, month, day] = start.split('-').map(Number) as [number, number, number]
  const end = new Date(Date.UTC(year + 1, month - 1, day))
  if (end.getUTCDate() !== day) end.setUTCDate(0)
  return end.toISOString().slice(0, 10)
}

export function sandboxProvider(id: InsurerId, table: RateTable): InsuranceProvider {
  return {
    id,
    name: insurerNames[id],
    sandbox: true,
    quote: async (input) => priceQuote(table, input),
    issue: async ({ sequence, termStart }) => ({
      policyNumber: table.policyNumber(sequence, Number(termStart.slice(0, 4))),
      termStart,
      termEnd: oneYearFrom(termStart),
    }),
  }
}

const providers = processRegistry<InsurerId, InsuranceProvider>([
  ['ana', sandboxProvider('ana', anaRates)],
  ['general', sandboxProvider('general', generalRates)],
  ['gnp', sandboxProvider('gnp', gnpRates)],
  ['qualitas', sandboxProvider('qualitas', qualitasRates)],
])

/** Replaces an insurer's provider (a real integration configured at start-up). */
export function useInsuranceProvider(provider: InsuranceProvider) {
  providers.set(provider.id, provider)
}

export const providerOf = (id: InsurerId) => providers.get(id)!
export const allProviders = () => insurerIds.map(providerOf)

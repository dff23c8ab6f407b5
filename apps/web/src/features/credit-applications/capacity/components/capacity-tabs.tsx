import { mayReadInvestigation, type AbilityRule } from '@mesa/contracts'
import type { ApplicationFile } from '../../../../lib/application-file'
import { CalculatorPanel } from './calculator-panel'
import { IncomeMatrixPanel } from './income-matrix-panel'
import { PaymentCapacityPanel } from './payment-capacity-panel'

/** The decision's figures in the application file (spec §2): income matrix, payment capacity, calculator. */
export const capacityTabs = ['incomeMatrix', 'paymentCapacity', 'calculator'] as const
export type CapacityTab = (typeof capacityTabs)[number]

/**
 * Head-office readers of the investigation see the income and capacity (the API refuses anyone else); the
 * calculator quotes figures anyone who opens the file may see (its terms).
 */
export const visibleCapacityTabs = (rules: readonly AbilityRule[]): CapacityTab[] =>
  mayReadInvestigation(rules) ? [...capacityTabs] : ['calculator']

export function CapacityPanel({ tab, application }: { tab: CapacityTab; application: ApplicationFile }) {
  if (tab === 'incomeMatrix') return <IncomeMatrixPanel application={application} />
  if (tab === 'paymentCapacity') return <PaymentCapacityPanel application={application} />
  return <CalculatorPanel application={application} />
}

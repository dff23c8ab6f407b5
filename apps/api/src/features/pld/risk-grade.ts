import type { CreditProduct, PldRisk } from '@mesa/contracts'

/**
 * The customer's risk grade (docs/compliance.md, "Risk grade"): points from documented factors, low below 2,
 * medium 2 to 3, high from 4; a politically exposed person or an undismissed hit on a blocking list is high
 * whatever the points.
 *
 *   pep           an undismissed PEP alert                        3
 *   blocked_list  an undismissed UIF or OFAC alert                 4
 *   list_proximity a dismissed alert scored 90 or more            1
 *   product       seminuevo (used cars change hands in cash)      1
 *   amount        requested ≥ $500,000.00: 1; ≥ $1,000,000.00: 2
 *   cash          a cash payment: 1; one at or above the threshold: 2
 *   geography     address in a state of the officer's higher-risk list  1
 */
export interface RiskFacts {
  pep: boolean
  blocked: boolean
  nearMiss: boolean
  product: CreditProduct
  requestedAmountCents: number
  cashPayments: number
  cashAtThreshold: number
  state: string | null
}

/**
 * States the lender's own risk assessment ranks higher, in the CURP's state codes the address uses (Baja
 * California, Chihuahua, Guerrero, Michoacán, Sinaloa, Sonora, Tamaulipas): sandbox values of the methodology,
 * the officer's to set.
 */
export const HIGHER_RISK_STATES: ReadonlySet<string> = new Set(['BC', 'CH', 'GR', 'MN', 'SL', 'SR', 'TS'])

const LOW_BELOW = 2
const HIGH_FROM = 4

export function riskGrade(facts: RiskFacts): PldRisk {
  const factors: PldRisk['factors'] = []
  const add = (factor: PldRisk['factors'][number]['factor'], points: number) => {
    if (points > 0) factors.push({ factor, points })
  }
  add('pep', facts.pep ? 3 : 0)
  add('blocked_list', facts.blocked ? 4 : 0)
  add('list_proximity', facts.nearMiss ? 1 : 0)
  add('product', facts.product === 'seminuevo' ? 1 : 0)
  add(
    'amount',
    facts.requestedAmountCents >= 1_000_000_00 ? 2 : facts.requestedAmountCents >= 500_000_00 ? 1 : 0,
  )
  add('cash', facts.cashAtThreshold > 0 ? 2 : facts.cashPayments > 0 ? 1 : 0)
  add('geography', facts.state && HIGHER_RISK_STATES.has(facts.state) ? 1 : 0)
  const points = factors.reduce((sum, { points: each }) => sum + each, 0)
  const grade =
    facts.pep || facts.blocked || points >= HIGH_FROM ? 'high' : points < LOW_BELOW ? 'low' : 'medium'
  return { grade, points, factors }
}

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { registeredStageRules } from '../../src/features/credit-applications'
import { createTestApp, type TestApp } from '../helpers/test-app'

// Issue 37: the stage rules are registered from one root list (src/stage-rules.ts) at app build, in the
// order they were registered in when each feature did it from its routes: the entry hooks run in this order.
let t: TestApp

beforeAll(async () => {
  t = await createTestApp()
})

afterAll(async () => {
  await t?.close()
})

describe('stage rules', () => {
  it('registers every gate and entry hook once, in the root list order', () => {
    expect(registeredStageRules()).toEqual({
      gates: [
        'bureau_report_fresh',
        'checks_finished',
        'checks_cleared',
        'references_verified',
        'clarifications_closed',
        'paid_off',
        'field_visit_recorded',
        'policy_bound',
        'funded',
        'vin_not_financed',
        'vin_not_financed_to_fund',
        'contract_signed',
        'payment_capacity_recorded',
        'committee_decided',
        'conditions_met',
        'terms_authorised',
        'pld_clear',
        'pld_clear_to_fund',
      ],
      entryHooks: [
        'credit-bureau',
        'automated-checks',
        'validation-desk.withdraw-clarifications',
        'loan-servicing.open-loan',
        'funding.release-line',
        'commissions',
        'contracts.cancel',
        'credit-decision.void-stale',
        'customers',
        'pld.screen-at-disbursement',
      ],
    })
  })
})

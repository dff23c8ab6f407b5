import { defaultOriginationPolicy, type CreditPolicyTerms, type CreditProduct } from '@mesa/contracts'

const pesos = (amount: number) => amount * 100

/**
 * Who may authorise up to which amount, by role name (roles are data; an administrator renames a role here
 * too). The committee and the ally supervisors share the middle tier; the administrator signs the rest.
 */
const authorityLimits: CreditPolicyTerms['authorityLimits'] = [
  { role: 'analista', maxAmountCents: pesos(300_000) },
  { role: 'supervisor', maxAmountCents: pesos(800_000) },
  { role: 'comite', maxAmountCents: pesos(800_000) },
  { role: 'admin', maxAmountCents: pesos(5_000_000) },
]

/**
 * The policy a new installation starts with (version 1 of each product), the lender's usual terms for car
 * credit in Mexico: new cars with the lowest rates and down payments, used cars (seminuevos) dearer and with
 * more down payment as they age, motorcycles shorter and dearer. Administrators change it in /apps/credit-policy.
 */
export const standardPolicies: Record<CreditProduct, CreditPolicyTerms> = {
  auto: {
    minAmountCents: pesos(50_000),
    maxAmountCents: pesos(1_500_000),
    minTermMonths: 12,
    maxTermMonths: 72,
    minRateBps: 1_299,
    maxRateBps: 2_499,
    openingFeeBps: 200,
    maxDebtToIncomeBps: 4_000,
    minDownPaymentByVehicleAge: [
      { maxAgeYears: 1, minDownPaymentBps: 1_000 },
      { maxAgeYears: 3, minDownPaymentBps: 1_500 },
      { maxAgeYears: 6, minDownPaymentBps: 2_000 },
      { maxAgeYears: 10, minDownPaymentBps: 3_000 },
    ],
    minBcScore: 600,
    origination: defaultOriginationPolicy,
    authorityLimits,
    committeeQuorum: 3,
    committeeMajorityBps: 5_001,
    // Issue 33: the contract's RECA registration (demo numbers in CONDUSEF's format).
    recaNumber: '1234-439-038261/01-01234-0326',
    insuranceRenewal: 'financed',
    // Issue 33: the periodicities offered (payroll paid every two weeks or weekly is common in Mexico).
    periodicities: ['monthly', 'semimonthly', 'biweekly'],
  },
  seminuevo: {
    minAmountCents: pesos(40_000),
    maxAmountCents: pesos(900_000),
    minTermMonths: 12,
    maxTermMonths: 60,
    minRateBps: 1_599,
    maxRateBps: 2_999,
    openingFeeBps: 250,
    maxDebtToIncomeBps: 4_000,
    minDownPaymentByVehicleAge: [
      { maxAgeYears: 3, minDownPaymentBps: 1_500 },
      { maxAgeYears: 6, minDownPaymentBps: 2_000 },
      { maxAgeYears: 10, minDownPaymentBps: 2_500 },
      { maxAgeYears: 12, minDownPaymentBps: 3_000 },
    ],
    minBcScore: 580,
    // Issue 30: seminuevos charge the fee with the first installment; the others deduct it.
    origination: { ...defaultOriginationPolicy, openingFeeTreatment: 'first_installment' },
    authorityLimits,
    committeeQuorum: 3,
    committeeMajorityBps: 5_001,
    // Issue 33: the contract's RECA registration (demo numbers in CONDUSEF's format).
    recaNumber: '1234-439-038262/01-01235-0326',
    insuranceRenewal: 'financed',
    periodicities: ['monthly', 'semimonthly'],
  },
  moto: {
    minAmountCents: pesos(10_000),
    maxAmountCents: pesos(250_000),
    minTermMonths: 12,
    maxTermMonths: 48,
    minRateBps: 1_999,
    maxRateBps: 3_599,
    openingFeeBps: 350,
    maxDebtToIncomeBps: 4_000,
    minDownPaymentByVehicleAge: [
      { maxAgeYears: 1, minDownPaymentBps: 1_000 },
      { maxAgeYears: 3, minDownPaymentBps: 2_000 },
      { maxAgeYears: 5, minDownPaymentBps: 3_000 },
    ],
    minBcScore: 550,
    origination: defaultOriginationPolicy,
    authorityLimits,
    committeeQuorum: 3,
    committeeMajorityBps: 5_001,
    // Issue 33: the contract's RECA registration (demo numbers in CONDUSEF's format).
    recaNumber: '1234-439-038263/01-01236-0326',
    insuranceRenewal: 'billed',
    periodicities: ['monthly', 'biweekly', 'weekly'],
  },
}

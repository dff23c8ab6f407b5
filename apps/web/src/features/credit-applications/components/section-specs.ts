import { mexicanStates, referenceRoles, type ApplicationSection } from '@mesa/contracts'
import { stateName } from '../../../lib/state-names'
import type { FieldSpec } from './field-specs'

const text = (name: string, wide = false): FieldSpec => ({ name, kind: 'text', wide })
const int = (name: string): FieldSpec => ({ name, kind: 'int' })
const money = (name: string): FieldSpec => ({ name, kind: 'money' })
const select = (name: string, options: readonly (string | number)[], optionGroup?: string): FieldSpec => ({
  name,
  kind: 'select',
  options,
  optionGroup,
})

export const applicantSpecs: FieldSpec[] = [
  text('firstNames'),
  text('lastName1'),
  text('lastName2'),
  text('curp'),
  text('rfc'),
  { name: 'birthDate', kind: 'date' },
  select('sex', ['H', 'M', 'X'], 'sex'),
  { ...select('birthState', [...mexicanStates, 'NE']), optionName: stateName },
  text('email'),
  text('mobilePhone'),
  text('homePhone'),
  select('maritalStatus', ['soltero', 'casado', 'union_libre', 'divorciado', 'viudo'], 'maritalStatus'),
  int('dependents'),
]

export const addressSpecs: FieldSpec[] = [
  text('street', true),
  text('exteriorNumber'),
  text('interiorNumber'),
  text('neighborhood'),
  text('municipality'),
  { ...select('state', mexicanStates), optionName: stateName },
  text('postalCode'),
  int('yearsAtAddress'),
  select('housing', ['propia', 'rentada', 'familiar', 'hipotecada'], 'housing'),
]

export const workSpecs: FieldSpec[] = [
  text('employer'),
  text('position'),
  int('yearsEmployed'),
  select('employmentType', ['asalariado', 'independiente', 'empresario', 'pensionado'], 'employmentType'),
  text('workPhone'),
  text('nss'),
]

export const financeSpecs: FieldSpec[] = [
  money('monthlyIncomeCents'),
  money('otherIncomeCents'),
  money('monthlyExpensesCents'),
  money('monthlyDebtPaymentsCents'),
]

export const vehicleSpecs: FieldSpec[] = [
  text('make'),
  text('model'),
  text('version'),
  int('year'),
  money('priceCents'),
  text('vin'),
]

export const termsSpecs: FieldSpec[] = [
  money('requestedAmountCents'),
  money('downPaymentCents'),
  select('termMonths', [12, 18, 24, 36, 48, 60, 72]),
  { name: 'annualRateBps', kind: 'percent' },
]

/** A person of the references: a personal reference, or the co-signer (obligado solidario) who signs the contract. */
export const referenceSpecs: FieldSpec[] = [
  text('fullName'),
  text('relationship'),
  text('phone'),
  select('role', referenceRoles, 'referenceRole'),
]

export const additionalSpecs: FieldSpec[] = [{ name: 'notes', kind: 'textarea' }, text('source', true)]

const prefixed = (prefix: string, specs: FieldSpec[]) =>
  specs.map((spec) => ({ ...spec, name: `${prefix}.${spec.name}` }))

/** The fields of each info section (references are a list of referenceSpecs). */
export const sectionSpecs: Record<Exclude<ApplicationSection, 'references'>, FieldSpec[]> = {
  applicant: applicantSpecs,
  address: addressSpecs,
  work: workSpecs,
  finance: financeSpecs,
  product: [...prefixed('vehicle', vehicleSpecs), ...prefixed('terms', termsSpecs)],
  additional: additionalSpecs,
}

import {
  CURP_PATTERN,
  PERSON_RFC_PATTERN,
  type BureauMop,
  type BureauRecordProblem,
  type Periodicity,
} from '@mesa/contracts'
import {
  accountSegment,
  addressSegment,
  employmentSegment,
  INTF_STATES,
  intfHeader,
  intfTrailer,
  nameSegment,
  pesos,
  type IntfAccount,
  type IntfMember,
  type IntfPerson,
} from './intf'
import type { LoanBureauFigures } from '../loan-servicing'
import { mopOf, observationOf } from './mop'

/** An account of the month as the loan and its application give it, before validation. */
export interface BureauSource {
  applicationId: number
  folio: number
  person: IntfPerson
  /** The loan's figures as of the report date, as loan servicing gives them. */
  figures: Omit<LoanBureauFigures, 'applicationId'>
}

const FREQUENCIES: Record<Periodicity, IntfAccount['frequency']> = {
  monthly: 'M',
  semimonthly: 'Q',
  biweekly: 'C',
  weekly: 'S',
}

const blank = (value: string | null | undefined) => !value || value.trim().length === 0

/** What keeps the account out of the file: each missing or malformed datum the layout requires. */
export function problemsOf(person: IntfPerson): BureauRecordProblem[] {
  const problems: BureauRecordProblem[] = []
  if (blank(person.lastName1)) problems.push('missing_last_name')
  if (blank(person.firstNames)) problems.push('missing_first_name')
  if (!/^\d{4}-\d{2}-\d{2}$/.test(person.birthDate ?? '')) problems.push('missing_birth_date')
  if (!PERSON_RFC_PATTERN.test((person.rfc ?? '').toUpperCase())) problems.push('invalid_rfc')
  if (!CURP_PATTERN.test((person.curp ?? '').toUpperCase())) problems.push('invalid_curp')
  const { address } = person
  if (blank(address.street) || blank(address.exteriorNumber)) problems.push('missing_address')
  if (blank(address.neighborhood)) problems.push('missing_neighborhood')
  if (blank(address.municipality)) problems.push('missing_municipality')
  if (!INTF_STATES[address.state]) problems.push('invalid_state')
  if (!/^\d{5}$/.test(address.postalCode ?? '')) problems.push('invalid_postal_code')
  return problems
}

/** The TL fields of an account as of the report date. */
export function accountOf(source: BureauSource, reportedOn: string): IntfAccount & { mop: BureauMop } {
  const { figures } = source
  const writtenOff = figures.writtenOffOn !== null
  return {
    accountNumber: String(source.folio),
    paymentCount: figures.paymentCount,
    frequency: FREQUENCIES[figures.periodicity],
    paymentCents: figures.paidOffOn ? 0 : figures.paymentCents,
    openedOn: figures.disbursedOn,
    lastPaymentOn: figures.lastPaymentOn,
    lastPurchaseOn: figures.disbursedOn,
    closedOn: figures.paidOffOn,
    reportedOn,
    maxCreditCents: figures.principalCents,
    limitCents: figures.principalCents,
    balanceCents: figures.balanceCents,
    pastDueCents: figures.pastDueCents,
    pastDuePayments: figures.pastDuePayments,
    mop: mopOf({ daysPastDue: figures.daysPastDue, writtenOff, noneDueYet: figures.noneDueYet }),
    observation: observationOf({ writtenOff, restructured: figures.restructuredOn !== null }),
  }
}

export interface BuiltFile {
  text: string
  accepted: Array<{ source: BureauSource; account: ReturnType<typeof accountOf> }>
  rejected: Array<{ source: BureauSource; problems: BureauRecordProblem[] }>
  balancePesos: number
  pastDuePesos: number
}

/** Validates every account, then writes the file of those that pass: header, one line per account, trailer. */
export function buildFile(member: IntfMember, reportedOn: string, sources: BureauSource[]): BuiltFile {
  const accepted: BuiltFile['accepted'] = []
  const rejected: BuiltFile['rejected'] = []
  for (const source of sources) {
    const problems = problemsOf(source.person)
    if (problems.length > 0) rejected.push({ source, problems })
    else accepted.push({ source, account: accountOf(source, reportedOn) })
  }
  const lines = accepted.map(({ source, account }) =>
    [
      nameSegment(source.person),
      addressSegment(source.person),
      employmentSegment(source.person),
      accountSegment(member, account),
    ].join(''),
  )
  const balancePesos = accepted.reduce((sum, { account }) => sum + Number(pesos(account.balanceCents)), 0)
  const pastDuePesos = accepted.reduce((sum, { account }) => sum + Number(pesos(account.pastDueCents)), 0)
  const trailer = intfTrailer(member, {
    balancePesos,
    pastDuePesos,
    names: accepted.length,
    addresses: accepted.length,
    employments: accepted.filter(({ source }) => source.person.employer).length,
    accounts: accepted.length,
  })
  const text = [intfHeader(member, reportedOn), ...lines, trailer].join('\n') + '\n'
  return { text, accepted, rejected, balancePesos, pastDuePesos }
}

/*
 * The Buró de Crédito "INTF" reporting layout of personas físicas (docs/compliance.md "Monthly credit-bureau
 * file", with what could and could not be checked offline). A file is a fixed header segment (INTF), then one
 * record per account: the person's name (PN), address (PA) and employment (PE) segments and the account (TL),
 * then a fixed trailer (TRLR) with the totals. Inside PN, PA, PE and TL every field is tagged: its two-character
 * tag, its length in two digits, its value (`PN05PEREZ`); the segment's first field carries the segment's tag.
 * Texts are upper case without accents, amounts whole pesos (centavos rounded half up), dates DDMMYYYY.
 */

/** The reporting institution: its member code (clave de otorgante, 10) and short name (16). */
export interface IntfMember {
  code: string
  name: string
}

export interface IntfPerson {
  lastName1: string
  lastName2: string
  firstNames: string
  birthDate: string
  rfc: string
  curp: string
  address: {
    street: string
    exteriorNumber: string
    interiorNumber: string
    neighborhood: string
    municipality: string
    state: string
    postalCode: string
  }
  employer: string | null
}

export interface IntfAccount {
  accountNumber: string
  paymentCount: number
  /** M monthly, Q semimonthly (quincenal), C biweekly (catorcenal), S weekly. */
  frequency: 'M' | 'Q' | 'C' | 'S'
  paymentCents: number
  openedOn: string
  lastPaymentOn: string | null
  lastPurchaseOn: string
  closedOn: string | null
  reportedOn: string
  maxCreditCents: number
  limitCents: number
  balanceCents: number
  pastDueCents: number
  pastDuePayments: number
  mop: string
  observation: string | null
}

/** Upper case, accents and marks removed (Ñ → N), only letters, digits and `& . , / -`, spaces collapsed. */
export function intfText(value: string, max: number) {
  return value
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toUpperCase()
    .replace(/[^A-Z0-9&.,/ -]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, max)
    .trim()
}

/** A tagged field: tag, length (two digits), value. */
export const tagged = (tag: string, value: string) => `${tag}${String(value.length).padStart(2, '0')}${value}`

/** Centavos as whole pesos, half up; a negative (a credit balance) reports 0. */
export const pesos = (cents: number) => String(Math.max(0, Math.floor((cents + 50) / 100)))

/** `YYYY-MM-DD` as DDMMYYYY. */
export const intfDate = (iso: string) => `${iso.slice(8, 10)}${iso.slice(5, 7)}${iso.slice(0, 4)}`

/** The address states (RENAPO's two letters, as Mesa captures them) in the bureau's state abbreviations. */
export const INTF_STATES: Record<string, string> = {
  AS: 'AGS',
  BC: 'BC',
  BS: 'BCS',
  CC: 'CAMP',
  CL: 'COAH',
  CM: 'COL',
  CS: 'CHIS',
  CH: 'CHIH',
  DF: 'CDMX',
  DG: 'DGO',
  GT: 'GTO',
  GR: 'GRO',
  HG: 'HGO',
  JC: 'JAL',
  MC: 'EM',
  MN: 'MICH',
  MS: 'MOR',
  NT: 'NAY',
  NL: 'NL',
  OC: 'OAX',
  PL: 'PUE',
  QT: 'QRO',
  QR: 'QR',
  SP: 'SLP',
  SL: 'SIN',
  SR: 'SON',
  TC: 'TAB',
  TS: 'TAMP',
  TL: 'TLAX',
  VZ: 'VER',
  YN: 'YUC',
  ZS: 'ZAC',
}

const fixed = (value: string, width: number) => value.slice(0, width).padEnd(width, ' ')
const zeros = (value: string, width: number) => value.padStart(width, '0')

/** The header: INTF, version 14, member code, member name, cycle (blank), report date, 10 zeros, 98 blanks. */
export const intfHeader = (member: IntfMember, reportedOn: string) =>
  `INTF14${fixed(member.code, 10)}${fixed(member.name, 16)}  ${intfDate(reportedOn)}${'0'.repeat(10)}${' '.repeat(98)}`

/** PN: paternal surname, 00 maternal (NO PROPORCIONADO when none), 02 first name, 03 second, 04 birth, 05 RFC, 15 CURP. */
export function nameSegment(person: IntfPerson) {
  const [first = '', ...rest] = intfText(person.firstNames, 80).split(' ')
  const second = rest.join(' ').slice(0, 26).trim()
  return [
    tagged('PN', intfText(person.lastName1, 26)),
    tagged('00', intfText(person.lastName2, 26) || 'NO PROPORCIONADO'),
    tagged('02', first.slice(0, 26)),
    ...(second ? [tagged('03', second)] : []),
    tagged('04', intfDate(person.birthDate)),
    tagged('05', person.rfc.toUpperCase()),
    tagged('15', person.curp.toUpperCase()),
  ].join('')
}

/** PA: street and number, 01 interior, 02 neighbourhood, 03 municipality, 04 city, 05 state, 06 postal code. */
export function addressSegment(person: IntfPerson) {
  const { address } = person
  const interior = intfText(address.interiorNumber, 36)
  const municipality = intfText(address.municipality, 40)
  return [
    tagged('PA', intfText(`${address.street} ${address.exteriorNumber}`, 40)),
    ...(interior ? [tagged('01', `INT ${interior}`)] : []),
    tagged('02', intfText(address.neighborhood, 40)),
    tagged('03', municipality),
    tagged('04', municipality),
    tagged('05', INTF_STATES[address.state] ?? ''),
    tagged('06', address.postalCode),
  ].join('')
}

/** PE: the employer's name (the segment is left out when none was captured). */
export const employmentSegment = (person: IntfPerson) =>
  person.employer ? tagged('PE', intfText(person.employer, 99)) : ''

/**
 * TL: member code, 01 member name, 02 account number, 03 responsibility (I individual), 04 account type
 * (I fixed payments), 05 contract (AU automobile), 06 currency (MX), 07 number of payments, 08 frequency,
 * 09 amount to pay, 10 opened, 11 last payment, 12 last purchase (the disbursement), 13 closed, 14 reported,
 * 16 highest credit, 17 current balance, 18 limit, 19 past-due balance, 20 past-due payments, 21 MOP,
 * 24 observation, 99 FIN (end of the account).
 */
export function accountSegment(member: IntfMember, account: IntfAccount) {
  return [
    tagged('TL', member.code),
    tagged('01', intfText(member.name, 16)),
    tagged('02', intfText(account.accountNumber, 25)),
    tagged('03', 'I'),
    tagged('04', 'I'),
    tagged('05', 'AU'),
    tagged('06', 'MX'),
    tagged('07', String(account.paymentCount)),
    tagged('08', account.frequency),
    tagged('09', pesos(account.paymentCents)),
    tagged('10', intfDate(account.openedOn)),
    ...(account.lastPaymentOn ? [tagged('11', intfDate(account.lastPaymentOn))] : []),
    tagged('12', intfDate(account.lastPurchaseOn)),
    ...(account.closedOn ? [tagged('13', intfDate(account.closedOn))] : []),
    tagged('14', intfDate(account.reportedOn)),
    tagged('16', pesos(account.maxCreditCents)),
    tagged('17', pesos(account.balanceCents)),
    tagged('18', pesos(account.limitCents)),
    tagged('19', pesos(account.pastDueCents)),
    tagged('20', String(account.pastDuePayments)),
    tagged('21', account.mop),
    ...(account.observation ? [tagged('24', account.observation)] : []),
    tagged('99', 'FIN'),
  ].join('')
}

/** The trailer's totals: the sums of the amounts as the records print them (whole pesos), and the segment counts. */
export interface IntfTotals {
  balancePesos: number
  pastDuePesos: number
  names: number
  addresses: number
  employments: number
  accounts: number
}

/**
 * The trailer: TRLR, total current balances (14), total past-due balances (14), INTF segments (3), PN (9),
 * PA (9), PE (9), TL (9) counts, block counter (6, zeros), member name (16), return address (160, blank).
 */
export const intfTrailer = (member: IntfMember, totals: IntfTotals) =>
  [
    'TRLR',
    zeros(String(totals.balancePesos), 14),
    zeros(String(totals.pastDuePesos), 14),
    '001',
    zeros(String(totals.names), 9),
    zeros(String(totals.addresses), 9),
    zeros(String(totals.employments), 9),
    zeros(String(totals.accounts), 9),
    '000000',
    fixed(member.name, 16),
    ' '.repeat(160),
  ].join('')

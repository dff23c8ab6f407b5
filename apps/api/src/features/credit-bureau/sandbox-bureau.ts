import type { BureauCredit, BureauReportData } from '@mesa/contracts'
import type { BureauAnswer, BureauProvider, BureauQuery } from './bureau-provider'
import { generator, hash } from './sandbox-random'
import { generatedPerson, type SandboxPerson } from './sandbox-persons'

/**
 * SANDBOX bureau: answers offline a deterministic Buró de Crédito style person report for each CURP/RFC
 * (the same person always gets the same file, dated relative to the consultation). Its profile follows
 * from a hash of the CURP and RFC: about half clean, then thin files, past-due accounts, a written-off
 * account, and an old delinquency since cured. Reports are labelled provider 'sandbox'.
 */

type Profile = 'clean' | 'thin' | 'past_due' | 'written_off' | 'cured'
const PROFILES: Profile[] = [
  'clean',
  'clean',
  'clean',
  'clean',
  'clean',
  'past_due',
  'past_due',
  'thin',
  'written_off',
  'cured',
]

const sandboxProfileOf = (curp: string, rfc: string): Profile => PROFILES[hash(`${curp}|${rfc}`) % 10]!

const GRANTORS = [
  ['BBVA MEXICO', 'TC'],
  ['BANAMEX', 'TC'],
  ['SANTANDER', 'PP'],
  ['BANORTE', 'TC'],
  ['COPPEL', 'CR'],
  ['LIVERPOOL', 'CR'],
  ['TELCEL', 'TE'],
  ['NISSAN RENAULT FINANCIAL', 'AU'],
  ['ELEKTRA', 'CR'],
  ['HSBC', 'PP'],
] as const

const REASONS: Record<string, string> = {
  D1: 'Cuentas con morosidad reciente',
  D2: 'Saldo vencido en cuentas abiertas',
  C1: 'Alta utilización de líneas revolventes',
  Q1: 'Número de consultas recientes',
  H1: 'Antigüedad de la cuenta más antigua',
  T1: 'Historial crediticio insuficiente',
  W1: 'Cuenta en cobranza o con quebranto',
}

const isoDay = (date: Date) => date.toISOString().slice(0, 10)
const monthsBefore = (at: Date, months: number, day = 1) =>
  isoDay(new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() - months, day)))

/** 24 months of MOP codes, most recent first: `late(month)` names the code of a late month, else 01. */
const historyOf = (openedMonthsAgo: number, late: (month: number) => string | null) =>
  Array.from({ length: 24 }, (_, month) => (month >= openedMonthsAgo ? '  ' : (late(month) ?? '01'))).join('')

function creditsFor(profile: Profile, random: ReturnType<typeof generator>, at: Date): BureauCredit[] {
  const count = profile === 'thin' ? 0 : random.int(3, 6)
  return Array.from({ length: count }, (_, index) => {
    const [grantor, creditType] = random.pick(GRANTORS)
    const revolving = ['TC', 'CR'].includes(creditType)
    const openedMonthsAgo = random.int(8, 96)
    const limitCents = random.int(80, 3_000) * 100_00
    const closed = index > 0 && random.int(0, 4) === 0
    const balanceCents = closed ? 0 : Math.floor((limitCents * random.int(5, 85)) / 100 / 100) * 100
    // Revolving accounts ask 5 % of the balance; installment ones spread it over what is left of the term.
    const monthlyPaymentCents = closed
      ? 0
      : revolving
        ? Math.round(balanceCents / 20 / 100) * 100
        : Math.round(balanceCents / random.int(6, 36) / 100) * 100
    let late: (month: number) => string | null = () => null
    let currentMop = closed ? '01' : balanceCents === 0 ? 'UR' : '01'
    let pastDueCents = 0
    if (profile === 'past_due' && index < 2 && !closed) {
      const severity = random.int(2, 4)
      late = (month) => (month < severity - 1 ? `0${severity - month}` : null)
      currentMop = `0${severity}`
      pastDueCents = Math.round((monthlyPaymentCents * (severity - 1)) / 100) * 100
    }
    if (profile === 'written_off' && index === 0) {
      late = (month) => (month < 10 ? '97' : month < 16 ? '07' : null)
      currentMop = '97'
      pastDueCents = balanceCents
    }
    if (profile === 'cured' && index === 0) late = (month) => (month >= 14 && month < 18 ? '03' : null)
    return {
      grantor,
      accountType: revolving ? 'R' : creditType === 'TE' ? 'O' : 'I',
      creditType,
      openedAt: monthsBefore(at, openedMonthsAgo, random.int(1, 28)),
      closedAt: closed ? monthsBefore(at, random.int(1, Math.min(openedMonthsAgo - 1, 20)), 15) : null,
      limitCents,
      balanceCents,
      pastDueCents,
      monthlyPaymentCents,
      currentMop,
      paymentHistory: historyOf(openedMonthsAgo, late).replace(/ {2}/g, '--'),
    }
  })
}

function scoreOf(profile: Profile, random: ReturnType<typeof generator>) {
  const ranges: Record<Profile, [number, number, string[]] | null> = {
    clean: [680, 760, ['H1', 'C1']],
    cured: [610, 680, ['D1', 'H1']],
    past_due: [520, 600, ['D2', 'D1', 'C1']],
    written_off: [456, 520, ['W1', 'D2', 'D1']],
    thin: null,
  }
  const range = ranges[profile]
  if (!range) return { score: null, scoreReasons: [{ code: 'T1', description: REASONS.T1! }] }
  return {
    score: random.int(range[0], range[1]),
    scoreReasons: range[2].map((code) => ({ code, description: REASONS[code]! })),
  }
}

/**
 * The person report: identity, homes and employers from the bureau's register (`person`), never from the query;
 * accounts, score and consultations from the CURP and RFC. The draws the echoed homes took before are still
 * taken, so a person's accounts, score and consultations stay what they were.
 */
export function sandboxReport(
  query: BureauQuery,
  at: Date,
  person = generatedPerson(query),
): BureauReportData {
  const seed = hash(`${query.curp}|${query.rfc}`)
  const random = generator(seed)
  const profile = sandboxProfileOf(query.curp, query.rfc)
  const credits = creditsFor(profile, random, at)
  if (query.address) {
    random.pick(GRANTORS)
    random.int(10, 990)
    random.int(30, 70)
  }
  const general = {
    name: person.name,
    rfc: query.rfc,
    curp: query.curp,
    birthDate: person.birthDate,
    ...scoreOf(profile, random),
  }
  if (query.address) random.int(1, 6)
  if (query.employer) {
    random.int(12, 120)
    random.int(1, 12)
  }
  return {
    general,
    // A thin file holds only the newest home.
    addresses: (profile === 'thin' ? person.addresses.slice(0, 1) : person.addresses).map(
      ({ reportedMonthsAgo, ...home }) => ({ ...home, reportedAt: monthsBefore(at, reportedMonthsAgo) }),
    ),
    jobs: person.employers.map((job) => ({
      employer: job.employer,
      position: job.position,
      startedAt: monthsBefore(at, job.startedMonthsAgo),
      reportedAt: monthsBefore(at, job.reportedMonthsAgo),
    })),
    credits,
    queries: Array.from({ length: profile === 'thin' ? random.int(0, 1) : random.int(1, 5) }, () => {
      const [grantor, creditType] = random.pick(GRANTORS)
      return { grantor, creditType, queriedAt: monthsBefore(at, random.int(0, 11), random.int(1, 28)) }
    }).sort((a, b) => b.queriedAt.localeCompare(a.queriedAt)),
  }
}

/**
 * The SANDBOX provider over a register of persons: `registered` answers the person the register holds for a
 * CURP (the demo seed's applicants), or null for the sandbox's own identity.
 */
export function sandboxBureau(registered: (curp: string) => Promise<SandboxPerson | null>): BureauProvider {
  return {
    name: 'sandbox',
    async pull(query, at): Promise<BureauAnswer> {
      const folio = `SBX-${hash(`${query.curp}|${at.toISOString()}`).toString(36).toUpperCase().padStart(7, '0')}`
      const person = (await registered(query.curp)) ?? generatedPerson(query)
      return { folio, report: sandboxReport(query, at, person) }
    },
  }
}

import type { BureauCredit, BureauReportData } from '@mesa/contracts'
import type { BureauAnswer, BureauProvider, BureauQuery } from './bureau-provider'

/**
 * SANDBOX bureau: answers offline a deterministic Buró de Crédito style person report for each CURP/RFC
 * (the same person always gets the same file, dated relative to the consultation). Its profile follows
 * from a hash of the CURP and RFC: about half clean, then thin files, past-due accounts, a written-off
 * account, and an old delinquency since cured. Reports are labelled provider 'sandbox'.
 */

/** FNV-1a: a stable 32-bit hash of the person's identifiers. */
function hash(text: string) {
  let value = 0x811c9dc5
  for (let i = 0; i < text.length; i++) value = Math.imul(value ^ text.charCodeAt(i), 0x01000193) >>> 0
  return value
}

/** Mulberry32: a small deterministic generator seeded by the hash. */
function generator(seed: number) {
  let state = seed
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
  }
  return {
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!,
  }
}

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

export function sandboxReport(query: BureauQuery, at: Date): BureauReportData {
  const seed = hash(`${query.curp}|${query.rfc}`)
  const random = generator(seed)
  const profile = sandboxProfileOf(query.curp, query.rfc)
  // One file in eight holds the person without their second surname, as bureaus often do.
  const lastNames = seed % 8 === 3 ? query.lastName1 : `${query.lastName1} ${query.lastName2}`.trim()
  const credits = creditsFor(profile, random, at)
  const previous = query.address
    ? [
        {
          ...query.address,
          street: `${random.pick(['Av. Juárez', 'Calle Hidalgo', 'Calle Morelos', 'Av. Reforma'])} ${random.int(10, 990)}`,
          reportedAt: monthsBefore(at, random.int(30, 70)),
        },
      ]
    : []
  return {
    general: {
      name: `${query.firstNames} ${lastNames}`.toUpperCase(),
      rfc: query.rfc,
      curp: query.curp,
      birthDate: query.birthDate,
      ...scoreOf(profile, random),
    },
    addresses: [
      ...(query.address ? [{ ...query.address, reportedAt: monthsBefore(at, random.int(1, 6)) }] : []),
      ...(profile === 'thin' ? [] : previous),
    ],
    jobs: query.employer
      ? [
          {
            employer: query.employer.toUpperCase(),
            position: '',
            startedAt: monthsBefore(at, random.int(12, 120)),
            reportedAt: monthsBefore(at, random.int(1, 12)),
          },
        ]
      : [],
    credits,
    queries: Array.from({ length: profile === 'thin' ? random.int(0, 1) : random.int(1, 5) }, () => {
      const [grantor, creditType] = random.pick(GRANTORS)
      return { grantor, creditType, queriedAt: monthsBefore(at, random.int(0, 11), random.int(1, 28)) }
    }).sort((a, b) => b.queriedAt.localeCompare(a.queriedAt)),
  }
}

export const sandboxBureau: BureauProvider = {
  name: 'sandbox',
  async pull(query, at): Promise<BureauAnswer> {
    const folio = `SBX-${hash(`${query.curp}|${at.toISOString()}`).toString(36).toUpperCase().padStart(7, '0')}`
    return { folio, report: sandboxReport(query, at) }
  },
}

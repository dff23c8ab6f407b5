import { beforeAll, describe, expect, it } from 'vitest'
import { eq, inArray, or } from 'drizzle-orm'
import { allies, auditEvents, creditApplications, loans, mailOutbox } from '../../src/db/schema'
import { pinBusinessDate } from '../../src/features/business-date'
import {
  firstBusinessDayOf,
  sendMonthlyPackage,
} from '../../src/features/portfolio-reports/monthly-package.job'
import { signInDemo } from '../helpers/demo-sign-in'
import { exampleLoan } from '../helpers/example-loans'
import { loanBase } from '../helpers/loan-session'
import { useTestApp } from '../helpers/use-test-app'
import { users } from '../../src/db/schema'

/*
 * The portfolio reports (issue 36) on a small hand-built portfolio, every figure computed by hand below. All
 * loans at 0 % (no interest, no late interest, no fees): a loan's balance is its unpaid principal, and an
 * installment is the principal over the term. The demo's own loans were disbursed in 2026, after these.
 *
 *   loan  principal  term  disbursed   first due   payments              balance on 30 abr 2025, days past due
 *   A     1 200 000   12    2025-04-01  2025-05-01  —                     1 200 000, 0 (current)
 *   B       600 000    6    2025-01-10  2025-02-10  —                       600 000, 79 (60–89)
 *   C       300 000    3    2025-03-01  2025-04-01  100 000 on 04-01        200 000, 0 (current)
 *   D       900 000    9    2024-12-15  2025-01-15  —                       900 000, 105 (90+)
 *   E     1 200 000   12    2025-01-20  2025-02-20  100 000 on 02-20      1 100 000, 41 (due 03-20; 30–59)
 *   F       400 000    4    2025-03-05  2025-04-05  —                       400 000, 25 (1–29)
 *   G       500 000    5    2024-11-10  2024-12-10  written off 2025-03-15 (500 000), recovery 50 000 on 04-10
 *
 * Days past due at the month ends (from the oldest unpaid due date):
 *   31 dic 2024: D 0 (due 01-15), G 21
 *   31 ene 2025: D 16, G 52, B 0, E 0
 *   28 feb 2025: D 44, G 80, B 18, E 0 (paid 02-20; next due 03-20)
 *   31 mar 2025: D 75, B 49, E 11, C 0, F 0; G written off (out of the portfolio)
 *   30 abr 2025: as in the table.
 */
const t = useTestApp()
const tokens: Record<string, string> = {}
const ASOF = '2025-04-30'
const report = async (who: string, query = '') =>
  t.as(tokens[who]!, { method: 'GET', url: `/api/v1/portfolio-reports?${query}` })
type Opened = { origin: string; applicationId: number; folio: number }
const opened: Record<string, Opened> = {}
const balances: Record<string, number> = {
  A: 1_200_000,
  B: 600_000,
  C: 200_000,
  D: 900_000,
  E: 1_100_000,
  F: 400_000,
}

async function pay(loan: Opened, paidOn: string, amountCents: number) {
  await pinBusinessDate(t.database.db, paidOn)
  const version = (await t.as(tokens.admin!, { method: 'GET', url: loanBase(loan) })).json().version
  const paid = await t.as(tokens.admin!, {
    method: 'POST',
    url: `${loanBase(loan)}/payments`,
    payload: { amountCents, paidOn, method: 'spei', version },
  })
  expect(paid.statusCode, paid.body).toBe(201)
}

beforeAll(async () => {
  await signInDemo(t, tokens, ['admin', 'supervisor', 'contabilidad', 'ventas', 'cobranza'])
  const terms = {
    A: [1_200_000, 12, '2025-04-01', '2025-05-01'],
    B: [600_000, 6, '2025-01-10', '2025-02-10'],
    C: [300_000, 3, '2025-03-01', '2025-04-01'],
    D: [900_000, 9, '2024-12-15', '2025-01-15'],
    E: [1_200_000, 12, '2025-01-20', '2025-02-20'],
    F: [400_000, 4, '2025-03-05', '2025-04-05'],
    G: [500_000, 5, '2024-11-10', '2024-12-10'],
  } as const
  for (const [name, [principalCents, termMonths, disbursedOn, firstDueDate]] of Object.entries(terms))
    opened[name] = await exampleLoan(t, {
      principalCents,
      annualRateBps: 0,
      termMonths,
      disbursedOn,
      firstDueDate,
    })
  await pay(opened.E!, '2025-02-20', 100_000)
  // G's write-off as its approval writes it (the four-eyes flow is loan-delinquency.test.ts's).
  await t.database.db
    .update(loans)
    .set({
      status: 'written_off',
      writtenOffOn: '2025-03-15',
      writtenOffCents: 500_000,
      writeOffReason: 'prueba',
    })
    .where(eq(loans.applicationId, opened.G!.applicationId))
  await pay(opened.C!, '2025-04-01', 100_000)
  await pay(opened.G!, '2025-04-10', 50_000)
  await pinBusinessDate(t.database.db, '2025-05-02')
}, 240_000)

describe('the reports as of a business date, on the hand-built portfolio', () => {
  it('portfolio by bucket, IMOR and PAR 30/60/90', async () => {
    const response = await report('admin', `asOf=${ASOF}`)
    expect(response.statusCode, response.body).toBe(200)
    const body = response.json()
    // Total 1 200 000 + 200 000 + 400 000 + 1 100 000 + 600 000 + 900 000 = 4 400 000 in 6 loans.
    expect(body.buckets).toEqual([
      { bucket: 'current', loans: 2, balanceCents: 1_400_000, share: 0.3182 }, // 14/44 = 0.31818
      { bucket: 'dpd_1_29', loans: 1, balanceCents: 400_000, share: 0.0909 }, // 4/44 = 0.09091
      { bucket: 'dpd_30_59', loans: 1, balanceCents: 1_100_000, share: 0.25 },
      { bucket: 'dpd_60_89', loans: 1, balanceCents: 600_000, share: 0.1364 }, // 6/44 = 0.13636
      { bucket: 'dpd_90_plus', loans: 1, balanceCents: 900_000, share: 0.2045 }, // 9/44 = 0.20455
    ])
    // IMOR = PAR 90 = 900 000 / 4 400 000 = 0.20455; PAR 30 = 2 600 000 / 4 400 000 = 0.59091;
    // PAR 60 = 1 500 000 / 4 400 000 = 0.34091.
    expect(body.now).toEqual({
      date: ASOF,
      loans: 6,
      balanceCents: 4_400_000,
      imor: 0.2045,
      par30: 0.5909,
      par60: 0.3409,
      par90: 0.2045,
    })
  })

  it('the indicators at each month end: 28 feb (G still in) and 31 mar (G written off)', async () => {
    const body = (await report('admin', `asOf=${ASOF}`)).json()
    // The twelve month ends before April 2025, then the as-of date.
    expect(body.history.map((point: { date: string }) => point.date)).toEqual([
      '2024-04-30',
      '2024-05-31',
      '2024-06-30',
      '2024-07-31',
      '2024-08-31',
      '2024-09-30',
      '2024-10-31',
      '2024-11-30',
      '2024-12-31',
      '2025-01-31',
      '2025-02-28',
      '2025-03-31',
      ASOF,
    ])
    const at = (date: string) => body.history.find((point: { date: string }) => point.date === date)
    // 28 feb: D 900 000 (44), B 600 000 (18), E 1 100 000 (0), G 500 000 (80) = 3 100 000.
    // PAR 30 = 1 400 000 / 3 100 000 = 0.45161; PAR 60 = 500 000 / 3 100 000 = 0.16129; none 90+.
    expect(at('2025-02-28')).toEqual({
      date: '2025-02-28',
      loans: 4,
      balanceCents: 3_100_000,
      imor: 0,
      par30: 0.4516,
      par60: 0.1613,
      par90: 0,
    })
    // 31 mar: D 900 000 (75), B 600 000 (49), E 1 100 000 (11), C 300 000, F 400 000 = 3 300 000.
    // PAR 30 = 1 500 000 / 3 300 000 = 0.45455; PAR 60 = 900 000 / 3 300 000 = 0.27273.
    expect(at('2025-03-31')).toEqual({
      date: '2025-03-31',
      loans: 5,
      balanceCents: 3_300_000,
      imor: 0,
      par30: 0.4545,
      par60: 0.2727,
      par90: 0,
    })
    // Before the first disbursement (G, 10 nov 2024): nothing to divide by.
    expect(at('2024-10-31')).toEqual({
      date: '2024-10-31',
      loans: 0,
      balanceCents: 0,
      imor: null,
      par30: null,
      par60: null,
      par90: null,
    })
  })

  it('roll rates from month end to month end', async () => {
    const body = (await report('admin', `asOf=${ASOF}`)).json()
    const step = (to: string) =>
      body.rollRates
        .find((candidate: { to: string }) => candidate.to === to)
        .rates.map((rate: { fromBalanceCents: number; rolledCents: number; rate: number | null }) => [
          rate.fromBalanceCents,
          rate.rolledCents,
          rate.rate,
        ])
    // 28 feb → 31 mar: current E 1 100 000 → 1–29 (all); 1–29 B 600 000 → 30–59; 30–59 D 900 000 → 60–89;
    // 60–89 G 500 000 was written off, not 90+: 0.
    expect(step('2025-03-31')).toEqual([
      [1_100_000, 1_100_000, 1],
      [600_000, 600_000, 1],
      [900_000, 900_000, 1],
      [500_000, 0, 0],
    ])
    // 31 mar → 30 abr: current C 300 000 + F 400 000 = 700 000, F rolled: 4/7 = 0.57143; E, B, D each rolled.
    expect(step(ASOF)).toEqual([
      [700_000, 400_000, 0.5714],
      [1_100_000, 1_100_000, 1],
      [600_000, 600_000, 1],
      [900_000, 900_000, 1],
    ])
  })

  it('vintages: cumulative share of principal 30+ days past due or written off, by months on book', async () => {
    const body = (await report('admin', `asOf=${ASOF}`)).json()
    expect(body.vintages).toEqual([
      // G: 0 at 30 nov, 21 days at 31 dic, 52 at 31 ene, then 80 and written off: bad from month 2.
      { cohort: '2024-11', loans: 1, principalCents: 500_000, curve: [0, 0, 1, 1, 1, 1] },
      // D: 0, 16, then 44 days at 28 feb.
      { cohort: '2024-12', loans: 1, principalCents: 900_000, curve: [0, 0, 1, 1, 1] },
      // B and E, 1 800 000: B 49 days at 31 mar (600 000 / 1 800 000 = 0.33333), E 41 at 30 abr.
      { cohort: '2025-01', loans: 2, principalCents: 1_800_000, curve: [0, 0, 0.3333, 1] },
      // C and F, 700 000: F is 25 days past due at 30 abr, under 30.
      { cohort: '2025-03', loans: 2, principalCents: 700_000, curve: [0, 0] },
      { cohort: '2025-04', loans: 1, principalCents: 1_200_000, curve: [0] },
    ])
  })

  it('write-offs and recoveries by month; provisions of the active loans', async () => {
    const body = (await report('admin', `asOf=${ASOF}`)).json()
    expect(body.losses).toHaveLength(12)
    expect(body.losses[0].month).toBe('2024-05')
    const month = (key: string) => body.losses.find((row: { month: string }) => row.month === key)
    expect(month('2025-03')).toEqual({
      month: '2025-03',
      writtenOffLoans: 1,
      writtenOffCents: 500_000,
      recoveriesCents: 0,
    })
    expect(month('2025-04')).toEqual({
      month: '2025-04',
      writtenOffLoans: 0,
      writtenOffCents: 0,
      recoveriesCents: 50_000,
    })
    // At 0 % the exposure is the principal outstanding: 4 400 000 in the 6 active loans.
    expect(body.provisions.totals).toMatchObject({ loans: 6, exposureCents: 4_400_000 })
  })

  it('concentration by ally, product and region: each the active balance of its loans, largest first', async () => {
    const body = (await report('admin', `asOf=${ASOF}`)).json()
    const rows = await t.database.db
      .select({
        id: creditApplications.id,
        allyId: creditApplications.allyId,
        product: creditApplications.product,
        region: allies.regionName,
      })
      .from(creditApplications)
      .innerJoin(allies, eq(allies.id, creditApplications.allyId))
      .where(
        inArray(
          creditApplications.id,
          Object.values(opened).map((loan) => loan.applicationId),
        ),
      )
    const expected = (keyOf: (row: (typeof rows)[number]) => string) => {
      const sums = new Map<string, number>()
      for (const [name, cents] of Object.entries(balances)) {
        const row = rows.find((candidate) => candidate.id === opened[name]!.applicationId)!
        sums.set(keyOf(row), (sums.get(keyOf(row)) ?? 0) + cents)
      }
      return Object.fromEntries(sums)
    }
    const answered = (list: Array<{ key: string; balanceCents: number }>) =>
      Object.fromEntries(list.map((row) => [row.key, row.balanceCents]))
    expect(answered(body.concentration.byAlly)).toEqual(expected((row) => String(row.allyId)))
    expect(answered(body.concentration.byProduct)).toEqual(expected((row) => row.product))
    expect(answered(body.concentration.byRegion)).toEqual(expected((row) => row.region))
    const shares = body.concentration.byAlly.map((row: { balanceCents: number }) => row.balanceCents)
    expect(shares).toEqual([...shares].sort((a, b) => b - a))
  })
})

describe('filters, scope and refusals', () => {
  it('a product filter keeps its loans only', async () => {
    const product = opened.A!.origin
    const body = (await report('admin', `asOf=${ASOF}&product=${product}`)).json()
    const mine = Object.entries(balances)
      .filter(([name]) => opened[name]!.origin === product)
      .reduce((total, [, cents]) => total + cents, 0)
    expect(body.now.balanceCents).toBe(mine)
  })

  it("a supervisor reads only their allies' loans (row scope), a seller not at all (403)", async () => {
    const [supervisor] = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'supervisor@demo.com'))
    const theirs = await t.database.db
      .select({ id: allies.id })
      .from(allies)
      .where(or(eq(allies.supervisorUserId, supervisor!.id), eq(allies.sellerUserId, supervisor!.id)))
    const theirIds = new Set(theirs.map((ally) => String(ally.id)))
    const body = (await report('supervisor', `asOf=${ASOF}`)).json()
    for (const row of body.concentration.byAlly) expect(theirIds.has(row.key)).toBe(true)
    const all = (await report('admin', `asOf=${ASOF}`)).json()
    const expected = all.concentration.byAlly
      .filter((row: { key: string }) => theirIds.has(row.key))
      .reduce((total: number, row: { balanceCents: number }) => total + row.balanceCents, 0)
    expect(body.now.balanceCents).toBe(expected)
    expect((await report('ventas')).statusCode).toBe(403)
    expect((await report('cobranza', `asOf=${ASOF}`)).statusCode).toBe(200)
  })

  it('a date after the business date, a bad date, an unknown product or a stray field are 400s naming each', async () => {
    const late = await report('admin', 'asOf=2025-05-03')
    expect(late.statusCode).toBe(400)
    expect(late.json().errors).toEqual({ asOf: ['date_out_of_range'] })
    const bad = await report('admin', 'asOf=2025-02-30&product=barco&allyId=x')
    expect(bad.statusCode).toBe(400)
    expect(Object.keys(bad.json().errors).sort()).toEqual(['allyId', 'asOf', 'product'])
    expect((await report('admin', 'sort=x')).statusCode).toBe(400)
  })

  it('the XLSX and the PDF package of the same reports', async () => {
    const xlsx = await t.as(tokens.admin!, {
      method: 'GET',
      url: `/api/v1/portfolio-reports/xlsx?asOf=${ASOF}`,
    })
    expect(xlsx.statusCode).toBe(200)
    expect(xlsx.headers['content-disposition']).toContain('reportes-cartera-2025-04-30.xlsx')
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK')
    const pdf = await t.as(tokens.admin!, {
      method: 'GET',
      url: `/api/v1/portfolio-reports/pdf?asOf=${ASOF}`,
    })
    expect(pdf.statusCode).toBe(200)
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-')
  })
})

describe("the monthly package's recipients and its mail on the first business day", () => {
  const recipients = (who: string, method: 'GET' | 'PUT', payload?: object) =>
    t.as(tokens[who]!, {
      method,
      url: '/api/v1/portfolio-reports/recipients',
      ...(payload ? { payload } : {}),
    })

  it('contabilidad sets the list (each address once), audited; a stale version is a 409, a bad address a 400', async () => {
    const start = (await recipients('contabilidad', 'GET')).json()
    expect(start).toEqual({ emails: [], version: 1 })
    const saved = await recipients('contabilidad', 'PUT', {
      emails: ['consejo@mesa.mx', 'riesgos@mesa.mx', 'CONSEJO@mesa.mx'],
      version: 1,
    })
    expect(saved.statusCode, saved.body).toBe(200)
    expect(saved.json()).toEqual({ emails: ['consejo@mesa.mx', 'riesgos@mesa.mx'], version: 2 })
    expect(
      await t.database.db.$count(auditEvents, eq(auditEvents.action, 'portfolio_reports.recipients_set')),
    ).toBe(1)
    const stale = await recipients('contabilidad', 'PUT', { emails: [], version: 1 })
    expect(stale.statusCode).toBe(409)
    const bad = await recipients('contabilidad', 'PUT', { emails: ['no es correo'], version: 2 })
    expect(bad.statusCode).toBe(400)
    expect(Object.keys(bad.json().errors)).toEqual(['emails.0'])
    // A supervisor reads the reports but does not keep the list.
    expect((await recipients('supervisor', 'PUT', { emails: [], version: 2 })).statusCode).toBe(403)
    expect((await recipients('contabilidad', 'GET')).json().version).toBe(2)
  })

  it('1 may 2025 is Labour Day: the first business day of May is Friday the 2nd, and the package goes out once', async () => {
    expect(await firstBusinessDayOf(t.database.db, '2025-05')).toBe('2025-05-02')
    // 1 jun 2025 is a Sunday: Monday the 2nd.
    expect(await firstBusinessDayOf(t.database.db, '2025-06')).toBe('2025-06-02')
    await pinBusinessDate(t.database.db, '2025-05-01')
    expect(await sendMonthlyPackage(t.database.db)).toBe(false)
    await pinBusinessDate(t.database.db, '2025-05-02')
    expect(await sendMonthlyPackage(t.database.db)).toBe(true)
    const mails = await t.database.db
      .select()
      .from(mailOutbox)
      .where(inArray(mailOutbox.to, ['consejo@mesa.mx', 'riesgos@mesa.mx']))
    expect(mails.map((mail) => mail.subject)).toEqual([
      'Reportes de cartera de abr 2025',
      'Reportes de cartera de abr 2025',
    ])
    // Sent once a month: a second run the same day (a retry) sends nothing.
    expect(await sendMonthlyPackage(t.database.db)).toBe(false)
    expect(await t.database.db.$count(mailOutbox, inArray(mailOutbox.to, ['consejo@mesa.mx']))).toBe(1)
  })
})

import { eq, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { auditEvents, bureauReportPeriods, creditApplications } from '../../src/db/schema'
import { exampleLoan } from '../helpers/example-loans'
import { widenBackdatingWindow } from '../helpers/backdating-window'
import { loanSession } from '../helpers/loan-session'
import { signInDemo } from '../helpers/demo-sign-in'

/*
 * The monthly credit-bureau file (issue 36, docs/compliance.md). "Today" is 15 Jun 2030. Each example loan is
 * 12,000.00 at 24 % for one month, due 15 Mar 2030 and never paid (as loan-delinquency.test.ts): 28 days of
 * interest 12,000.00 × 24 % × 28 / 360 = 224.00, IVA 35.84; late interest 12.00 a day plus 16 % IVA.
 * April's last business day is Tuesday 30 Apr 2030: 46 days past due (16 in March + 30), MOP 03; late interest
 * 46 × 12.00 = 552.00, IVA 88.32: owed 12,000.00 + 224.00 + 35.84 + 552.00 + 88.32 = 12,900.16, all past due,
 * printed 12900. May's is Friday 31 May: 77 days, MOP 04.
 */
vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true, now: new Date('2030-06-15T18:00:00Z') })
const { session, as } = loanSession({ listActive: false })
const tokens: Record<string, string> = {}
const officer = (method: 'GET' | 'POST', url: string, payload?: object) =>
  session.t.as(tokens.cumplimiento!, { method, url, ...(payload ? { payload } : {}) })

const address = {
  street: 'Calle Morelos',
  exteriorNumber: '45',
  interiorNumber: '',
  neighborhood: 'Centro',
  municipality: 'Guadalajara',
  state: 'JC',
  postalCode: '44100',
  yearsAtAddress: 3,
  housing: 'propia',
}
const loan = async (disbursedOn: string, firstDueDate: string) => {
  const made = await exampleLoan(session.t, {
    principalCents: 1_200_000,
    annualRateBps: 2_400,
    termMonths: 1,
    disbursedOn,
    firstDueDate,
  })
  await session.t.database.db
    .update(creditApplications)
    .set({ address, work: { employer: 'Transportes del Bajío' } })
    .where(eq(creditApplications.id, made.applicationId))
  return made
}
const lineOf = (file: string, folio: number) => {
  const tag = `02${String(String(folio).length).padStart(2, '0')}${folio}0301I`
  return file.split('\n').find((line) => line.includes(tag))
}

let late: { applicationId: number; folio: number }
let broken: { applicationId: number; folio: number }
let recent: { applicationId: number; folio: number }

beforeAll(async () => {
  await signInDemo(session.t, tokens, ['cumplimiento'])
  await widenBackdatingWindow(session.t, 366)
  late = await loan('2030-02-15', '2030-03-15')
  broken = await loan('2030-02-15', '2030-03-15')
  // The broken one's RFC is wrong and its postal code missing: the file must refuse it.
  await session.t.database.db
    .update(creditApplications)
    .set({
      applicant: sql`jsonb_set(${creditApplications.applicant}, '{rfc}', '"XXX"')`,
      address: { ...address, postalCode: '' },
    })
    .where(eq(creditApplications.id, broken.applicationId))
  recent = await loan('2030-05-02', '2030-06-02')
}, 240_000)

describe('who may read and generate', () => {
  it('refuses an analyst (403), a malformed month and one not yet closed (400), an unproduced one (404)', async () => {
    expect((await as('analista', 'GET', '/api/v1/bureau-reporting')).statusCode).toBe(403)
    expect(
      (await as('analista', 'POST', '/api/v1/bureau-reporting/2030-04/generations', {})).statusCode,
    ).toBe(403)
    const malformed = await officer('POST', '/api/v1/bureau-reporting/2030-13/generations', {})
    expect(malformed.statusCode).toBe(400)
    expect(malformed.json().errors).toEqual({ period: ['invalid_format'] })
    // June's last business day (Friday 28 Jun) is after the business date, 15 Jun.
    const open = await officer('POST', '/api/v1/bureau-reporting/2030-06/generations', {})
    expect(open.statusCode).toBe(400)
    expect(open.json().errors).toEqual({ period: ['date_out_of_range'] })
    expect((await officer('GET', '/api/v1/bureau-reporting/2030-04')).statusCode).toBe(404)
    expect(await session.t.database.db.select().from(bureauReportPeriods)).toEqual([])
  })
})

describe('April’s file', () => {
  it('reports the late loan as hand-computed and lists the broken one as a failure', async () => {
    const generated = await officer('POST', '/api/v1/bureau-reporting/2030-04/generations', {})
    expect(generated.statusCode, generated.body).toBe(201)
    const summary = generated.json()
    expect(summary).toMatchObject({ period: '2030-04', asOf: '2030-04-30', version: 1, sandbox: true })
    expect(summary.differences).toEqual({ previousPeriod: null, added: [], closed: [], mopChanges: [] })
    expect(summary.failures).toContainEqual(
      expect.objectContaining({ folio: broken.folio, problems: ['invalid_rfc', 'invalid_postal_code'] }),
    )
    const file = (await officer('GET', '/api/v1/bureau-reporting/2030-04/file')).body
    const record = lineOf(file, late.folio)!
    expect(record).toContain('PA16CALLE MORELOS 450206CENTRO0311GUADALAJARA0411GUADALAJARA0503JAL060544100')
    expect(record).toContain('PE21TRANSPORTES DEL BAJIO')
    expect(record).toContain('070110801M')
    expect(record).toContain('100815022030120815022030140830042030')
    // Highest credit and limit 12,000; owed 12,900.16 → 12900; all of it past due, one payment; MOP 03.
    expect(record).toContain('160512000170512900180512000190512900200112102039903FIN')
    expect(lineOf(file, broken.folio)).toBeUndefined()
    expect(lineOf(file, recent.folio)).toBeUndefined()
    const lines = file.trimEnd().split('\n')
    expect(lines[0]).toMatch(/^INTF14ZZ00000000MESA CREDITO AUT {2}30042030/)
    expect(lines.at(-1)!.slice(0, 4)).toBe('TRLR')
    // The trailer counts the accounts written, and the summary the same.
    expect(Number(lines.at(-1)!.slice(62, 71))).toBe(summary.accounts)
    expect(summary.accounts).toBe(lines.length - 2)
    const [audit] = await session.t.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'bureau_reporting.generated'))
    expect(audit!.data).toMatchObject({ period: '2030-04', asOf: '2030-04-30' })
  })

  it('regenerating needs the version read: none or a stale one is 409 and changes nothing', async () => {
    const stale = await officer('POST', '/api/v1/bureau-reporting/2030-04/generations', {})
    expect(stale.statusCode).toBe(409)
    expect(stale.json().code).toBe('stale_version')
    const again = await officer('POST', '/api/v1/bureau-reporting/2030-04/generations', { version: 1 })
    expect(again.statusCode, again.body).toBe(201)
    expect(again.json().version).toBe(2)
  })
})

describe('May’s file against April’s', () => {
  it('lists the new loan (MOP 00, nothing due yet) and the late loan’s move from 03 to 04', async () => {
    const generated = await officer('POST', '/api/v1/bureau-reporting/2030-05/generations', {})
    expect(generated.statusCode, generated.body).toBe(201)
    const { differences, asOf } = generated.json()
    expect(asOf).toBe('2030-05-31')
    expect(differences.previousPeriod).toBe('2030-04')
    expect(differences.added).toContainEqual(expect.objectContaining({ folio: recent.folio, mop: '00' }))
    expect(differences.mopChanges).toContainEqual(
      expect.objectContaining({ folio: late.folio, from: '03', to: '04' }),
    )
    const list = (await officer('GET', '/api/v1/bureau-reporting')).json()
    expect(list.items.map((item: { period: string }) => item.period)).toEqual(['2030-05', '2030-04'])
  })
})

describe('what the bureau pulls cost (issue 36 item 2)', () => {
  it('counts the month’s pulls by ally at the sandbox price of 45.00 each', async () => {
    const month = '2030-06'
    const answer = await officer('GET', `/api/v1/credit-bureau/pull-costs?period=${month}`)
    expect(answer.statusCode, answer.body).toBe(200)
    const costs = answer.json()
    expect(costs.priceCents).toBe(4_500)
    // Every seeded pull was done at 45.00: each ally's cost is its pulls × 4,500 centavos, the totals their sums.
    for (const row of costs.items) expect(row.costCents).toBe(row.pulls * 4_500)
    expect(costs.pulls).toBe(costs.items.reduce((sum: number, row: { pulls: number }) => sum + row.pulls, 0))
    expect(costs.costCents).toBe(costs.pulls * 4_500)
    expect(costs.total).toBe(costs.items.length)
  })

  it('refuses a malformed month (400) and an analyst (403)', async () => {
    const malformed = await officer('GET', '/api/v1/credit-bureau/pull-costs?period=junio')
    expect(malformed.statusCode).toBe(400)
    expect(malformed.json().errors).toEqual({ period: ['invalid_format'] })
    expect((await as('analista', 'GET', '/api/v1/credit-bureau/pull-costs?period=2030-06')).statusCode).toBe(
      403,
    )
  })
})

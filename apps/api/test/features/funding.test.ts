import { and, desc, eq, inArray, isNull } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  funderPaths,
  fundingPaths,
  type Funder,
  type FundingDetail,
  type FundingListItem,
} from '@mesa/contracts'
import {
  allyAccounts,
  auditEvents,
  creditApplications,
  fundingAssignments,
  fundingDisbursements,
  fundingLines,
  funders,
  termAuthorisations,
} from '../../src/db/schema'
import { useTestApp } from '../helpers/use-test-app'
import { signInDemo } from '../helpers/demo-sign-in'

const tokens: Record<string, string> = {}
const fill = (path: string, params: Record<string, string | number>) =>
  path.replace(/:(\w+)/g, (_, name: string) => String(params[name]))
const as = (who: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.as(tokens[who]!, { method, url, ...(payload ? { payload } : {}) })
const detail = async (folio: number, who = 'tesoreria') =>
  (await as(who, 'GET', fill(fundingPaths.application, { folio }))).json() as FundingDetail
const assign = (folio: number, lineId: number, replaces: number | null = null, who = 'tesoreria') =>
  as(who, 'POST', fill(fundingPaths.assignment, { folio }), { lineId, replaces })
const disburse = (folio: number, body: object, who = 'tesoreria') =>
  as(who, 'POST', fill(fundingPaths.disbursement, { folio }), body)
const lineOf = async (id: number) =>
  (await t.database.db.select().from(fundingLines).where(eq(fundingLines.id, id)))[0]!
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Mexico_City' }).format(new Date())

/** Pending applications in fondeo (each describe takes its own) and the demo's lines by funder name. */
let pending: FundingListItem[] = []
const take = () => pending.shift()!
let lines: Record<string, number> = {}

/** A funder with one open line (every product, no limits) of this amount, made by the administrator. */
async function openLine(name: string, amountCents: number, rules: object = {}) {
  const funder = (await as('admin', 'POST', funderPaths.funders, { name, kind: 'other' })).json() as Funder
  const created = await as('admin', 'POST', fill(funderPaths.lines, { funderId: funder.id }), {
    name: 'Línea de prueba',
    amountCents,
    annualRateBps: 1200,
    termMonths: 120,
    validFrom: '2020-01-01',
    validTo: '2099-12-31',
    rules: {
      products: ['auto', 'seminuevo', 'moto'],
      maxAmountCents: null,
      minScore: null,
      maxVehicleAgeYears: null,
      ...rules,
    },
  })
  expect(created.statusCode).toBe(201)
  return (created.json() as Funder).lines[0]!.id
}

const t = useTestApp()
beforeAll(async () => {
  // Issue 30: treasury works fondeo (the committee no longer does); a second treasurer approves.
  await signInDemo(t, tokens, [
    'admin',
    'comite',
    'tesoreria',
    'tesoreria2',
    'analista',
    'supervisor',
    'ventas',
  ])
  const list = (
    await as('admin', 'GET', `${fundingPaths.applications}?status=pending&itemsPerPage=100`)
  ).json()
  pending = (list.items as FundingListItem[]).filter(
    (item) => item.stage === 'fondeo' && item.amountCents !== null,
  )
  const all = (await as('admin', 'GET', funderPaths.funders)).json().items as Funder[]
  lines = Object.fromEntries(all.map((funder) => [funder.name, funder.lines[0]!.id]))
})

describe('the demo funding', () => {
  it('lists applications by status, the ones past fondeo disbursed with their funder and SPEI key', async () => {
    const answer = await as(
      'tesoreria',
      'GET',
      `${fundingPaths.applications}?status=disbursed&itemsPerPage=100`,
    )
    expect(answer.statusCode).toBe(200)
    const items = answer.json().items as FundingListItem[]
    expect(items.length).toBeGreaterThan(30)
    expect(items.every((item) => item.status === 'disbursed' && item.funder && item.speiReference)).toBe(true)
    expect(pending.length).toBeGreaterThanOrEqual(8)
    const byFunder = await as(
      'tesoreria',
      'GET',
      `${fundingPaths.applications}?funderId=${items[0]!.funder!.id}&itemsPerPage=100`,
    )
    expect(
      (byFunder.json().items as FundingListItem[]).every((item) => item.funder?.id === items[0]!.funder!.id),
    ).toBe(true)
  })

  it('keeps every line within its amount, its use the sum of its active assignments', async () => {
    const rows = await t.database.db.select().from(fundingLines)
    for (const line of rows) {
      const active = await t.database.db
        .select({ amount: fundingAssignments.amountCents })
        .from(fundingAssignments)
        .where(and(eq(fundingAssignments.lineId, line.id), eq(fundingAssignments.status, 'active')))
      expect(line.usedCents).toBe(active.reduce((sum, row) => sum + row.amount, 0))
      expect(line.usedCents).toBeLessThanOrEqual(line.amountCents)
    }
  })
})

describe('the loans list by funder (through the funding door)', () => {
  it('filters the loans of one funder and names the funder of each loan', async () => {
    const banorte = (await as('admin', 'GET', funderPaths.funderOptions))
      .json()
      .funders.find((funder: { name: string }) => funder.name === 'Banorte')
    const answer = await as('admin', 'GET', `/api/v1/loans?funderId=${banorte.id}&itemsPerPage=100`)
    expect(answer.statusCode).toBe(200)
    const loans = answer.json().items as Array<{ funder: { name: string } | null }>
    expect(loans.length).toBeGreaterThan(0)
    expect(loans.every((loan) => loan.funder?.name === 'Banorte')).toBe(true)
    const all = (await as('admin', 'GET', '/api/v1/loans?itemsPerPage=100')).json().items as typeof loans
    expect(all.length).toBeGreaterThan(loans.length)
  })
})

describe('eligibility', () => {
  it('shows every line with the rules it fails; the ended BBVA line fails line_not_in_force for all', async () => {
    const app = pending[0]!
    const funding = await detail(app.folio)
    expect(funding.status).toBe('pending')
    expect(funding.terms?.amountCents).toBe(app.amountCents)
    const bbva = funding.options.find((option) => option.funder.name === 'BBVA México')!
    expect(bbva.eligible).toBe(false)
    expect(bbva.reasons.map((reason) => reason.rule)).toContain('line_not_in_force')
    const own = funding.options.find((option) => option.funder.name === 'Fondo Propio')!
    expect(own).toMatchObject({ eligible: true, reasons: [] })
  })

  it('refuses an ineligible line with 409 naming each failed rule, and writes nothing', async () => {
    const app = take()
    const before = await lineOf(lines['BBVA México']!)
    const answer = await assign(app.folio, lines['BBVA México']!)
    expect(answer.statusCode).toBe(409)
    expect(answer.json().code).toBe('funding_not_eligible')
    expect(answer.json().errors.lineId).toContain('line_not_in_force')
    expect((await lineOf(before.id)).usedCents).toBe(before.usedCents)
    expect(
      await t.database.db.$count(fundingAssignments, eq(fundingAssignments.applicationId, app.applicationId)),
    ).toBe(0)
    // A line that asks for a score above any bureau's: min_score named.
    const strict = await openLine('Fondo exigente', 100_000_000_00, { minScore: 850, maxAmountCents: 100 })
    const refused = await assign(app.folio, strict)
    expect(refused.json().errors.lineId).toEqual(expect.arrayContaining(['max_amount']))
    pending.unshift(app)
  })

  it('assigns the authorised amount to an eligible line, raises its use and audits it', async () => {
    const app = take()
    const before = await lineOf(lines['Fondo Propio']!)
    const answer = await assign(app.folio, before.id)
    expect(answer.statusCode).toBe(200)
    const funding = answer.json() as FundingDetail
    expect(funding).toMatchObject({
      status: 'assigned',
      assignment: { amountCents: app.amountCents, funder: { name: 'Fondo Propio' } },
    })
    expect((await lineOf(before.id)).usedCents).toBe(before.usedCents + app.amountCents!)
    const audit = await t.database.db
      .select()
      .from(auditEvents)
      .where(
        and(eq(auditEvents.action, 'funding.assigned'), eq(auditEvents.entityId, String(app.applicationId))),
      )
    expect(audit).toHaveLength(1)
  })
})

describe('a line is never overdrawn', () => {
  it('refuses the assignment the line has no room for (409 line_exhausted), writing nothing', async () => {
    const [a, b] = [take(), take()]
    const line = await openLine('Fondo pequeño', a.amountCents!)
    expect((await assign(a.folio, line)).statusCode).toBe(200)
    const second = await assign(b.folio, line)
    expect(second.statusCode).toBe(409)
    expect(second.json().code).toBe('line_exhausted')
    expect((await lineOf(line)).usedCents).toBe(a.amountCents)
    expect(
      await t.database.db.$count(fundingAssignments, eq(fundingAssignments.applicationId, b.applicationId)),
    ).toBe(0)
    pending.push(b)
  })

  it('re-assignment releases the old line; a stale one (another assignment meanwhile) is a 409', async () => {
    const app = take()
    const first = await openLine('Fondo A', 10_000_000_00)
    const own = lines['Fondo Propio']!
    const assigned = (await assign(app.folio, first)).json() as FundingDetail
    const ownBefore = (await lineOf(own)).usedCents
    const stale = await assign(app.folio, own, null)
    expect(stale.statusCode).toBe(409)
    expect(stale.json().code).toBe('stale_version')
    const moved = await assign(app.folio, own, assigned.assignment!.id)
    expect(moved.statusCode).toBe(200)
    expect((await lineOf(first)).usedCents).toBe(0)
    expect((await lineOf(own)).usedCents).toBe(ownBefore + app.amountCents!)
    const funding = moved.json() as FundingDetail
    expect(funding.history.map((entry) => entry.status)).toEqual(['active', 'released'])
  })
})

describe("a line's available amount (issue 38)", () => {
  it('goes down by the assignment, and stays down after the disbursement', async () => {
    const app = take()
    // Authorised for 310 000.00 with the fee charged with the first installment: the whole amount goes out.
    await t.database.db
      .update(termAuthorisations)
      .set({ amountCents: 31_000_000, openingFeeTreatment: 'first_installment' })
      .where(
        and(eq(termAuthorisations.applicationId, app.applicationId), isNull(termAuthorisations.supersededAt)),
      )
    const line = await openLine('Fondo de 1 000 000', 100_000_000)
    const available = async () => {
      const funders = (await as('tesoreria', 'GET', funderPaths.funders)).json().items as Funder[]
      const onFunders = funders
        .flatMap((funder) => funder.lines)
        .find((row) => row.id === line)!.availableCents
      const onDetail = (await detail(app.folio)).options.find((option) => option.line.id === line)!
      return [onFunders, onDetail.availableCents]
    }
    expect(await available()).toEqual([100_000_000, 100_000_000])
    const assigned = await assign(app.folio, line)
    expect(assigned.statusCode, assigned.body).toBe(200)
    expect(await available()).toEqual([69_000_000, 69_000_000])
    const funding = assigned.json() as FundingDetail
    const asked = await disburse(app.folio, {
      assignmentId: funding.assignment!.id,
      amountCents: 31_000_000,
      disbursedOn: today(),
      speiReference: 'MESA2026DISP0690',
    })
    expect(asked.statusCode, asked.body).toBe(202)
    const approval = (asked.json() as FundingDetail).pendingApproval!
    const approved = await as('tesoreria2', 'POST', `/api/v1/approvals/${approval.id}/approve`, {
      version: approval.version,
    })
    expect(approved.statusCode, approved.body).toBe(200)
    expect((await detail(app.folio)).status).toBe('disbursed')
    expect(await available()).toEqual([69_000_000, 69_000_000])
  })
})

describe('disbursement', () => {
  let app: FundingListItem
  let assignmentId: number
  /** What goes out: the authorised amount less the opening fee and its IVA where the policy deducts them. */
  let netCents: number
  beforeAll(async () => {
    app = take()
    const assigned = (await assign(app.folio, lines['Fondo Propio']!)).json() as FundingDetail
    assignmentId = assigned.assignment!.id
    netCents = assigned.terms!.disbursementCents
  })
  const body = (changes: object = {}) => ({
    assignmentId,
    amountCents: netCents,
    disbursedOn: today(),
    speiReference: 'MESA2026TEST0001',
    ...changes,
  })

  it('names each wrong field: another amount, a future date, a malformed SPEI key', async () => {
    const wrong = await disburse(app.folio, body({ amountCents: netCents - 1 }))
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json().errors.amountCents).toEqual([`must_equal:${netCents}`])
    const future = await disburse(app.folio, body({ disbursedOn: '2099-01-01' }))
    expect(future.json().errors.disbursedOn).toEqual(['date_in_future'])
    const hostile = await disburse(app.folio, {
      assignmentId: 'x',
      amountCents: 1.5,
      disbursedOn: '2026-02-30',
      speiReference: 'MESA 01;--',
      extra: 1,
    })
    expect(hostile.statusCode).toBe(400)
    expect(Object.keys(hostile.json().errors)).toEqual(
      expect.arrayContaining(['assignmentId', 'amountCents', 'disbursedOn', 'speiReference']),
    )
    expect(
      await t.database.db.$count(
        fundingDisbursements,
        eq(fundingDisbursements.applicationId, app.applicationId),
      ),
    ).toBe(0)
  })

  it('the fondeo stage cannot advance until disbursed (gate funded); then it moves to póliza', async () => {
    const file = async () =>
      (await as('admin', 'GET', `/api/v1/credit-applications/${app.origin}/${app.applicationId}`)).json()
    const blockers = async () =>
      (await file()).allowedTransitions.find((o: { transition: string }) => o.transition === 'advance')
        .blockedBy
    expect(await blockers()).toContain('funded')
    const answer = await disburse(app.folio, body())
    expect(answer.statusCode).toBe(202)
    // Four eyes (issue 30): booked when a second treasurer approves.
    const pendingApproval = (answer.json() as FundingDetail).pendingApproval!
    const approved = await as('tesoreria2', 'POST', `/api/v1/approvals/${pendingApproval.id}/approve`, {
      version: pendingApproval.version,
    })
    expect(approved.statusCode, approved.body).toBe(200)
    const funding = await detail(app.folio)
    expect(funding.status).toBe('disbursed')
    expect(funding.disbursement).toMatchObject({
      amountCents: netCents,
      speiReference: 'MESA2026TEST0001',
    })
    expect(funding.disbursement!.beneficiaryClabe).toMatch(/^\d{18}$/)
    expect(await blockers()).not.toContain('funded')
    const again = await disburse(app.folio, body())
    expect(again.json().code).toBe('already_disbursed')
    // Treasury does not open the file: it hands the application on from the funding detail (issue 38).
    const handOver = (who: string) => as(who, 'POST', fill(fundingPaths.handOver, { folio: app.folio }))
    expect((await handOver('ventas')).statusCode).toBe(403)
    const moved = await handOver('tesoreria')
    expect(moved.statusCode, moved.body).toBe(200)
    expect((moved.json() as FundingDetail).application.stage).toBe('poliza')
    expect((await file()).stage).toBe('poliza')
    const [audit] = await t.database.db
      .select()
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.action, 'credit_application.stage_moved'),
          eq(auditEvents.entityId, String(app.applicationId)),
        ),
      )
      .orderBy(desc(auditEvents.id))
      .limit(1)
    expect(audit).toMatchObject({ data: { from: 'fondeo', to: 'poliza' } })
    const twice = await handOver('tesoreria')
    expect([twice.statusCode, twice.json().code]).toEqual([409, 'wrong_stage'])
  })

  it('treasury cannot hand on an application that is not disbursed yet (the gate funded, 409)', async () => {
    const waiting = take()
    const refused = await as('tesoreria', 'POST', fill(fundingPaths.handOver, { folio: waiting.folio }))
    expect(refused.statusCode).toBe(409)
    expect((await detail(waiting.folio)).application.stage).toBe('fondeo')
  })

  it('a SPEI key recorded that day is refused for another application (400 already_used)', async () => {
    const other = take()
    const id = ((await assign(other.folio, lines['Fondo Propio']!)).json() as FundingDetail).assignment!.id
    const answer = await disburse(other.folio, {
      ...body(),
      assignmentId: id,
      amountCents: (await detail(other.folio)).terms!.disbursementCents,
    })
    expect(answer.statusCode).toBe(400)
    expect(answer.json().errors.speiReference).toEqual(['already_used'])
  })

  it('refuses to pay an ally without a CLABE (409), and the detail says so', async () => {
    const other = take()
    const id = ((await assign(other.folio, lines['Fondo Propio']!)).json() as FundingDetail).assignment!.id
    const saved = await t.database.db.select().from(allyAccounts).where(eq(allyAccounts.allyId, other.allyId))
    await t.database.db.delete(allyAccounts).where(eq(allyAccounts.allyId, other.allyId))
    try {
      expect((await detail(other.folio)).beneficiary.problem).toBe('no_account')
      const answer = await disburse(other.folio, {
        ...body(),
        assignmentId: id,
        amountCents: (await detail(other.folio)).terms!.disbursementCents,
        speiReference: 'NOCLABE1',
      })
      expect(answer.statusCode).toBe(409)
      expect(answer.json().code).toBe('no_beneficiary_account')
    } finally {
      await t.database.db.insert(allyAccounts).values(saved)
    }
  })
})

describe('permissions and row scope', () => {
  it('403 without read contrato; writes need update contrato; funders are administrators’', async () => {
    const app = pending[0]!
    expect((await as('analista', 'GET', fundingPaths.applications)).statusCode).toBe(403)
    expect(
      (await as('analista', 'GET', fill(fundingPaths.application, { folio: app.folio }))).statusCode,
    ).toBe(403)
    expect((await assign(app.folio, lines['Fondo Propio']!, null, 'supervisor')).statusCode).toBe(403)
    expect(
      (await as('comite', 'POST', funderPaths.funders, { name: 'Fondo del comité', kind: 'other' }))
        .statusCode,
    ).toBe(403)
    expect((await as('tesoreria', 'GET', funderPaths.funders)).statusCode).toBe(200)
    // Issue 30: the committee contracts but no longer reads or works fondeo.
    expect((await as('comite', 'GET', funderPaths.funders)).statusCode).toBe(403)
    expect(await t.database.db.$count(funders, eq(funders.name, 'Fondo del comité'))).toBe(0)
  })

  it.each(['supervisor', 'ventas'])(
    'an ally-side role (%s) sees no funding: lists, detail and funders answer 403 (issue 30)',
    async (who) => {
      const any = pending[0]!
      expect((await as(who, 'GET', fundingPaths.applications)).statusCode).toBe(403)
      expect((await as(who, 'GET', fill(fundingPaths.application, { folio: any.folio }))).statusCode).toBe(
        403,
      )
      expect((await as(who, 'GET', funderPaths.funders)).statusCode).toBe(403)
    },
  )
})

describe('funders and lines', () => {
  it('names every wrong field of a line and refuses a second funder of the same name', async () => {
    const funder = (
      await as('admin', 'POST', funderPaths.funders, { name: 'Fondo Norte', kind: 'bank' })
    ).json() as Funder
    const bad = await as('admin', 'POST', fill(funderPaths.lines, { funderId: funder.id }), {
      name: '',
      amountCents: -5,
      annualRateBps: 1.5,
      termMonths: 0,
      validFrom: '2026-12-31',
      validTo: '2026-01-01',
      rules: { products: ['avion'], maxAmountCents: 'x', minScore: 900, maxVehicleAgeYears: -1 },
    })
    expect(bad.statusCode).toBe(400)
    expect(Object.keys(bad.json().errors)).toEqual(
      expect.arrayContaining([
        'name',
        'amountCents',
        'annualRateBps',
        'termMonths',
        'rules.products.0',
        'rules.maxAmountCents',
        'rules.minScore',
        'rules.maxVehicleAgeYears',
      ]),
    )
    const twin = await as('admin', 'POST', funderPaths.funders, { name: 'fondo norte', kind: 'other' })
    expect(twin.statusCode).toBe(400)
    expect(twin.json().errors.name).toEqual(['already_used'])
  })

  it('edits a line with its version (stale → 409) and never below its use', async () => {
    const lineId = lines['Fondo Propio']!
    const line = await lineOf(lineId)
    const edit = (changes: object) =>
      as('admin', 'PUT', fill(funderPaths.line, { lineId }), {
        name: line.name,
        amountCents: line.amountCents,
        annualRateBps: line.annualRateBps,
        termMonths: line.termMonths,
        validFrom: line.validFrom,
        validTo: line.validTo,
        active: line.active,
        rules: line.rules,
        version: line.version,
        ...changes,
      })
    const below = await edit({ amountCents: line.usedCents - 1 })
    expect(below.statusCode).toBe(400)
    expect(below.json().errors.amountCents).toEqual([`too_small:${line.usedCents}`])
    expect((await edit({ annualRateBps: 1150 })).statusCode).toBe(200)
    expect((await edit({ annualRateBps: 1200 })).statusCode).toBe(409)
  })
})

describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'concurrent assignments on PostgreSQL (skipped: needs TEST_DATABASE_URL; PGlite is one connection, so requests never overlap there)',
  () => {
    it('of eight simultaneous assignments to one line, the granted ones never sum above its amount', async () => {
      // Eight applications with authorised terms moved into fondeo for the race (the demo's contrato ones).
      const rows = await t.database.db
        .select({ id: creditApplications.id, folio: creditApplications.folio })
        .from(creditApplications)
        .where(eq(creditApplications.stage, 'contrato'))
        .limit(8)
      await t.database.db
        .update(creditApplications)
        .set({ stage: 'fondeo' })
        .where(
          inArray(
            creditApplications.id,
            rows.map((row) => row.id),
          ),
        )
      const amounts = await Promise.all(rows.map(async (row) => (await detail(row.folio)).terms!.amountCents))
      const total = amounts.reduce((sum, amount) => sum + amount, 0)
      const lineAmount = Math.floor(total / 2)
      const line = await openLine('Fondo de carrera', lineAmount)
      const answers = await Promise.all(rows.map((row) => assign(row.folio, line)))
      const granted = answers.flatMap((answer, index) => (answer.statusCode === 200 ? [amounts[index]!] : []))
      const refused = answers.filter((answer) => answer.statusCode !== 200)
      expect(granted.length).toBeGreaterThan(0)
      expect(refused.length).toBeGreaterThan(0)
      expect(
        refused.every((answer) => answer.statusCode === 409 && answer.json().code === 'line_exhausted'),
      ).toBe(true)
      const used = (await lineOf(line)).usedCents
      expect(used).toBe(granted.reduce((sum, amount) => sum + amount, 0))
      expect(used).toBeLessThanOrEqual(lineAmount)
      const stored = await t.database.db
        .select({ amount: fundingAssignments.amountCents })
        .from(fundingAssignments)
        .where(and(eq(fundingAssignments.lineId, line), eq(fundingAssignments.status, 'active')))
      expect(stored.reduce((sum, row) => sum + row.amount, 0)).toBe(used)
    })
  },
)

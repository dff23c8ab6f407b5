import { eq, inArray } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  businessToday,
  commissionFigures,
  commissionPaths,
  type ApplicationPartners,
  type Commission,
} from '@mesa/contracts'
import {
  allies,
  auditEvents,
  commissionRules,
  commissions,
  creditApplications,
  roles,
} from '../../src/db/schema'
import { authorisedTermsOf } from '../../src/features/credit-decision'
import { announceStageEntry } from '../../src/features/credit-applications/stage-hooks'
import { useTestApp } from '../helpers/use-test-app'
import { signInDemo } from '../helpers/demo-sign-in'
import { createUserWithRules } from '../helpers/users'

const tokens: Record<string, string> = {}
const fill = (path: string, params: Record<string, string | number>) =>
  path.replace(/:(\w+)/g, (_, name: string) => String(params[name]))
const as = (who: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.as(tokens[who]!, { method, url, ...(payload ? { payload } : {}) })
const auditCount = (action: string) => t.database.db.$count(auditEvents, eq(auditEvents.action, action))
const appsIn = (stages: string[]) =>
  t.database.db
    .select()
    .from(creditApplications)
    .where(inArray(creditApplications.stage, stages as never))
    .orderBy(creditApplications.id)
const commissionOf = async (applicationId: number) =>
  (await t.database.db.select().from(commissions).where(eq(commissions.applicationId, applicationId)))[0]
const partnersUrl = (app: { product: string; id: number }) =>
  fill(commissionPaths.applicationPartners, { origin: app.product, id: app.id })

const t = useTestApp()
beforeAll(async () => {
  await signInDemo(t, tokens, ['admin', 'comite', 'ventas', 'analista'])
  const scoped = await createUserWithRules(t.database.db, [{ action: 'read', subject: 'partners' }])
  await t.database.db.update(roles).set({ scope: 'own-allies' }).where(eq(roles.id, scoped.roleId))
  tokens.scoped = (await t.login(scoped.email, scoped.password)).accessToken
})

describe('seeded commissions', () => {
  it('match their rule on the financed amount to the centavo, pending before funding and payable after', async () => {
    const rows = await t.database.db.select().from(commissions)
    expect(rows.length).toBeGreaterThan(10)
    const stages = new Map(
      (await appsIn(['contrato', 'fondeo', 'poliza', 'activo', 'liquidada'])).map((a) => [a.id, a.stage]),
    )
    for (const row of rows) {
      const figures = commissionFigures(row.financedCents, row)
      expect({ base: row.baseCents, iva: row.ivaCents, total: row.totalCents }).toEqual({
        base: figures.baseCents,
        iva: figures.ivaCents,
        total: figures.totalCents,
      })
      const stage = stages.get(row.applicationId)
      if (stage === 'contrato' || stage === 'fondeo') expect(row.status).toBe('pending')
      else expect(['payable', 'paid']).toContain(row.status)
    }
  })
})

describe('commission rules', () => {
  it('the administrator changes a rule with its version; stale 409; others 403; bad bounds 400', async () => {
    const listed = (await as('admin', 'GET', commissionPaths.rules)).json()
    const broker = listed.rules.find((rule: { allyType: string }) => rule.allyType === 'Broker')
    const url = fill(commissionPaths.rule, { allyType: 'Broker' })
    const body = {
      rateBps: 125,
      minimumCents: 100_000,
      maximumCents: 900_000,
      active: true,
      version: broker.version,
    }
    expect((await as('comite', 'PUT', url, body)).statusCode).toBe(403)
    const before = await auditCount('commission_rule.update')
    const saved = await as('admin', 'PUT', url, body)
    expect(saved.statusCode).toBe(200)
    expect(saved.json()).toMatchObject({ rateBps: 125, version: broker.version + 1 })
    expect(await auditCount('commission_rule.update')).toBe(before + 1)
    expect((await as('admin', 'PUT', url, body)).statusCode).toBe(409)
    const bad = await as('admin', 'PUT', url, {
      ...body,
      rateBps: 2.5,
      maximumCents: 50_000,
      version: broker.version + 1,
    })
    expect(bad.statusCode).toBe(400)
    expect(Object.keys(bad.json().errors)).toEqual(expect.arrayContaining(['rateBps']))
    const bounds = await as('admin', 'PUT', url, {
      ...body,
      maximumCents: 50_000,
      version: broker.version + 1,
    })
    expect(bounds.json().errors).toEqual({ maximumCents: ['max_below_min'] })
    expect(
      (await as('admin', 'PUT', fill(commissionPaths.rule, { allyType: 'Nave espacial' }), body)).statusCode,
    ).toBe(404)
  })
})

describe('the commission follows the application', () => {
  it('is recorded pending on the authorised amount when terms go to contract, payable when funded', async () => {
    const [app] = await appsIn(['autorizacion'])
    const terms = await authorisedTermsOf(t.database.db, app!.id)
    await t.database.db.transaction((tx) =>
      announceStageEntry(tx, { application: app!, from: 'autorizacion', to: 'contrato' }),
    )
    const [ally] = await t.database.db.select().from(allies).where(eq(allies.id, app!.allyId))
    const [rule] = await t.database.db
      .select()
      .from(commissionRules)
      .where(eq(commissionRules.allyType, ally!.type))
    const financed = terms?.amountCents ?? app!.requestedAmountCents
    const pending = await commissionOf(app!.id)
    expect(pending).toMatchObject({
      status: 'pending',
      financedCents: financed,
      totalCents: commissionFigures(financed, rule!).totalCents,
    })
    await t.database.db.transaction((tx) =>
      announceStageEntry(tx, { application: { ...app!, stage: 'fondeo' }, from: 'fondeo', to: 'poliza' }),
    )
    expect(await commissionOf(app!.id)).toMatchObject({ status: 'payable', totalCents: pending!.totalCents })
  })

  it('is not earned when the application is cancelled before funding', async () => {
    const pending = await t.database.db.select().from(commissions).where(eq(commissions.status, 'pending'))
    const [app] = (await appsIn(['fondeo', 'contrato'])).filter((row) =>
      pending.some((c) => c.applicationId === row.id),
    )
    await t.database.db.transaction((tx) =>
      announceStageEntry(tx, { application: app!, from: app!.stage, to: 'cancelada' }),
    )
    expect((await commissionOf(app!.id))?.status).toBe('cancelled')
  })
})

describe('paying a commission', () => {
  it('records date and reference once, only when payable, with the version', async () => {
    const [payable] = await t.database.db
      .select()
      .from(commissions)
      .where(eq(commissions.status, 'payable'))
      .limit(1)
    const url = fill(commissionPaths.payment, { id: payable!.id })
    const body = { paidOn: '2026-11-20', reference: 'SPEI-998877', version: payable!.version }
    expect((await as('comite', 'POST', url, body)).statusCode).toBe(403)
    expect((await as('admin', 'POST', url, { ...body, version: payable!.version + 3 })).statusCode).toBe(409)
    const paid = await as('admin', 'POST', url, body)
    expect(paid.statusCode).toBe(200)
    expect(paid.json() as Commission).toMatchObject({
      status: 'paid',
      paidOn: '2026-11-20',
      paymentReference: 'SPEI-998877',
    })
    const again = await as('admin', 'POST', url, { ...body, version: payable!.version + 1 })
    expect(again.statusCode).toBe(409)
    expect(again.json().code).toBe('commission_not_payable')
    const [pending] = await t.database.db
      .select()
      .from(commissions)
      .where(eq(commissions.status, 'pending'))
      .limit(1)
    const early = await as('admin', 'POST', fill(commissionPaths.payment, { id: pending!.id }), {
      ...body,
      version: pending!.version,
    })
    expect(early.statusCode).toBe(409)
    const bad = await as('admin', 'POST', url, { paidOn: '2026-13-01', reference: '', version: 'x' })
    expect(Object.keys(bad.json().errors)).toEqual(expect.arrayContaining(['paidOn', 'reference', 'version']))
  })

  it('refuses a payment dated after today (Mexico City) with 400 on paidOn and writes nothing', async () => {
    const [payable] = await t.database.db
      .select()
      .from(commissions)
      .where(eq(commissions.status, 'payable'))
      .limit(1)
    const url = fill(commissionPaths.payment, { id: payable!.id })
    const tomorrow = new Date(Date.parse(`${businessToday()}T12:00:00Z`) + 86_400_000)
      .toISOString()
      .slice(0, 10)
    const future = await as('admin', 'POST', url, {
      paidOn: tomorrow,
      reference: 'SPEI-1',
      version: payable!.version,
    })
    expect(future.statusCode).toBe(400)
    expect(future.json().errors).toEqual({ paidOn: ['date_in_future'] })
    const [after] = await t.database.db.select().from(commissions).where(eq(commissions.id, payable!.id))
    expect(after).toMatchObject({ status: 'payable', version: payable!.version, paidOn: null })
  })

  it('the list filters by status, sums the whole filter and respects the row scope', async () => {
    const all = (await as('admin', 'GET', `${commissionPaths.list}?status=payable&itemsPerPage=100`)).json()
    expect(all.items.every((item: Commission) => item.status === 'payable')).toBe(true)
    expect(all.sumCents).toBe(all.items.reduce((sum: number, item: Commission) => sum + item.totalCents, 0))
    expect((await as('scoped', 'GET', commissionPaths.list)).json().total).toBe(0)
    expect((await as('analista', 'GET', commissionPaths.list)).statusCode).toBe(403)
  })
})

describe('the partners tab', () => {
  it('shows the ally, its people and the recorded commission, or the projection of the rule', async () => {
    const [withCommission] = await appsIn(['activo'])
    const shown = (await as('admin', 'GET', partnersUrl(withCommission!))).json() as ApplicationPartners
    expect(shown.ally.id).toBe(withCommission!.allyId)
    expect(shown.supervisor?.email).toContain('@')
    expect(shown.commission?.application.id).toBe(withCommission!.id)
    expect(shown.projection).toBeNull()
    const [early] = await appsIn(['analisis'])
    const projected = (await as('admin', 'GET', partnersUrl(early!))).json() as ApplicationPartners
    expect(projected.commission).toBeNull()
    expect(projected.projection).toMatchObject({
      financedCents: early!.requestedAmountCents,
      totalCents: commissionFigures(early!.requestedAmountCents, projected.rule!).totalCents,
    })
  })

  it('needs read partners and the row scope', async () => {
    const [app] = await appsIn(['analisis'])
    expect((await as('analista', 'GET', partnersUrl(app!))).statusCode).toBe(403)
    expect((await as('scoped', 'GET', partnersUrl(app!))).statusCode).toBe(404)
    // The seller (read partners, own allies) opens the partners tab of an application of their allies.
    const mine = (await as('ventas', 'GET', '/api/v1/credit-applications?itemsPerPage=5')).json().items[0]
    expect((await as('ventas', 'GET', partnersUrl({ product: mine.product, id: mine.id }))).statusCode).toBe(
      200,
    )
  })
})

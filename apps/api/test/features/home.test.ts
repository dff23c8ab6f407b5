import { and, eq, inArray, isNull, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { businessDayOf, homePaths, type HomeCard, type HomeResponse } from '@mesa/contracts'
import {
  accountingPeriods,
  committeeDecisions,
  committeeVotes,
  creditApplications,
  invoices,
  journalEntries,
  pldAlerts,
  roles,
  visitBookings,
} from '../../src/db/schema'
import { businessDateOf } from '../../src/features/business-date'
import { createTestApp, type TestApp } from '../helpers/test-app'
import { createUserWithRules } from '../helpers/users'

/*
 * Issue 38: each role lands on its own work. GET /api/v1/home answers the cards the person's rules give them,
 * each count within their row scope. The figures below are the demo seed's (fixed faker seed, dates relative
 * to now): they were counted by hand on the seeded database and are re-derived here from the tables.
 */

let t: TestApp
const db = () => t.database.db

async function homeOf(email: string, password: string) {
  const session = await t.login(email, password)
  const response = await t.as(session.accessToken, { method: 'GET', url: homePaths.home })
  expect(response.statusCode).toBe(200)
  return { userId: session.userData.id, cards: (response.json() as HomeResponse).cards }
}
const kinds = (cards: HomeCard[]) => cards.map((card) => card.kind)
const cardOf = (cards: HomeCard[], kind: HomeCard['kind']) => cards.find((card) => card.kind === kind)!
const inProgress = [
  'captura',
  'analisis',
  'validacion',
  'visita',
  'deliberacion',
  'autorizacion',
  'contrato',
  'fondeo',
  'poliza',
] as const

beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => {
  await t?.close()
})

describe('GET /api/v1/home', () => {
  it('the administrator gets the overview: 230 in progress, 125 unowned, 40 active loans', async () => {
    const { cards } = await homeOf('admin@demo.com', 'admin')
    expect(kinds(cards)).toEqual(['overview'])
    const figures = Object.fromEntries(cardOf(cards, 'overview').figures!.map((f) => [f.key, f.count]))
    expect(figures).toMatchObject({ inProgress: 230, unassigned: 125, activeLoans: 40 })
    expect(await db().$count(creditApplications, inArray(creditApplications.stage, [...inProgress]))).toBe(
      230,
    )
    expect(await db().$count(creditApplications, eq(creditApplications.stage, 'activo'))).toBe(40)
  })

  it('the analyst: 12 of theirs in análisis/visita, 26 unowned there, oldest first', async () => {
    const { userId, cards } = await homeOf('analista@demo.com', 'analista')
    expect(kinds(cards)).toEqual(['myQueue', 'toTake'])
    const mine = cardOf(cards, 'myQueue')
    expect(mine.count).toBe(12)
    expect(
      await db().$count(
        creditApplications,
        and(
          eq(creditApplications.ownerUserId, userId),
          inArray(creditApplications.stage, ['analisis', 'visita']),
        ),
      ),
    ).toBe(12)
    expect(cardOf(cards, 'toTake').count).toBe(26)
    expect(mine.rows).toHaveLength(5)
    const times = mine.rows.map((row) => row.at)
    expect([...times].sort()).toEqual(times)
  })

  it('the control desk: its validación queue, 13 of theirs and 13 unowned', async () => {
    const { cards } = await homeOf('mesa@demo.com', 'mesa-control')
    expect(kinds(cards)).toEqual(['myQueue', 'toTake'])
    expect(cardOf(cards, 'myQueue').count).toBe(13)
    expect(cardOf(cards, 'toTake').count).toBe(13)
    expect(
      await db().$count(
        creditApplications,
        and(isNull(creditApplications.ownerUserId), eq(creditApplications.stage, 'validacion')),
      ),
    ).toBe(13)
    expect(cardOf(cards, 'toTake').rows.every((row) => row.stage === 'validacion')).toBe(true)
  })

  it('the committee member: the 8 deliberations without a decision or their vote', async () => {
    const { userId, cards } = await homeOf('comite@demo.com', 'comite')
    expect(kinds(cards)).toEqual(['myQueue', 'toTake', 'pendingVotes'])
    const votes = cardOf(cards, 'pendingVotes')
    expect(votes.count).toBe(8)
    const owed = await db()
      .select({ id: creditApplications.id })
      .from(creditApplications)
      .where(
        and(
          eq(creditApplications.stage, 'deliberacion'),
          sql`not exists (select 1 from ${committeeDecisions} d where d.application_id = ${creditApplications.id})`,
          sql`not exists (select 1 from ${committeeVotes} v where v.application_id = ${creditApplications.id} and v.voter_user_id = ${userId})`,
        ),
      )
    expect(owed).toHaveLength(8)
    expect(votes.rows.every((row) => owed.some((app) => app.id === row.applicationId))).toBe(true)
  })

  it("the field agent: today's live visits, a late report counted as overdue, nothing of the queues", async () => {
    const { userId, cards } = await homeOf('visitador@demo.com', 'visitador')
    expect(kinds(cards)).toEqual(['visitsToday'])
    const live = await db()
      .select()
      .from(visitBookings)
      .where(
        and(
          eq(visitBookings.agentUserId, userId),
          inArray(visitBookings.status, ['scheduled', 'rescheduled']),
        ),
      )
    const today = businessDayOf(new Date())
    const visits = cardOf(cards, 'visitsToday')
    expect(visits.count).toBe(live.filter((b) => businessDayOf(b.startsAt) === today).length)
    expect(visits.overdue).toBe(live.filter((b) => b.endsAt.getTime() < Date.now()).length)
    expect(visits.rows.length).toBe(Math.min(5, live.length))
    expect(visits.rows.every((row) => row.bookingId && row.address)).toBe(true)
  })

  it("the seller: their allies' 27 applications in progress, newest first, and their captura queue", async () => {
    const { cards } = await homeOf('ventas@demo.com', 'ventas')
    expect(kinds(cards)).toEqual(['myQueue', 'toTake', 'myApplications'])
    const mine = cardOf(cards, 'myApplications')
    expect(mine.count).toBe(27)
    expect(cardOf(cards, 'myQueue').rows.every((row) => row.stage === 'captura')).toBe(true)
  })

  it('the collector: their arrears, with the seed’s one call today, one promise due today and one broken', async () => {
    const { cards } = await homeOf('cobranza@demo.com', 'cobranza')
    expect(kinds(cards)).toEqual(['arrears'])
    const arrears = cardOf(cards, 'arrears')
    expect(arrears.count).toBeGreaterThan(0)
    expect(arrears.figures).toEqual([
      { key: 'contactedToday', count: 1 },
      { key: 'promisesDueToday', count: 1 },
      { key: 'promisesBroken', count: 1 },
    ])
  })

  it('the compliance officer: the alerts open and escalated, as the queue holds them', async () => {
    const { cards } = await homeOf('cumplimiento@demo.com', 'cumplimiento')
    const open = await db().$count(pldAlerts, eq(pldAlerts.status, 'open'))
    const escalated = await db().$count(pldAlerts, eq(pldAlerts.status, 'escalated'))
    // The demo's UIF list holds one captured applicant's name with a typo: one open alert at least.
    expect(open).toBeGreaterThan(0)
    expect(cardOf(cards, 'compliance')).toMatchObject({
      count: open,
      figures: [
        { key: 'alertsOpen', count: open },
        { key: 'alertsEscalated', count: escalated },
      ],
    })
  })

  it('the invoicing desk: past-due invoices to chase and drafts not sent (it had no home: every screen refused)', async () => {
    const { cards } = await homeOf('facturacion@demo.com', 'facturacion')
    const live = isNull(invoices.deletedAt)
    const pastDue = await db().$count(invoices, and(live, eq(invoices.status, 'Past Due')))
    const drafts = await db().$count(invoices, and(live, eq(invoices.status, 'Draft')))
    expect(kinds(cards)).toEqual(['invoicing'])
    expect(cardOf(cards, 'invoicing').figures).toEqual([
      { key: 'invoicesPastDue', count: pastDue },
      { key: 'invoicesDraft', count: drafts },
    ])
  })

  it('the accountant: the past months with entries not closed yet', async () => {
    const { cards } = await homeOf('contabilidad@demo.com', 'contabilidad')
    const month = (await businessDateOf(db())).slice(0, 7)
    const posted = await db().selectDistinct({ period: journalEntries.period }).from(journalEntries)
    const closed = new Set(
      (await db().select().from(accountingPeriods).where(eq(accountingPeriods.status, 'closed'))).map(
        (row) => row.period,
      ),
    )
    const toClose = posted.filter((row) => row.period < month && !closed.has(row.period)).length
    // The demo posts months of history before the business date's.
    expect(toClose).toBeGreaterThan(0)
    expect(cardOf(cards, 'books').figures).toEqual([{ key: 'monthsToClose', count: toClose }])
  })

  it('a role scoped to its allies counts only its own alerts and gets no books card (head-office records)', async () => {
    const scoped = await createUserWithRules(db(), [
      { action: 'update', subject: 'pld' },
      { action: 'read', subject: 'pld' },
      { action: 'manage', subject: 'accounting' },
    ])
    await db().update(roles).set({ scope: 'own-allies' }).where(eq(roles.id, scoped.roleId))
    const { cards } = await homeOf(scoped.email, scoped.password)
    // Linked to no dealership: none of the demo's alerts is theirs.
    expect(cardOf(cards, 'compliance').figures).toEqual([
      { key: 'alertsOpen', count: 0 },
      { key: 'alertsEscalated', count: 0 },
    ])
    expect(kinds(cards)).not.toContain('books')
  })

  it("the spec's client gets no cards", async () => {
    expect((await homeOf('client@demo.com', 'client')).cards).toEqual([])
  })

  it('refuses an anonymous caller', async () => {
    expect((await t.app.inject({ method: 'GET', url: homePaths.home })).statusCode).toBe(401)
  })
})

import { and, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { paymentCapacityPaths } from '@mesa/contracts'
import {
  auditEvents,
  automatedChecks,
  blacklistEntries,
  creditApplications,
  incomeMatrices,
  visitBookings,
} from '../../src/db/schema'
import { useTestApp } from '../helpers/use-test-app'

/*
 * Issue 30: "The field agent (visitador) works the whole análisis stage: clears a blacklisted CURP, overrides
 * failed checks, rewrites accepted income, advances the application." Field visits have their own subject
 * now (field_visit); the visitador reads and updates it and holds nothing of análisis. Each refusal is a 403
 * with nothing written; the agent still reads what the visit needs.
 */

let agent: string
let agentId: number
const db = () => t.database.db
type Row = typeof creditApplications.$inferSelect
let barred: Row
let inVisita: Row

const base = (row: Row) => `/api/v1/credit-applications/${row.product}/${row.id}`
const auditCount = (row: Row) =>
  db().$count(
    auditEvents,
    and(eq(auditEvents.entityType, 'credit_application'), eq(auditEvents.entityId, String(row.id))),
  )
const versionOf = async (row: Row) =>
  (await db().select().from(creditApplications).where(eq(creditApplications.id, row.id)))[0]!

const t = useTestApp(180_000)
beforeAll(async () => {
  const session = await t.login('visitador@demo.com', 'visitador')
  agent = session.accessToken
  agentId = session.userData.id
  // The seed bars the CURP of an application in análisis: its blacklist check failed.
  const [failing] = await db()
    .select({ applicationId: automatedChecks.applicationId })
    .from(automatedChecks)
    .innerJoin(creditApplications, eq(creditApplications.id, automatedChecks.applicationId))
    .where(
      and(
        eq(automatedChecks.name, 'blacklist'),
        eq(automatedChecks.status, 'failed'),
        eq(creditApplications.stage, 'analisis'),
      ),
    )
    .limit(1)
  barred = (
    await db().select().from(creditApplications).where(eq(creditApplications.id, failing!.applicationId))
  )[0]!
  // An application in visita with a live visit of this agent.
  const [booking] = await db()
    .select({ applicationId: visitBookings.applicationId })
    .from(visitBookings)
    .innerJoin(creditApplications, eq(creditApplications.id, visitBookings.applicationId))
    .where(
      and(
        eq(visitBookings.agentUserId, agentId),
        eq(visitBookings.status, 'scheduled'),
        eq(creditApplications.stage, 'visita'),
      ),
    )
    .limit(1)
  inVisita = (
    await db().select().from(creditApplications).where(eq(creditApplications.id, booking!.applicationId))
  )[0]!
}, 180_000)

describe('the field agent holds nothing of análisis (403, nothing written)', () => {
  it('cannot override a failed check, nor run the checks again', async () => {
    const [check] = await db()
      .select()
      .from(automatedChecks)
      .where(and(eq(automatedChecks.applicationId, barred.id), eq(automatedChecks.name, 'blacklist')))
    const before = await auditCount(barred)
    const override = await t.as(agent, {
      method: 'POST',
      url: `${base(barred)}/checks/blacklist/override`,
      payload: { reason: 'Homónimo, lo conozco', version: check!.version },
    })
    expect(override.statusCode).toBe(403)
    const rerun = await t.as(agent, { method: 'POST', url: `${base(barred)}/checks/runs`, payload: {} })
    expect(rerun.statusCode).toBe(403)
    const [after] = await db().select().from(automatedChecks).where(eq(automatedChecks.id, check!.id))
    expect(after).toMatchObject({
      status: 'failed',
      overrideReason: null,
      version: check!.version,
      run: check!.run,
    })
    expect(await auditCount(barred)).toBe(before)
  })

  it('cannot clear a blacklisted CURP: neither remove the entry nor add one', async () => {
    const [entry] = await db().select().from(blacklistEntries).where(eq(blacklistEntries.value, barred.curp))
    expect(entry).toBeDefined()
    const removed = await t.as(agent, { method: 'DELETE', url: `/api/v1/blacklist/${entry!.id}` })
    expect(removed.statusCode).toBe(403)
    const added = await t.as(agent, {
      method: 'POST',
      url: '/api/v1/blacklist',
      payload: { kind: 'phone', value: '5599990000', reason: 'Prueba del visitador' },
    })
    expect(added.statusCode).toBe(403)
    expect(await db().$count(blacklistEntries, eq(blacklistEntries.id, entry!.id))).toBe(1)
    expect(await db().$count(blacklistEntries, eq(blacklistEntries.value, '5599990000'))).toBe(0)
  })

  it('cannot change the income matrix (the accepted income)', async () => {
    const url = paymentCapacityPaths.capacity
      .replace(':origin', inVisita.product)
      .replace(':id', String(inVisita.id))
    const before = await db()
      .select()
      .from(incomeMatrices)
      .where(eq(incomeMatrices.applicationId, inVisita.id))
    const response = await t.as(agent, {
      method: 'PUT',
      url,
      payload: {
        version: before[0]?.version ?? null,
        months: ['2026-08', '2026-07', '2026-06'],
        sources: [
          { kind: 'payroll', description: 'Nómina', amountsCents: [30_000_000, 30_000_000, 30_000_000] },
        ],
        acceptedIncomeCents: 30_000_000,
        householdExpensesCents: 0,
        note: 'Ingreso multiplicado',
      },
    })
    expect(response.statusCode).toBe(403)
    expect(
      await db().select().from(incomeMatrices).where(eq(incomeMatrices.applicationId, inVisita.id)),
    ).toEqual(before)
  })

  it('cannot advance or return the application, in análisis or in visita', async () => {
    for (const row of [barred, inVisita]) {
      const before = await versionOf(row)
      for (const payload of [
        { transition: 'advance', version: before.version, data: { opinion: 'Sin objeciones' } },
        { transition: 'return', version: before.version, reason: 'Regresar a captura' },
      ]) {
        const moved = await t.as(agent, { method: 'POST', url: `${base(row)}/transitions`, payload })
        expect(moved.statusCode, `${row.stage} ${payload.transition}: ${moved.body}`).toBe(403)
      }
      const after = await versionOf(row)
      expect([after.stage, after.version]).toEqual([before.stage, before.version])
    }
  })

  it('cannot edit the sections of the file (address, work, finance)', async () => {
    for (const row of [barred, inVisita]) {
      const before = await versionOf(row)
      for (const [section, data] of [
        ['address', { ...(before.address as object), street: 'Calle Inventada' }],
        ['work', { ...(before.work as object), employer: 'Empresa Inventada' }],
        ['finance', { monthlyIncomeCents: 99_000_00, monthlyExpensesCents: 1_00 }],
      ] as const) {
        const edited = await t.as(agent, {
          method: 'PATCH',
          url: `${base(row)}/sections/${section}`,
          payload: { data, version: before.version },
        })
        expect(edited.statusCode, `${row.stage} ${section}: ${edited.body}`).toBe(403)
      }
      const after = await versionOf(row)
      expect(after.version).toBe(before.version)
      expect(after.address).toEqual(before.address)
      expect(after.finance).toEqual(before.finance)
    }
  })

  it('does not read the bureau report nor the checks any more', async () => {
    expect((await t.as(agent, { method: 'GET', url: `${base(barred)}/bureau` })).statusCode).toBe(403)
    expect((await t.as(agent, { method: 'GET', url: `${base(barred)}/checks` })).statusCode).toBe(403)
  })
})

describe('the field agent still works their visits', () => {
  it('reads the agenda with the applicant’s name, address and phone, and the visit in the file', async () => {
    const mine = await t.as(agent, { method: 'GET', url: '/api/v1/field-visits/mine' })
    expect(mine.statusCode, mine.body).toBe(200)
    const visit = mine
      .json()
      .bookings.find((booking: { application: { id: number } }) => booking.application.id === inVisita.id)
    expect(visit.application).toMatchObject({
      applicantName: inVisita.applicantName,
      phone: (inVisita.applicant as { mobilePhone: string }).mobilePhone,
    })
    expect(visit.address.length).toBeGreaterThan(10)
    const detail = await t.as(agent, { method: 'GET', url: `/api/v1/field-visits/bookings/${visit.id}` })
    expect(detail.statusCode).toBe(200)
    const tab = await t.as(agent, { method: 'GET', url: `${base(inVisita)}/field-visit` })
    expect(tab.statusCode, tab.body).toBe(200)
    expect(
      tab.json().requests.flatMap((request: { visits: unknown[] }) => request.visits).length,
    ).toBeGreaterThan(0)
  })

  it('the analysts keep everything they had: coordinating visits and the análisis stage', async () => {
    const analyst = (await t.login('analista@demo.com', 'analista')).accessToken
    expect((await t.as(analyst, { method: 'GET', url: '/api/v1/field-visits/requests' })).statusCode).toBe(
      200,
    )
    expect((await t.as(analyst, { method: 'GET', url: `${base(barred)}/checks` })).statusCode).toBe(200)
    expect((await t.as(agent, { method: 'GET', url: '/api/v1/field-visits/requests' })).statusCode).toBe(403)
  })
})

import { and, eq, inArray } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { vehiclePaths, type Stage } from '@mesa/contracts'
import {
  auditEvents,
  creditApplications,
  fundingDisbursements,
  vinLinks,
  vinRecords,
} from '../../src/db/schema'
import { useTestApp } from '../helpers/use-test-app'
import { demoTokens } from '../helpers/demo-sign-in'

/*
 * Issue 30: "The VIN of a funded, active loan can be unlinked and linked to another application with no
 * double-financing alert." Now the VIN of a loan whose money went out stays linked (409 vin_financed), and a
 * VIN held by an active loan is not linked to another application (409 vin_double_financing); a file that
 * shares its VIN with a loan disbursed meanwhile is held before fondeo.
 */

let mesa: string
let admin: string
const db = () => t.database.db
type App = { id: number; product: string; folio: number; stage: string }

const vinUrl = (app: App) =>
  vehiclePaths.applicationVin.replace(':origin', app.product).replace(':id', String(app.id))
const audits = (action: string, entityId: number) =>
  db()
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.action, action), eq(auditEvents.entityId, String(entityId))))
const linkOf = async (app: App) =>
  (await db().select().from(vinLinks).where(eq(vinLinks.applicationId, app.id)))[0] ?? null

/** Applications of these stages with a VIN linked, with their record. */
async function linkedIn(stages: Stage[]) {
  return db()
    .select({
      id: creditApplications.id,
      product: creditApplications.product,
      folio: creditApplications.folio,
      stage: creditApplications.stage,
      recordId: vinLinks.vinRecordId,
      vin: vinRecords.vin,
      make: vinRecords.make,
      model: vinRecords.model,
    })
    .from(creditApplications)
    .innerJoin(vinLinks, eq(vinLinks.applicationId, creditApplications.id))
    .innerJoin(vinRecords, eq(vinRecords.id, vinLinks.vinRecordId))
    .where(inArray(creditApplications.stage, stages))
    .orderBy(creditApplications.id)
}

async function capturedWithoutVin(): Promise<App[]> {
  const linked = new Set((await db().select().from(vinLinks)).map((link) => link.applicationId))
  const rows = await db()
    .select({
      id: creditApplications.id,
      product: creditApplications.product,
      folio: creditApplications.folio,
      stage: creditApplications.stage,
    })
    .from(creditApplications)
    .where(eq(creditApplications.stage, 'captura'))
    .orderBy(creditApplications.id)
  return rows.filter((row) => !linked.has(row.id))
}

const t = useTestApp(180_000)
beforeAll(async () => {
  ;[mesa, admin] = await demoTokens(t, ['mesa', 'admin'])
}, 180_000)

describe('the VIN of a loan whose money went out stays linked', () => {
  it('unlinking the VIN of an active loan answers 409 vin_financed and writes nothing', async () => {
    const [active] = await linkedIn(['activo'])
    expect(active).toBeDefined()
    const before = await audits('vin.unlink', active!.id)
    const refused = await t.as(mesa, { method: 'DELETE', url: vinUrl(active!) })
    expect(refused.statusCode, refused.body).toBe(409)
    expect(refused.json().code).toBe('vin_financed')
    expect((await linkOf(active!))?.vinRecordId).toBe(active!.recordId)
    expect(await audits('vin.unlink', active!.id)).toHaveLength(before.length)
    // Not even an administrator moves a loan's collateral.
    const byAdmin = await t.as(admin, { method: 'DELETE', url: vinUrl(active!) })
    expect(byAdmin.statusCode).toBe(409)
  })

  it('a file in fondeo whose disbursement is recorded keeps its VIN too', async () => {
    const disbursed = new Set(
      (await db().select({ id: fundingDisbursements.applicationId }).from(fundingDisbursements)).map(
        (row) => row.id,
      ),
    )
    const inFondeo = (await linkedIn(['fondeo'])).find((row) => disbursed.has(row.id))
    // The demo seeds files in fondeo whose disbursement is recorded (waiting to advance).
    expect(inFondeo).toBeDefined()
    if (!inFondeo) return
    const refused = await t.as(mesa, { method: 'DELETE', url: vinUrl(inFondeo) })
    expect(refused.statusCode, refused.body).toBe(409)
    expect(refused.json().code).toBe('vin_financed')
    expect(await linkOf(inFondeo)).not.toBeNull()
  })

  it('relinking an active loan to another VIN answers 409 vin_financed', async () => {
    const [active] = await linkedIn(['activo'])
    const other = (await linkedIn(['captura', 'analisis'])).find((row) => row.recordId !== active!.recordId)!
    const refused = await t.as(mesa, {
      method: 'PUT',
      url: vinUrl(active!),
      payload: { vin: other.vin, make: other.make, model: other.model },
    })
    expect(refused.statusCode, refused.body).toBe(409)
    expect((await linkOf(active!))?.vinRecordId).toBe(active!.recordId)
  })
})

describe('a VIN held by an active loan is not financed again', () => {
  it('the issue’s example: the active loan’s VIN linked to another application answers 409 vin_double_financing, nothing written', async () => {
    const [active] = await linkedIn(['activo'])
    const [target] = await capturedWithoutVin()
    const linksBefore = await db().$count(vinLinks)
    const refused = await t.as(mesa, {
      method: 'PUT',
      url: vinUrl(target!),
      payload: { vin: active!.vin, make: active!.make, model: active!.model },
    })
    expect(refused.statusCode, refused.body).toBe(409)
    expect(refused.json().code).toBe('vin_double_financing')
    expect(await linkOf(target!)).toBeNull()
    expect(await db().$count(vinLinks)).toBe(linksBefore)
    expect(await audits('vin.link', target!.id)).toHaveLength(0)
  })

  it('a paid-off loan releases its vehicle: its VIN may finance a new application', async () => {
    const [paidOff] = await linkedIn(['liquidada'])
    expect(paidOff).toBeDefined()
    if (!paidOff) return
    const [, target] = await capturedWithoutVin()
    const linked = await t.as(mesa, {
      method: 'PUT',
      url: vinUrl(target!),
      payload: { vin: paidOff.vin, make: paidOff.make, model: paidOff.model },
    })
    expect(linked.statusCode, linked.body).toBe(200)
    expect((await linkOf(target!))?.vinRecordId).toBe(paidOff.recordId)
  })

  it('a file in contrato sharing its VIN with a loan disbursed meanwhile is held before fondeo', async () => {
    const [active] = await linkedIn(['activo'])
    const [contract] = await linkedIn(['contrato'])
    expect(contract).toBeDefined()
    const base = `/api/v1/credit-applications/${contract!.product}/${contract!.id}`
    const gatesOf = async () =>
      (await t.as(admin, { method: 'GET', url: base }))
        .json()
        .allowedTransitions.find((option: { transition: string }) => option.transition === 'advance')
        .blockedBy as string[]
    expect(await gatesOf()).not.toContain('vin_not_financed')
    // Linked while both were in process (allowed then, with the alert); the other one was disbursed since.
    await db()
      .update(vinLinks)
      .set({ vinRecordId: active!.recordId })
      .where(eq(vinLinks.applicationId, contract!.id))
    expect(await gatesOf()).toContain('vin_not_financed')
    await db()
      .update(vinLinks)
      .set({ vinRecordId: contract!.recordId })
      .where(eq(vinLinks.applicationId, contract!.id))
  })
})

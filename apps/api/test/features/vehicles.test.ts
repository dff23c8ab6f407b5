import { and, eq, inArray, notInArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { analyseVin, vehiclePaths, vinCheckDigit, type ApplicationVin, type VinRecord } from '@mesa/contracts'
import {
  auditEvents,
  creditApplications,
  roles,
  vehiclePurchases,
  vinLinks,
  vinRecords,
} from '../../src/db/schema'
import { createTestApp, type TestApp } from '../helpers/test-app'
import { createUserWithRules } from '../helpers/users'

let t: TestApp
const tokens: Record<string, string> = {}
type App = { id: number; product: 'auto' | 'seminuevo' | 'moto'; folio: number; stage: string }

const fill = (path: string, params: Record<string, string | number>) =>
  path.replace(/:(\w+)/g, (_, name: string) => String(params[name]))
const as = (who: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.as(tokens[who]!, { method, url, ...(payload ? { payload } : {}) })
const vinUrl = (app: App) => fill(vehiclePaths.applicationVin, { origin: app.product, id: app.id })
const purchaseUrl = (app: App) => fill(vehiclePaths.applicationPurchase, { origin: app.product, id: app.id })

/** A valid North American VIN of model year 2026 with a unique serial. */
let serial = 500_000
function freshVin(wmi = '3N1') {
  serial += 1
  const draft = `${wmi}CN8AP0T${String.fromCharCode(65 + (serial % 20)).replace(/[IOQ]/, 'A')}${serial}`
  return `${draft.slice(0, 8)}${vinCheckDigit(draft)}${draft.slice(9)}`
}
const recordBody = (vin: string) => ({
  vin,
  make: 'Nissan',
  model: 'Versa',
  version: 'Advance',
  colour: 'Gris',
})
const auditCount = (action: string) => t.database.db.$count(auditEvents, eq(auditEvents.action, action))

/** Seeded applications without a VIN link, by stage. */
async function unlinked(stages: string[]) {
  const rows = await t.database.db
    .select({
      id: creditApplications.id,
      product: creditApplications.product,
      folio: creditApplications.folio,
      stage: creditApplications.stage,
    })
    .from(creditApplications)
    .where(inArray(creditApplications.stage, stages as never))
    .orderBy(creditApplications.id)
  const linked = new Set((await t.database.db.select().from(vinLinks)).map((link) => link.applicationId))
  return rows.filter((row) => !linked.has(row.id)) as App[]
}

/** Seeded applications without a purchase, by stage. */
async function withoutPurchase(stages: string[]) {
  const rows = await t.database.db
    .select({
      id: creditApplications.id,
      product: creditApplications.product,
      folio: creditApplications.folio,
      stage: creditApplications.stage,
    })
    .from(creditApplications)
    .where(inArray(creditApplications.stage, stages as never))
    .orderBy(creditApplications.id)
  const bought = new Set(
    (await t.database.db.select().from(vehiclePurchases)).map((row) => row.applicationId),
  )
  return rows.filter((row) => !bought.has(row.id)) as App[]
}

beforeAll(async () => {
  t = await createTestApp()
  for (const [who, email, password] of [
    ['admin', 'admin@demo.com', 'admin'],
    ['mesa', 'mesa@demo.com', 'mesa-control'],
    ['analista', 'analista@demo.com', 'analista'],
    ['comite', 'comite@demo.com', 'comite'],
    ['ventas', 'ventas@demo.com', 'ventas'],
  ] as const)
    tokens[who] = (await t.login(email, password)).accessToken
  const scoped = await createUserWithRules(t.database.db, [
    { action: 'read', subject: 'vin' },
    { action: 'manage', subject: 'Admin' },
    { action: 'manage', subject: 'purchase' },
  ])
  await t.database.db.update(roles).set({ scope: 'own-allies' }).where(eq(roles.id, scoped.roleId))
  tokens.scoped = (await t.login(scoped.email, scoped.password)).accessToken
})
afterAll(() => t.close())

describe('seeded VIN records', () => {
  it('every application past captura has a valid VIN, one VIN is financed twice', async () => {
    const db = t.database.db
    const past = await db.$count(creditApplications, notInArray(creditApplications.stage, ['captura']))
    expect(await db.$count(vinLinks)).toBe(past)
    const records = await db.select({ vin: vinRecords.vin }).from(vinRecords)
    for (const { vin } of records) expect(analyseVin(vin).errors).toEqual([])
    const alerts = (await as('admin', 'GET', `${vehiclePaths.vins}?alert=true&itemsPerPage=100`)).json()
    expect(alerts.total).toBeGreaterThanOrEqual(1)
    expect(alerts.items.every((item: VinRecord) => item.doubleFinancing && item.liveApplications >= 2)).toBe(
      true,
    )
    expect(alerts.items[0].folios.length).toBeGreaterThanOrEqual(2)
  })

  it('purchases exist for every application past contrato', async () => {
    const db = t.database.db
    const funded = await db.$count(
      creditApplications,
      inArray(creditApplications.stage, ['fondeo', 'poliza', 'activo', 'liquidada']),
    )
    expect(await db.$count(vehiclePurchases)).toBe(funded)
  })
})

describe('adding and editing a VIN record', () => {
  it('decodes model year and manufacturer and audits the creation', async () => {
    const vin = freshVin()
    const before = await auditCount('vin.create')
    const created = await as('mesa', 'POST', vehiclePaths.vins, {
      ...recordBody(vin),
      invoiceValueCents: 35_000_000,
    })
    expect(created.statusCode).toBe(201)
    expect(created.json()).toMatchObject({
      vin,
      wmi: '3N1',
      manufacturer: 'Nissan Mexicana',
      region: 'north_america',
      modelYear: 2026,
      checkDigitWarning: false,
      invoiceValueCents: 35_000_000,
      doubleFinancing: false,
      recordVersion: 1,
    })
    expect(await auditCount('vin.create')).toBe(before + 1)
  })

  it('refuses a wrong North American check digit, naming the field, and writes nothing', async () => {
    const vin = freshVin()
    const wrong = `${vin.slice(0, 8)}${vin[8] === '1' ? '2' : '1'}${vin.slice(9)}`
    const before = await t.database.db.$count(vinRecords)
    const refused = await as('mesa', 'POST', vehiclePaths.vins, {
      ...recordBody(wrong),
      make: '',
      invoiceDate: 'x',
    })
    expect(refused.statusCode).toBe(400)
    expect(refused.json().errors).toMatchObject({
      vin: ['invalid_check_digit'],
      make: ['required'],
    })
    expect(refused.json().errors.invoiceDate).toContain('invalid_date')
    expect(await t.database.db.$count(vinRecords)).toBe(before)
  })

  it('keeps a non-North-American VIN with a wrong check digit, flagged as a warning', async () => {
    const created = await as('mesa', 'POST', vehiclePaths.vins, {
      ...recordBody('WVWZZZ1JZXW000777'),
      make: 'VW',
    })
    expect(created.statusCode).toBe(201)
    expect(created.json()).toMatchObject({
      region: 'europe',
      checkDigitWarning: true,
      manufacturer: 'Volkswagen (Alemania)',
    })
  })

  it('refuses a second record of the same VIN with 409', async () => {
    const vin = freshVin()
    expect((await as('mesa', 'POST', vehiclePaths.vins, recordBody(vin))).statusCode).toBe(201)
    const again = await as('mesa', 'POST', vehiclePaths.vins, recordBody(vin))
    expect(again.statusCode).toBe(409)
    expect(again.json()).toMatchObject({ code: 'duplicate_vin', errors: { vin: ['duplicate_vin'] } })
  })

  it('edits with the version and answers 409 to a stale one without writing', async () => {
    const created = (await as('mesa', 'POST', vehiclePaths.vins, recordBody(freshVin()))).json() as VinRecord
    const url = fill(vehiclePaths.vin, { id: created.id })
    const edited = await as('admin', 'PUT', url, {
      ...recordBody(created.vin),
      colour: 'Rojo',
      recordVersion: 1,
    })
    expect(edited.statusCode).toBe(200)
    expect(edited.json()).toMatchObject({ colour: 'Rojo', recordVersion: 2 })
    const stale = await as('admin', 'PUT', url, {
      ...recordBody(created.vin),
      colour: 'Azul',
      recordVersion: 1,
    })
    expect(stale.statusCode).toBe(409)
    expect((await as('admin', 'GET', url)).json().colour).toBe('Rojo')
    expect(await auditCount('vin.update')).toBeGreaterThanOrEqual(1)
  })
})

describe('permissions', () => {
  it('list needs read vin; add needs create Admin; edit needs update Admin', async () => {
    expect((await as('analista', 'GET', vehiclePaths.vins)).statusCode).toBe(200)
    expect((await as('analista', 'POST', vehiclePaths.vins, recordBody(freshVin()))).statusCode).toBe(403)
    expect((await as('comite', 'GET', vehiclePaths.vins)).statusCode).toBe(403)
    expect(
      (
        await as('analista', 'PUT', fill(vehiclePaths.vin, { id: 1 }), {
          ...recordBody(freshVin()),
          recordVersion: 1,
        })
      ).statusCode,
    ).toBe(403)
  })

  it('the purchase tab needs read purchase to read and update purchase to write', async () => {
    const [app] = await withoutPurchase(['contrato', 'autorizacion'])
    expect((await as('analista', 'GET', purchaseUrl(app!))).statusCode).toBe(403)
    expect(
      (
        await as('ventas', 'PUT', purchaseUrl(app!), {
          dealerInvoiceNumber: 'X',
          priceCents: 1,
          downPaymentCents: 0,
        })
      ).statusCode,
    ).toBe(403)
  })
})

describe('the file vin tab and double financing', () => {
  it('creates the record from the tab, then a second live application on the same VIN raises the alert', async () => {
    const [first, second] = await unlinked(['captura'])
    const start = (await as('mesa', 'GET', vinUrl(first!))).json() as ApplicationVin
    expect(start.record).toBeNull()
    expect(start.vehicle.make).toBeTruthy()
    const vin = freshVin()
    const linked = await as('mesa', 'PUT', vinUrl(first!), recordBody(vin))
    expect(linked.statusCode).toBe(200)
    expect(linked.json().record).toMatchObject({ vin, doubleFinancing: false, liveApplications: 1 })
    const alerts = await auditCount('vin.double_financing')
    const twice = (await as('mesa', 'PUT', vinUrl(second!), recordBody(vin))).json() as ApplicationVin
    expect(twice.record).toMatchObject({ vin, doubleFinancing: true, liveApplications: 2 })
    expect(twice.record!.applications.map((app) => app.folio).sort()).toEqual(
      [first!.folio, second!.folio].sort(),
    )
    expect(await auditCount('vin.double_financing')).toBe(alerts + 1)
    const listed = (await as('analista', 'GET', `${vehiclePaths.vins}?alert=true&q=${vin}`)).json()
    expect(listed.total).toBe(1)
  })

  it('a cancelled application no longer counts towards the alert', async () => {
    const [closed] = await t.database.db
      .select({ id: creditApplications.id, vin: vinRecords.vin })
      .from(creditApplications)
      .innerJoin(vinLinks, eq(vinLinks.applicationId, creditApplications.id))
      .innerJoin(vinRecords, eq(vinRecords.id, vinLinks.vinRecordId))
      .where(eq(creditApplications.stage, 'cancelada'))
      .limit(1)
    const [live] = (await unlinked(['captura'])).slice(-1)
    const both = (await as('mesa', 'PUT', vinUrl(live!), recordBody(closed!.vin))).json() as ApplicationVin
    expect(both.record).toMatchObject({ doubleFinancing: false, liveApplications: 1 })
    expect(both.record!.applications.find((app) => app.id === closed!.id)?.live).toBe(false)
  })

  it('linking an existing record needs update Admin, creating one create Admin', async () => {
    const [app] = (await unlinked(['captura'])).slice(-2)
    const creator = await createUserWithRules(t.database.db, [
      { action: 'read', subject: 'vin' },
      { action: 'create', subject: 'Admin' },
    ])
    const token = (await t.login(creator.email, creator.password)).accessToken
    const existing = (await as('mesa', 'POST', vehiclePaths.vins, recordBody(freshVin()))).json() as VinRecord
    const refused = await t.as(token, { method: 'PUT', url: vinUrl(app!), payload: recordBody(existing.vin) })
    expect(refused.statusCode).toBe(403)
    expect(await t.database.db.$count(vinLinks, eq(vinLinks.applicationId, app!.id))).toBe(0)
    const made = await t.as(token, { method: 'PUT', url: vinUrl(app!), payload: recordBody(freshVin()) })
    expect(made.statusCode).toBe(200)
  })
})

describe('row scope', () => {
  it('an ally-side user linked to no ally sees no VIN, no file tab, no record', async () => {
    const list = (await as('scoped', 'GET', `${vehiclePaths.vins}?itemsPerPage=100`)).json()
    expect(list.total).toBe(0)
    const [record] = await t.database.db.select({ id: vinRecords.id }).from(vinRecords).limit(1)
    expect((await as('scoped', 'GET', fill(vehiclePaths.vin, { id: record!.id }))).statusCode).toBe(404)
    const [app] = await unlinked(['captura'])
    expect((await as('scoped', 'GET', vinUrl(app!))).statusCode).toBe(404)
    expect((await as('scoped', 'GET', purchaseUrl(app!))).statusCode).toBe(404)
    expect((await as('scoped', 'PUT', vinUrl(app!), recordBody(freshVin()))).statusCode).toBe(404)
  })
})

describe('the purchase from the dealer', () => {
  it('records, shows the consistency with the amount financed, and refuses stale or inconsistent input', async () => {
    const [app] = await withoutPurchase(['deliberacion', 'autorizacion', 'contrato'])
    const [row] = await t.database.db
      .select()
      .from(creditApplications)
      .where(and(eq(creditApplications.id, app!.id)))
    const first = await as('comite', 'GET', purchaseUrl(app!))
    expect(first.json()).toMatchObject({ purchase: null, differenceCents: null })
    const financed = first.json().authorisedAmountCents ?? row!.requestedAmountCents
    const body = {
      dealerInvoiceNumber: 'F-123',
      priceCents: financed + 5_000_000,
      downPaymentCents: 5_000_000,
      deliveryDate: '2026-12-01',
      version: null,
    }
    const saved = await as('comite', 'PUT', purchaseUrl(app!), body)
    expect(saved.statusCode).toBe(200)
    expect(saved.json()).toMatchObject({
      purchase: { version: 1, dealerInvoiceNumber: 'F-123' },
      differenceCents: 0,
    })
    expect((await as('comite', 'PUT', purchaseUrl(app!), body)).statusCode).toBe(409)
    const changed = await as('comite', 'PUT', purchaseUrl(app!), {
      ...body,
      downPaymentCents: 4_000_000,
      version: 1,
    })
    expect(changed.json()).toMatchObject({ purchase: { version: 2 }, differenceCents: 1_000_000 })
    const bad = await as('comite', 'PUT', purchaseUrl(app!), {
      ...body,
      downPaymentCents: body.priceCents + 1,
      priceCents: -1,
      version: 2,
    })
    expect(bad.statusCode).toBe(400)
    expect(Object.keys(bad.json().errors)).toEqual(expect.arrayContaining(['priceCents']))
    expect(await auditCount('purchase.update')).toBeGreaterThanOrEqual(1)
  })

  it('takes the down-payment receipt as a checked upload and gives it back', async () => {
    const [app] = await withoutPurchase(['deliberacion', 'autorizacion', 'contrato'])
    const url = fill(vehiclePaths.purchaseReceipt, { origin: app!.product, id: app!.id })
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex')
    const multipart = (bytes: Buffer, type: string) => {
      const boundary = 'receiptboundary'
      const payload = Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="recibo.png"\r\nContent-Type: ${type}\r\n\r\n`,
        ),
        bytes,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ])
      return t.as(tokens.comite!, {
        method: 'POST',
        url,
        payload,
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      })
    }
    expect((await multipart(png, 'image/png')).statusCode).toBe(409)
    await as('comite', 'PUT', purchaseUrl(app!), {
      dealerInvoiceNumber: 'F-9',
      priceCents: 100_000_00,
      downPaymentCents: 10_000_00,
    })
    expect((await multipart(Buffer.from('not a png at all'), 'image/png')).statusCode).toBe(400)
    const uploaded = await multipart(png, 'image/png')
    expect(uploaded.statusCode).toBe(200)
    expect(uploaded.json().purchase.receipt).toMatchObject({
      fileName: 'recibo.png',
      contentType: 'image/png',
    })
    const download = await t.as(tokens.comite!, { method: 'GET', url })
    expect(download.statusCode).toBe(200)
    expect(download.rawPayload.subarray(0, 8)).toEqual(png.subarray(0, 8))
  })
})

import { and, eq, inArray } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  exportPaths,
  vehiclePaths,
  vinCheckDigit,
  xlsxExportPath,
  type ApplicationVin,
} from '@mesa/contracts'
import { auditEvents, creditApplications, roles, vinLinks, vinRecords } from '../../src/db/schema'
import { useTestApp } from '../helpers/use-test-app'
import { createUserWithRules } from '../helpers/users'

/**
 * Unlinking a VIN captured on the wrong file (issue 15): update Admin, audited, the alert cleared; and the VIN
 * list's streamed export (CSV and XLSX) with the list's filters and row scope.
 */
const tokens: Record<string, string> = {}
type App = { id: number; product: 'auto' | 'seminuevo' | 'moto'; folio: number }
let captured: App[] = []

const fill = (path: string, params: Record<string, string | number>) =>
  path.replace(/:(\w+)/g, (_, name: string) => String(params[name]))
const vinUrl = (app: App) => fill(vehiclePaths.applicationVin, { origin: app.product, id: app.id })
const as = (who: string, method: 'GET' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.as(tokens[who]!, { method, url, ...(payload ? { payload } : {}) })
const audits = (action: string, entityId: number) =>
  t.database.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.action, action), eq(auditEvents.entityId, String(entityId))))

let serial = 800_000
function recordBody() {
  serial += 1
  const draft = `3N1CN8AP0T${String(serial).padStart(7, '0')}`
  const vin = `${draft.slice(0, 8)}${vinCheckDigit(draft)}${draft.slice(9)}`
  return { vin, make: 'Nissan', model: 'Versa', version: 'Advance', colour: 'Gris' }
}

const t = useTestApp(120_000)
beforeAll(async () => {
  tokens.mesa = (await t.login('mesa@demo.com', 'mesa-control')).accessToken
  const reader = await createUserWithRules(t.database.db, [
    { action: 'read', subject: 'vin' },
    { action: 'create', subject: 'Admin' },
  ])
  tokens.creator = (await t.login(reader.email, reader.password)).accessToken
  const scoped = await createUserWithRules(t.database.db, [{ action: 'manage', subject: 'Admin' }])
  await t.database.db.update(roles).set({ scope: 'own-allies' }).where(eq(roles.id, scoped.roleId))
  tokens.scoped = (await t.login(scoped.email, scoped.password)).accessToken
  const linked = new Set((await t.database.db.select().from(vinLinks)).map((link) => link.applicationId))
  const rows = (await t.database.db
    .select({
      id: creditApplications.id,
      product: creditApplications.product,
      folio: creditApplications.folio,
    })
    .from(creditApplications)
    .where(inArray(creditApplications.stage, ['captura']))
    .orderBy(creditApplications.id)) as App[]
  captured = rows.filter((row) => !linked.has(row.id))
}, 120_000)

describe('unlinking a VIN from an application', () => {
  it('clears the double-financing alert, keeps the record and audits both', async () => {
    const [first, second] = captured
    const body = recordBody()
    expect((await as('mesa', 'PUT', vinUrl(first!), body)).statusCode).toBe(200)
    const twice = (await as('mesa', 'PUT', vinUrl(second!), body)).json() as ApplicationVin
    expect(twice.record).toMatchObject({ doubleFinancing: true, liveApplications: 2 })
    const unlinked = await as('mesa', 'DELETE', vinUrl(second!))
    expect(unlinked.statusCode).toBe(200)
    expect((unlinked.json() as ApplicationVin).record).toBeNull()
    const remaining = (await as('mesa', 'GET', vinUrl(first!))).json() as ApplicationVin
    expect(remaining.record).toMatchObject({ vin: body.vin, doubleFinancing: false, liveApplications: 1 })
    expect(remaining.record!.applications.map((app) => app.id)).toEqual([first!.id])
    expect(await t.database.db.$count(vinRecords, eq(vinRecords.vin, body.vin))).toBe(1)
    expect(await audits('vin.unlink', second!.id)).toHaveLength(1)
    const cleared = await audits('vin.double_financing_cleared', twice.record!.id)
    expect(cleared).toHaveLength(1)
    expect(cleared[0]!.data).toMatchObject({ unlinkedFolio: second!.folio, remainingFolios: [first!.folio] })
  })

  it('answers 409 vin_not_linked when nothing is linked, and writes nothing', async () => {
    const app = captured[2]!
    const before = await t.database.db.$count(auditEvents)
    const answer = await as('mesa', 'DELETE', vinUrl(app))
    expect(answer.statusCode).toBe(409)
    expect(answer.json().code).toBe('vin_not_linked')
    expect(await t.database.db.$count(auditEvents)).toBe(before)
  })

  it('needs update Admin (403 otherwise) and the row scope (404 outside it)', async () => {
    const app = captured[3]!
    expect((await as('mesa', 'PUT', vinUrl(app), recordBody())).statusCode).toBe(200)
    expect((await as('creator', 'DELETE', vinUrl(app))).statusCode).toBe(403)
    expect((await as('scoped', 'DELETE', vinUrl(app))).statusCode).toBe(404)
    expect(await t.database.db.$count(vinLinks, eq(vinLinks.applicationId, app.id))).toBe(1)
  })
})

describe('the VIN list export', () => {
  it('streams the filtered list as CSV (labels as the screen sends them) and XLSX, within the scope', async () => {
    const labels = JSON.stringify({
      headers: { vin: 'VIN', make: 'Marca', doubleFinancing: 'Alerta' },
      values: { 'doubleFinancing:true': 'Doble financiamiento', 'doubleFinancing:false': '' },
    })
    const url = `${exportPaths.vins}?alert=true&labels=${encodeURIComponent(labels)}`
    const csv = await t.as(tokens.mesa!, { method: 'GET', url })
    expect(csv.statusCode).toBe(200)
    expect(csv.headers['content-type']).toContain('text/csv')
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
    expect(lines[0]).toBe('VIN,Marca,Alerta')
    const listed = (await as('mesa', 'GET', `${vehiclePaths.vins}?alert=true&itemsPerPage=100`)).json()
    expect(lines).toHaveLength(listed.total + 1)
    expect(lines.slice(1).every((line) => line.endsWith(',Doble financiamiento'))).toBe(true)
    const xlsx = await t.as(tokens.mesa!, { method: 'GET', url: xlsxExportPath(exportPaths.vins) })
    expect(xlsx.statusCode).toBe(200)
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK')
    expect((await t.as(tokens.scoped!, { method: 'GET', url: exportPaths.vins })).statusCode).toBe(403)
    // An ally-side reader linked to no ally: the header line only, as their list is empty.
    const reader = await createUserWithRules(t.database.db, [{ action: 'read', subject: 'vin' }])
    await t.database.db.update(roles).set({ scope: 'own-allies' }).where(eq(roles.id, reader.roleId))
    const token = (await t.login(reader.email, reader.password)).accessToken
    const scoped = await t.as(token, { method: 'GET', url: exportPaths.vins })
    expect(
      scoped.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n'),
    ).toHaveLength(1)
  })
})

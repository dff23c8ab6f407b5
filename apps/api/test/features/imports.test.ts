import { beforeAll, describe, expect, it } from 'vitest'
import { and, eq, isNull } from 'drizzle-orm'
import type { ImportRowsResponse, ImportSummary } from '@mesa/contracts'
import { allies, auditEvents } from '../../src/db/schema'
import { JobWorker } from '../../src/features/jobs'
import { useTestApp } from '../helpers/use-test-app'
import { demoTokens } from '../helpers/demo-sign-in'
import {
  ALLY_HEADERS,
  allyRow,
  csvText,
  fileUpload,
  readXlsx,
  sampleRfc,
  xlsxBytes,
} from '../helpers/import-files'

let admin: string
let supervisor: string
let analista: string

const t = useTestApp(300_000)
beforeAll(async () => {
  ;[admin, supervisor, analista] = await demoTokens(t, ['admin', 'supervisor', 'analista'])
}, 300_000)

const db = () => t.database.db
const drain = () => new JobWorker(t.database, { schedules: false }).drain()
const upload = (name: string, bytes: Buffer | string, token = admin) =>
  t.as(token, { method: 'POST', url: '/api/v1/imports', ...fileUpload(name, bytes) })
const api = (method: 'GET' | 'PUT' | 'POST' | 'PATCH', url: string, payload?: object, token = admin) =>
  t.as(token, { method, url, ...(payload && { payload }) })
const rowsOf = async (id: number, filter = 'all', token = admin) =>
  (
    await api('GET', `/api/v1/imports/${id}/rows?filter=${filter}&itemsPerPage=100`, undefined, token)
  ).json<ImportRowsResponse>()
const liveAlly = async (rfc: string) =>
  (
    await db()
      .select()
      .from(allies)
      .where(and(eq(allies.rfc, rfc), isNull(allies.deletedAt)))
  )[0]

async function runToEnd(id: number, duplicatePolicy: 'skip' | 'update', version: number) {
  const started = await api('POST', `/api/v1/imports/${id}/start`, { duplicatePolicy, version })
  expect(started.statusCode, started.body).toBe(200)
  await drain()
  return (await api('GET', `/api/v1/imports/${id}`)).json<ImportSummary>()
}

describe('preview: every row checked like the ally form, problems per cell', () => {
  let summary: ImportSummary
  let seededRfc: string

  beforeAll(async () => {
    const [seeded] = await db()
      .select({ rfc: allies.rfc })
      .from(allies)
      .where(isNull(allies.deletedAt))
      .limit(1)
    seededRfc = seeded!.rfc
    const badCheckDigit = sampleRfc(2).slice(0, -1) + (sampleRfc(2).endsWith('1') ? '2' : '1')
    const file = csvText([
      ALLY_HEADERS,
      allyRow(1),
      allyRow(2, { 2: badCheckDigit }),
      allyRow(3, { 3: 'Atlántida', 10: 'nadie@demo.com' }),
      allyRow(4, { 4: 'Jalisco' }),
      allyRow(5, { 2: sampleRfc(1) }),
      allyRow(6, { 2: seededRfc }),
      allyRow(7, { 0: '', 8: 'no-es-correo' }),
    ])
    const response = await upload('aliados.csv', file)
    expect(response.statusCode, response.body).toBe(201)
    summary = response.json<ImportSummary>()
  })

  it('guesses the mapping from Spanish headers', () => {
    expect(summary.status).toBe('ready')
    expect(summary.mappingRemembered).toBe(false)
    expect(summary.mapping).toEqual({
      allyName: 0,
      legalName: 1,
      rfc: 2,
      zoneName: 3,
      regionName: 4,
      type: 5,
      status: 6,
      active: 7,
      email: 8,
      phone: 9,
      sellerEmail: 10,
      supervisorEmail: 11,
    })
    expect(summary.totalRows).toBe(7)
  })

  it('names each wrong cell with its code', async () => {
    const { rows } = await rowsOf(summary.id)
    const errorsOf = (rowNumber: number) => rows.find((row) => row.rowNumber === rowNumber)!.errors
    expect(errorsOf(1)).toEqual({})
    expect(errorsOf(2)).toEqual({ rfc: ['invalid_check_digit'] })
    expect(errorsOf(3)).toEqual({ zoneName: ['invalid_choice'], sellerEmail: ['unknown_reference'] })
    // Jalisco lies in Occidente, not in the row's zone Centro.
    expect(errorsOf(4)).toEqual({ regionName: ['invalid_choice'] })
    expect(errorsOf(5)).toEqual({ rfc: ['duplicate_in_file'] })
    expect(errorsOf(6)).toEqual({})
    expect(rows.find((row) => row.rowNumber === 6)!.duplicateOf).toBeGreaterThan(0)
    expect(errorsOf(7)).toEqual({ allyName: ['required'], email: ['invalid_email'] })
    expect(summary).toMatchObject({ errorRows: 5, duplicateRows: 1, excludedRows: 0 })
  })

  it('re-checks a fixed cell and leaves out a skipped row', async () => {
    const fixed = await api('PATCH', `/api/v1/imports/${summary.id}/rows/2`, {
      cells: [{ column: 2, value: sampleRfc(2) }],
    })
    expect(fixed.statusCode, fixed.body).toBe(200)
    expect(fixed.json().errors).toEqual({})
    const stillWrong = await api('PATCH', `/api/v1/imports/${summary.id}/rows/4`, {
      cells: [{ column: 4, value: 'Oaxaca' }],
    })
    expect(stillWrong.json().errors).toEqual({ regionName: ['invalid_choice'] })
    const skipped = await api('PATCH', `/api/v1/imports/${summary.id}/rows/3`, { excluded: true })
    expect(skipped.json().excluded).toBe(true)
    const badColumn = await api('PATCH', `/api/v1/imports/${summary.id}/rows/3`, {
      cells: [{ column: 40, value: 'x' }],
    })
    expect(badColumn.statusCode).toBe(400)
    const now = (await api('GET', `/api/v1/imports/${summary.id}`)).json<ImportSummary>()
    expect(now).toMatchObject({ errorRows: 3, excludedRows: 1, duplicateRows: 1 })
  })

  it('imports with skip: valid rows created, the duplicate left as it was, errors reported per cell', async () => {
    const before = await liveAlly(seededRfc)
    const current = (await api('GET', `/api/v1/imports/${summary.id}`)).json<ImportSummary>()
    const done = await runToEnd(summary.id, 'skip', current.version)
    expect(done).toMatchObject({ status: 'done', created: 2, updated: 0, skipped: 2, rejected: 3 })
    expect((await liveAlly(sampleRfc(1)))!.allyName).toBe('Autos Importados 1')
    expect((await liveAlly(sampleRfc(2)))!.sellerEmail).toBe('ventas@demo.com')
    expect(await liveAlly(seededRfc)).toEqual(before)
    const report = await api('GET', `/api/v1/imports/${summary.id}/errors.csv`)
    expect(report.statusCode).toBe(200)
    const lines = report.body.replace('\uFEFF', '').trim().split('\r\n')
    expect(lines[0]).toBe(`#,${ALLY_HEADERS.join(',')},errores`)
    expect(lines).toHaveLength(4)
    expect(lines[1]).toMatch(/^4,.*Región: invalid_choice$/)
    expect(lines[2]).toMatch(/^5,.*RFC: duplicate_in_file$/)
    expect(lines[3]).toMatch(/^7,.*,"Nombre del aliado: required; Correo: invalid_email"$/)
    const audit = await db()
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.entityId, String(summary.id)))
    const actions = audit.filter((event) => event.entityType === 'import').map((event) => event.action)
    expect(actions.filter((action) => action === 'import.batch')).toHaveLength(1)
    expect(actions).toContain('import.finished')
    const late = await api('PATCH', `/api/v1/imports/${summary.id}/rows/4`, { excluded: true })
    expect(late.statusCode).toBe(409)
  })
})

describe('duplicates: update', () => {
  it('updates the live ally with the same RFC (only the mapped fields)', async () => {
    const rfc = sampleRfc(1)
    const before = (await liveAlly(rfc))!
    const file = csvText([
      ['RFC', 'Nombre', 'Razón social', 'Zona', 'Región', 'Tipo', 'Vendedor', 'Supervisor'],
      [
        rfc,
        'Autos Renovados',
        'Autos Renovados SA',
        'Norte',
        'Durango',
        'Broker',
        'ventas@demo.com',
        'supervisor@demo.com',
      ],
    ])
    const summary = (await upload('update.csv', file)).json<ImportSummary>()
    expect(summary.duplicateRows).toBe(1)
    const done = await runToEnd(summary.id, 'update', summary.version)
    expect(done).toMatchObject({ created: 0, updated: 1, rejected: 0 })
    const after = (await liveAlly(rfc))!
    expect(after).toMatchObject({
      id: before.id,
      allyName: 'Autos Renovados',
      zoneName: 'Norte',
      type: 'Broker',
    })
    expect(after.version).toBe(before.version + 1)
    // Not in the file: kept.
    expect(after.email).toBe(before.email)
  })
})

describe('mapping remembered per file layout and user', () => {
  const headers = ['col a', 'col b', 'col c', 'col d', 'col e', 'col f', 'col g', 'col h']
  const row = (n: number) => [
    sampleRfc(n),
    `Aliado ${n}`,
    `Aliado ${n} SC`,
    'Sur',
    'Oaxaca',
    'Multimarca',
    'supervisor@demo.com',
    'supervisor@demo.com',
  ]
  const mapping = {
    rfc: 0,
    allyName: 1,
    legalName: 2,
    zoneName: 3,
    regionName: 4,
    type: 5,
    sellerEmail: 6,
    supervisorEmail: 7,
  }

  it('asks for a mapping, refuses to start without it, keeps it for the next file', async () => {
    const first = (await upload('a.csv', csvText([headers, row(100)]))).json<ImportSummary>()
    expect(first.mapping.rfc).toBeNull()
    expect(first.errorRows).toBe(1)
    const start = await api('POST', `/api/v1/imports/${first.id}/start`, {
      duplicatePolicy: 'skip',
      version: first.version,
    })
    expect(start.statusCode).toBe(400)
    expect(start.json().errors['mapping.rfc']).toEqual(['mapping_incomplete'])
    const stale = await api('PUT', `/api/v1/imports/${first.id}/mapping`, {
      mapping,
      version: first.version + 5,
    })
    expect(stale.statusCode).toBe(409)
    const mapped = await api('PUT', `/api/v1/imports/${first.id}/mapping`, {
      mapping,
      version: first.version,
    })
    expect(mapped.statusCode, mapped.body).toBe(200)
    expect(mapped.json<ImportSummary>().errorRows).toBe(0)
    const second = (
      await upload('b.csv', csvText([[' COL A', ...headers.slice(1)], row(101)]))
    ).json<ImportSummary>()
    expect(second.mappingRemembered).toBe(true)
    expect(second.mapping).toMatchObject(mapping)
    expect(second.errorRows).toBe(0)
    const otherUser = (await upload('c.csv', csvText([headers, row(102)]), supervisor)).json<ImportSummary>()
    expect(otherUser.mappingRemembered).toBe(false)
  })
})

describe('who may import, and the row scope', () => {
  it('refuses a user who may not create allies', async () => {
    const response = await upload('x.csv', csvText([ALLY_HEADERS, allyRow(200)]), analista)
    expect(response.statusCode).toBe(403)
  })

  it("hides one user's import from another", async () => {
    const mine = (await upload('mine.csv', csvText([ALLY_HEADERS, allyRow(201)]))).json<ImportSummary>()
    expect((await api('GET', `/api/v1/imports/${mine.id}`, undefined, supervisor)).statusCode).toBe(404)
    expect((await api('GET', `/api/v1/imports/${mine.id}/rows`, undefined, supervisor)).statusCode).toBe(404)
    expect(
      (await api('GET', `/api/v1/imports/${mine.id}/errors.csv`, undefined, supervisor)).statusCode,
    ).toBe(404)
  })

  it('lets a scoped supervisor create only allies they are linked to, and update none outside', async () => {
    const visible = (
      await t.as(supervisor, { method: 'GET', url: '/api/v1/allies/list?itemsPerPage=100' })
    ).json<{ products: Array<{ id: number }> }>()
    const ids = new Set(visible.products.map((ally) => ally.id))
    const all = await db()
      .select({ id: allies.id, rfc: allies.rfc })
      .from(allies)
      .where(isNull(allies.deletedAt))
    const outside = all.find((ally) => !ids.has(ally.id))
    const file = csvText([
      ALLY_HEADERS,
      allyRow(210),
      allyRow(211, { 10: 'ventas@demo.com', 11: 'admin@demo.com' }),
      allyRow(212, { 2: outside!.rfc }),
    ])
    const summary = (await upload('scoped.csv', file, supervisor)).json<ImportSummary>()
    const { rows } = await rowsOf(summary.id, 'all', supervisor)
    expect(rows.map((row) => row.errors)).toEqual([
      {},
      { sellerEmail: ['out_of_scope'] },
      { rfc: ['out_of_scope'] },
    ])
    // The ally outside the importer's scope is not named (its id is not theirs to learn).
    expect(rows[2]!.duplicateOf).toBeNull()
    const started = await api(
      'POST',
      `/api/v1/imports/${summary.id}/start`,
      { duplicatePolicy: 'update', version: summary.version },
      supervisor,
    )
    expect(started.statusCode).toBe(200)
    await drain()
    const done = (
      await api('GET', `/api/v1/imports/${summary.id}`, undefined, supervisor)
    ).json<ImportSummary>()
    expect(done).toMatchObject({ created: 1, updated: 0, rejected: 2 })
    expect(await liveAlly(sampleRfc(211))).toBeUndefined()
  })
})

describe('hostile files', () => {
  it('answers 400 naming the file for an empty, header-only, broken or garbage file', async () => {
    const empty = await upload('vacio.csv', Buffer.alloc(0))
    expect(empty.statusCode).toBe(400)
    expect(empty.json().errors).toEqual({ file: ['empty_file'] })
    const headerOnly = await upload('cabecera.csv', csvText([ALLY_HEADERS]))
    expect(headerOnly.json().errors).toEqual({ file: ['empty_file'] })
    const zip = Buffer.concat([
      Buffer.from([0x50, 0x4b, 0x03, 0x04]),
      Buffer.from('not really a workbook'.repeat(20)),
    ])
    const broken = await upload('roto.xlsx', zip)
    expect(broken.statusCode).toBe(400)
    expect(broken.json().errors).toEqual({ file: ['unreadable_file'] })
    const quotes = await upload('comillas.csv', 'a,b\n"unclosed,quote\n')
    expect(quotes.statusCode).toBe(400)
    expect(quotes.json().errors).toEqual({ file: ['unreadable_file'] })
    const none = await t.as(admin, {
      method: 'POST',
      url: '/api/v1/imports',
      payload: `--b\r\nContent-Disposition: form-data; name="x"\r\n\r\n1\r\n--b--\r\n`,
      headers: { 'content-type': 'multipart/form-data; boundary=b' },
    })
    expect(none.statusCode).toBe(400)
  })

  it('reads an XLSX workbook like a CSV', async () => {
    const bytes = xlsxBytes([ALLY_HEADERS, allyRow(300), allyRow(301, { 2: 'XXX' })])
    const response = await upload('aliados.xlsx', bytes)
    expect(response.statusCode, response.body).toBe(201)
    const summary = response.json<ImportSummary>()
    expect(summary).toMatchObject({ totalRows: 2, errorRows: 1 })
    expect((await rowsOf(summary.id)).rows[1]!.errors).toEqual({ rfc: ['invalid_format'] })
  })

  it('keeps a formula-looking name as text and every export escapes it', async () => {
    const file = csvText([ALLY_HEADERS, allyRow(400, { 0: "=cmd|' /C calc'!A0" })])
    const summary = (await upload('formula.csv', file)).json<ImportSummary>()
    const done = await runToEnd(summary.id, 'skip', summary.version)
    expect(done.created).toBe(1)
    const csv = await api('GET', '/api/v1/allies/export.csv?q=cmd')
    expect(csv.body).toContain(`,'=cmd|' /C calc'!A0,`)
    const xlsx = await api('GET', '/api/v1/allies/export.xlsx?q=cmd')
    expect(xlsx.statusCode).toBe(200)
    expect(xlsx.headers['content-type']).toContain('spreadsheetml')
    const sheet = readXlsx(xlsx.rawPayload)
    expect(sheet.rowCount).toBe(2)
    expect(sheet.rows[1]![1]).toBe(`'=cmd|' /C calc'!A0`)
  })
})

describe('XLSX export of every list', () => {
  it("streams the same rows as the CSV, within the caller's scope", async () => {
    for (const path of [
      '/api/v1/allies/export',
      '/api/apps/users/export',
      '/api/v1/credit-applications/export',
    ]) {
      const csv = await api('GET', `${path}.csv`)
      const xlsx = await api('GET', `${path}.xlsx`)
      expect(xlsx.statusCode, path).toBe(200)
      const csvLines = csv.body.trim().split('\r\n').length
      expect(readXlsx(xlsx.rawPayload).rowCount, path).toBe(csvLines)
    }
    const scoped = await t.as(supervisor, { method: 'GET', url: '/api/v1/allies/export.xlsx' })
    const list = (await t.as(supervisor, { method: 'GET', url: '/api/v1/allies/list?itemsPerPage=1' })).json<{
      total: number
    }>()
    expect(readXlsx(scoped.rawPayload).rowCount).toBe(list.total + 1)
  })
})

import { beforeAll, describe, expect, it } from 'vitest'
import { and, eq, inArray, isNull } from 'drizzle-orm'
import { applicationImportFields, type ImportRowsResponse, type ImportSummary } from '@mesa/contracts'
import { allies, creditApplicationHistory, creditApplications, pldAlerts, users } from '../../src/db/schema'
import { JobWorker } from '../../src/features/jobs'
import { useTestApp } from '../helpers/use-test-app'
import { demoTokens } from '../helpers/demo-sign-in'
import { csvText, fileUpload } from '../helpers/import-files'
import { APPLICATION_HEADERS, applicant, applicationRow } from '../helpers/application-import-files'

let admin: string
let ventas: string
let analista: string
let adminId: number
/** An active ally the seller ventas@demo.com is linked to, and one they are not. */
let ownAllyRfc: string
let otherAllyRfc: string

const db = () => t.database.db
const drain = () => new JobWorker(t.database, { schedules: false }).drain()
const upload = (name: string, text: string, token = admin) =>
  t.as(token, {
    method: 'POST',
    url: '/api/v1/imports?entity=credit-applications',
    ...fileUpload(name, text),
  })
const api = (method: 'GET' | 'POST', url: string, payload?: object, token = admin) =>
  t.as(token, { method, url, ...(payload && { payload }) })
const rowsOf = async (id: number, token = admin) =>
  (
    await api('GET', `/api/v1/imports/${id}/rows?itemsPerPage=100`, undefined, token)
  ).json<ImportRowsResponse>().rows
const applicationsOf = (curps: string[]) =>
  db().select().from(creditApplications).where(inArray(creditApplications.curp, curps))

const t = useTestApp(300_000)
beforeAll(async () => {
  admin = (await t.login('admin@demo.com', 'admin')).accessToken
  const [adminUser] = await db().select({ id: users.id }).from(users).where(eq(users.email, 'admin@demo.com'))
  adminId = adminUser!.id
  ;[ventas, analista] = await demoTokens(t, ['ventas', 'analista'])
  const [seller] = await db().select({ id: users.id }).from(users).where(eq(users.email, 'ventas@demo.com'))
  const live = await db()
    .select({ rfc: allies.rfc, sellerUserId: allies.sellerUserId, supervisorUserId: allies.supervisorUserId })
    .from(allies)
    .where(and(isNull(allies.deletedAt), eq(allies.active, true)))
  ownAllyRfc = live.find((ally) => ally.sellerUserId === seller!.id)!.rfc
  // Neither their seller nor their supervisor (linked users aside, which the seed does not add for them).
  const other = live.find((ally) => ally.sellerUserId !== seller!.id && ally.supervisorUserId !== seller!.id)
  otherAllyRfc = other!.rfc
}, 300_000)

describe('credit applications import: checked like the capture form, duplicates by CURP', () => {
  let summary: ImportSummary

  beforeAll(async () => {
    const badCurp = applicant(3).curp.slice(0, 17) + ((Number(applicant(3).curp.at(-1)) + 1) % 10)
    const file = csvText([
      APPLICATION_HEADERS,
      applicationRow(1, ownAllyRfc),
      applicationRow(2, ownAllyRfc),
      applicationRow(3, ownAllyRfc, { 5: badCurp }),
      applicationRow(4, 'XAXX010101000', { 15: '320,00.5', 18: '13' }),
      applicationRow(5, ownAllyRfc, { 0: 'Lancha', 9: 'JC' }),
      applicationRow(1, ownAllyRfc),
    ])
    const response = await upload('solicitudes.csv', file)
    expect(response.statusCode, response.body).toBe(201)
    summary = response.json<ImportSummary>()
  })

  it('guesses every column from Spanish headers', () => {
    expect(summary.entity).toBe('credit-applications')
    expect(summary.mapping).toEqual(
      Object.fromEntries(applicationImportFields.map((field, index) => [field, index])),
    )
    expect(summary.totalRows).toBe(6)
  })

  it('names each wrong cell with the form’s codes and the identifier checks', async () => {
    const rows = await rowsOf(summary.id)
    const errorsOf = (rowNumber: number) => rows.find((row) => row.rowNumber === rowNumber)!.errors
    expect(errorsOf(1)).toEqual({})
    expect(errorsOf(2)).toEqual({})
    expect(errorsOf(3)).toEqual({ curp: ['invalid_check_digit'] })
    // An unknown ally, an amount that is not one, a term the product does not offer.
    expect(errorsOf(4)).toEqual({
      allyRfc: ['unknown_reference'],
      vehiclePrice: ['invalid_value'],
      termMonths: ['invalid_choice'],
    })
    // The CURP says Puebla: a birth state of Jalisco contradicts it.
    expect(errorsOf(5)).toEqual({ product: ['invalid_choice'], birthState: ['state_mismatch'] })
    expect(errorsOf(6)).toEqual({ curp: ['duplicate_in_file'] })
    expect(summary).toMatchObject({ errorRows: 4, duplicateRows: 0 })
  })

  it('captures the valid rows in one batch: stage captura, owned by the importer, amounts in centavos', async () => {
    const started = await api('POST', `/api/v1/imports/${summary.id}/start`, {
      duplicatePolicy: 'skip',
      version: summary.version,
    })
    expect(started.statusCode, started.body).toBe(200)
    await drain()
    const done = (await api('GET', `/api/v1/imports/${summary.id}`)).json<ImportSummary>()
    expect(done).toMatchObject({ status: 'done', created: 2, rejected: 4, updated: 0 })
    const created = await applicationsOf([applicant(1).curp, applicant(2).curp])
    expect(created).toHaveLength(2)
    const first = created.find((row) => row.curp === applicant(1).curp)!
    expect(first).toMatchObject({ stage: 'captura', ownerUserId: adminId, requestedAmountCents: 25_000_000 })
    expect(first.productData).toMatchObject({
      vehicle: { make: 'Nissan', model: 'Versa', year: 2024, priceCents: 32_000_000 },
      terms: { downPaymentCents: 7_000_050, termMonths: 48, annualRateBps: 1450 },
    })
    expect(first.applicant).toMatchObject({ birthDate: '1990-05-02', sex: 'H', birthState: 'PL' })
    const history = await db()
      .select()
      .from(creditApplicationHistory)
      .where(eq(creditApplicationHistory.applicationId, first.id))
    expect(history.map((entry) => entry.kind)).toEqual(['created'])
  })

  it('updates the application still in capture with the same CURP, or skips it, as chosen', async () => {
    const file = csvText([
      APPLICATION_HEADERS,
      applicationRow(1, ownAllyRfc, { 13: 'March', 16: '260000' }),
      applicationRow(2, ownAllyRfc, { 13: 'Sentra' }),
    ])
    const staged = (await upload('solicitudes-2.csv', file)).json<ImportSummary>()
    expect(staged).toMatchObject({ duplicateRows: 2, errorRows: 0 })
    const rows = await rowsOf(staged.id)
    const [before] = await applicationsOf([applicant(1).curp])
    expect(rows[0]!.duplicateOf).toBe(before!.id)
    await api('POST', `/api/v1/imports/${staged.id}/start`, {
      duplicatePolicy: 'update',
      version: staged.version,
    })
    await drain()
    const done = (await api('GET', `/api/v1/imports/${staged.id}`)).json<ImportSummary>()
    expect(done).toMatchObject({ status: 'done', created: 0, updated: 2 })
    const [after] = await applicationsOf([applicant(1).curp])
    expect(after).toMatchObject({
      id: before!.id,
      requestedAmountCents: 26_000_000,
      version: before!.version + 1,
    })
    expect(after!.productData).toMatchObject({ vehicle: { model: 'March' } })

    const again = (await upload('solicitudes-3.csv', file)).json<ImportSummary>()
    await api('POST', `/api/v1/imports/${again.id}/start`, {
      duplicatePolicy: 'skip',
      version: again.version,
    })
    await drain()
    expect((await api('GET', `/api/v1/imports/${again.id}`)).json<ImportSummary>()).toMatchObject({
      created: 0,
      updated: 0,
      skipped: 2,
    })
    expect(await applicationsOf([applicant(1).curp])).toHaveLength(1)
  })
})

describe('credit applications import: screened like the capture form (issue 36)', () => {
  it('an imported applicant one typo from the UIF list raises the same alert the form would', async () => {
    // The demo's UIF list holds the first captured applicant's name with one typo (pld.seed.ts).
    const [listed] = await db()
      .select({ applicant: creditApplications.applicant })
      .from(creditApplications)
      .where(eq(creditApplications.stage, 'captura'))
      .orderBy(creditApplications.id)
      .limit(1)
    const { firstNames, lastName1, lastName2 } = listed!.applicant
    const file = csvText([
      APPLICATION_HEADERS,
      applicationRow(40, ownAllyRfc, { 2: firstNames, 3: lastName1, 4: lastName2 ?? '' }),
    ])
    const staged = (await upload('solicitud-listada.csv', file)).json<ImportSummary>()
    const rows = await rowsOf(staged.id)
    expect(rows[0]!.errors).toEqual({})
    const started = await api('POST', `/api/v1/imports/${staged.id}/start`, {
      duplicatePolicy: 'skip',
      version: staged.version,
    })
    expect(started.statusCode, started.body).toBe(200)
    await drain()
    const [created] = await applicationsOf([applicant(40).curp])
    const alerts = await db().select().from(pldAlerts).where(eq(pldAlerts.applicationId, created!.id))
    expect(alerts).toMatchObject([
      { subjectKind: 'applicant', screeningPoint: 'capture', list: 'uif_lpb', score: 90 },
    ])
  })
})

describe('credit applications import: permission and row scope', () => {
  it('refuses the upload to a role that may not capture applications', async () => {
    const file = csvText([APPLICATION_HEADERS, applicationRow(20, ownAllyRfc)])
    const response = await upload('solicitudes.csv', file, analista)
    expect(response.statusCode).toBe(403)
  })

  it('lets a seller import only for the allies they are linked to', async () => {
    const file = csvText([
      APPLICATION_HEADERS,
      applicationRow(21, ownAllyRfc),
      applicationRow(22, otherAllyRfc),
    ])
    const staged = (await upload('mis-solicitudes.csv', file, ventas)).json<ImportSummary>()
    const rows = await rowsOf(staged.id, ventas)
    expect(rows.map((row) => row.errors)).toEqual([{}, { allyRfc: ['out_of_scope'] }])
    const started = await api(
      'POST',
      `/api/v1/imports/${staged.id}/start`,
      { duplicatePolicy: 'skip', version: staged.version },
      ventas,
    )
    expect(started.statusCode, started.body).toBe(200)
    await drain()
    expect(await applicationsOf([applicant(21).curp])).toHaveLength(1)
    expect(await applicationsOf([applicant(22).curp])).toHaveLength(0)
  })

  it('tells a seller nothing of a CURP in capture at another dealer (issue 31): the row is theirs to capture', async () => {
    // The administrator captures person 23 at the other dealer; the seller then imports the same CURP.
    const elsewhere = (
      await upload('otro-aliado.csv', csvText([APPLICATION_HEADERS, applicationRow(23, otherAllyRfc)]))
    ).json<ImportSummary>()
    await api('POST', `/api/v1/imports/${elsewhere.id}/start`, {
      duplicatePolicy: 'skip',
      version: elsewhere.version,
    })
    await drain()
    const [theirs] = await applicationsOf([applicant(23).curp])
    const staged = (
      await upload('mismo-curp.csv', csvText([APPLICATION_HEADERS, applicationRow(23, ownAllyRfc)]), ventas)
    ).json<ImportSummary>()
    expect(staged).toMatchObject({ errorRows: 0, duplicateRows: 0 })
    const rows = await rowsOf(staged.id, ventas)
    expect(rows).toEqual([expect.objectContaining({ errors: {}, duplicateOf: null })])
    expect(JSON.stringify(rows)).not.toContain('out_of_scope')
    await api(
      'POST',
      `/api/v1/imports/${staged.id}/start`,
      { duplicatePolicy: 'update', version: staged.version },
      ventas,
    )
    await drain()
    // A new capture at the seller's dealer; the other dealer's application is as it was.
    const after = await applicationsOf([applicant(23).curp])
    expect(after).toHaveLength(2)
    const kept = after.find((row) => row.id === theirs!.id)
    expect([kept?.allyId, kept?.stage, kept?.version]).toEqual([
      theirs!.allyId,
      theirs!.stage,
      theirs!.version,
    ])
  })
})

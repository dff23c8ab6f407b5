import { and, eq, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import type { AllyCatalogs, AllyCreateInput, AllyDetail, AllyListResponse } from '@mesa/contracts'
import { allies, allyAccounts, allyFiles, auditEvents, users } from '../../src/db/schema'
import { seedDemo } from '../../src/seed/demo-seed'
import { useTestApp } from '../helpers/use-test-app'

let admin: string
let supervisor: string
let ventas: string
let sellerId: number
let supervisorId: number

const t = useTestApp()
beforeAll(async () => {
  admin = (await t.login('admin@demo.com', 'admin')).accessToken
  const supervisorSession = await t.login('supervisor@demo.com', 'supervisor')
  supervisor = supervisorSession.accessToken
  supervisorId = supervisorSession.userData.id
  const ventasSession = await t.login('ventas@demo.com', 'ventas')
  ventas = ventasSession.accessToken
  sellerId = ventasSession.userData.id
})

const validAlly = (overrides: Partial<AllyCreateInput> = {}): AllyCreateInput => ({
  allyName: 'Toyota Valle Oriente',
  legalName: 'Automotriz Valle Oriente S.A. de C.V.',
  rfc: 'WMT970714R10',
  zoneName: 'Noreste',
  regionName: 'Nuevo León',
  type: 'Agencia',
  status: 'Pending',
  active: true,
  email: 'contacto@toyotavalle.com.mx',
  phone: '81 1234 5678',
  sellerId,
  supervisorId,
  accounts: [
    { bankCode: '002', clabe: '002010077777777771', holderName: 'Automotriz Valle Oriente S.A. de C.V.' },
  ],
  addresses: [
    {
      type: 'Fiscal',
      street: 'Av. Lázaro Cárdenas',
      exteriorNumber: '2400',
      neighborhood: 'Valle Oriente',
      municipality: 'San Pedro Garza García',
      state: 'Nuevo León',
      postalCode: '66269',
    },
  ],
  managers: [
    {
      type: 'Representante legal',
      position: 'Director general',
      fullName: 'Mariana Garza Treviño',
      email: 'mariana.garza@toyotavalle.com.mx',
      phone: '8112345679',
    },
  ],
  userIds: [sellerId],
  ...overrides,
})

const create = (body: unknown, token = admin) =>
  t.as(token, { method: 'POST', url: '/api/v1/allies', payload: body as object })

describe('GET /api/v1/allies/catalogs', () => {
  it('answers every catalog with real Mexican banks and their CLABE codes', async () => {
    const response = await t.as(ventas, { method: 'GET', url: '/api/v1/allies/catalogs' })
    expect(response.statusCode).toBe(200)
    const catalogs = response.json<AllyCatalogs>()
    expect(Object.keys(catalogs).sort()).toEqual(
      [
        'banks',
        'fileKinds',
        'positions',
        'regions',
        'statuses',
        'typeOfAddresses',
        'typeOfAllies',
        'typeOfManagers',
        'zones',
      ].sort(),
    )
    const bank = (code: string) => catalogs.banks.find((item) => item.value === code)?.label
    expect(bank('002')).toBe('Banamex')
    expect(bank('012')).toBe('BBVA México')
    expect(bank('014')).toBe('Santander')
    expect(bank('072')).toBe('Banorte')
    expect(bank('137')).toBe('BanCoppel')
    expect(catalogs.statuses.map((item) => item.value).sort()).toEqual(['Completed', 'Inactive', 'Pending'])
    expect(catalogs.typeOfAllies.map((item) => item.value)).toContain('Agencia')
    expect(catalogs.regions.find((item) => item.value === 'Jalisco')?.zoneName).toBe('Occidente')
    for (const list of Object.values(catalogs)) expect(list.length).toBeGreaterThan(0)
  })
})

describe('GET /api/v1/allies/:id', () => {
  it('answers a seeded ally with its commercial data, users and files', async () => {
    // One of ventas' own allies: a seller reads only those (issue 9).
    const list = (await t.as(ventas, { method: 'POST', url: '/api/v1/allies/list' })).json<AllyListResponse>()
    const item = list.products[0]!
    const response = await t.as(ventas, { method: 'GET', url: `/api/v1/allies/${item.id}` })
    expect(response.statusCode).toBe(200)
    const detail = response.json<AllyDetail>()
    expect(detail).toMatchObject({
      id: item.id,
      allyName: item.allyName,
      seller: item.seller,
      supervisor: item.supervisor,
      created: item.created,
      version: 1,
    })
    expect(detail.rfc).toMatch(/^[A-Z&Ñ]{3}\d{6}[A-Z\d]{3}$/)
    expect(detail.accounts.length).toBeGreaterThan(0)
    expect(detail.accounts[0]!.clabe).toMatch(/^\d{18}$/)
    expect(detail.accounts[0]!.clabe.slice(0, 3)).toBe(detail.accounts[0]!.bankCode)
    expect(detail.addresses.length).toBeGreaterThan(0)
    expect(detail.managers).toHaveLength(2)
    expect(detail.users.length).toBeGreaterThan(0)
    expect(detail.files.map((file) => file.kind).sort()).toEqual(['acta_constitutiva', 'contrato'])
  })

  it('answers 404 with an empty body for an unknown ally', async () => {
    const response = await t.as(admin, { method: 'GET', url: '/api/v1/allies/987654' })
    expect(response.statusCode).toBe(404)
    expect(response.body).toBe('')
  })
})

describe('POST /api/v1/allies', () => {
  it('creates an ally (201) that then shows in the list, normalising RFC, CLABE and phone', async () => {
    const response = await create(
      validAlly({
        rfc: 'bba-830831-lj2',
        accounts: [{ bankCode: '012', clabe: '0121 8001 5555 5555 50', holderName: 'Automotriz' }],
      }),
    )
    expect(response.statusCode, response.body).toBe(201)
    const detail = response.json<AllyDetail>()
    expect(detail).toMatchObject({
      allyName: 'Toyota Valle Oriente',
      rfc: 'BBA830831LJ2',
      phone: '8112345678',
      seller: 'ventas@demo.com',
      supervisor: 'supervisor@demo.com',
      version: 1,
      status: 'Pending',
    })
    expect(detail.accounts[0]).toMatchObject({
      bankCode: '012',
      bankName: 'BBVA México',
      clabe: '012180015555555550',
    })
    expect(detail.users.map((user) => user.email)).toEqual(['ventas@demo.com'])
    const list = (
      await t.as(admin, { method: 'POST', url: '/api/v1/allies/list', query: { q: 'valle oriente' } })
    ).json<AllyListResponse>()
    expect(list.products.map((item) => item.id)).toEqual([detail.id])
    const [event] = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityType, 'ally'), eq(auditEvents.entityId, String(detail.id))))
    expect(event).toMatchObject({ action: 'ally.created' })
  })

  it('answers 409 naming rfc for a duplicate RFC', async () => {
    const first = await create(validAlly({ rfc: 'TME840315KT6', allyName: 'Primero' }))
    expect(first.statusCode).toBe(201)
    const second = await create(validAlly({ rfc: 'tme840315kt6', allyName: 'Segundo' }))
    expect(second.statusCode).toBe(409)
    expect(Object.keys(second.json().errors)).toEqual(['rfc'])
  })

  it('lets a deleted ally’s RFC be used again', async () => {
    const first = await create(validAlly({ rfc: 'CFE370814QI0' }))
    const id = first.json<AllyDetail>().id
    expect((await t.as(admin, { method: 'DELETE', url: `/api/v1/allies/list/${id}` })).statusCode).toBe(204)
    expect((await create(validAlly({ rfc: 'CFE370814QI0' }))).statusCode).toBe(201)
  })

  it.each([
    ['allyName', { allyName: '' }],
    ['allyName', { allyName: undefined }],
    ['legalName', { legalName: '   ' }],
    ['rfc', { rfc: 'WMT970714R11' }],
    ['rfc', { rfc: 'XYZ' }],
    ['rfc', { rfc: 'WMT971314R10' }],
    ['status', { status: 'Done' }],
    ['active', { active: 'yes' }],
    ['email', { email: 'not-an-email' }],
    ['phone', { phone: '123' }],
    ['sellerId', { sellerId: 'x' }],
    ['zoneName', { zoneName: 'Atlántida' }],
    ['regionName', { regionName: 'Jalisco' }],
    ['type', { type: 'Concesionario espacial' }],
    ['sellerId', { sellerId: 999999 }],
    ['userIds.0', { userIds: [999999] }],
  ])('answers 400 naming %s', async (field, overrides) => {
    const response = await create({ ...validAlly(), ...overrides })
    expect(response.statusCode, response.body).toBe(400)
    expect(Object.keys(response.json().errors)).toEqual([field])
    expect(response.json().errors[field][0]).toBeTruthy()
  })

  it.each([
    ['accounts.0.clabe', { clabe: '002010077777777772' }],
    ['accounts.0.clabe', { clabe: '12345' }],
    ['accounts.0.clabe', { bankCode: '012' }],
    ['accounts.0.bankCode', { bankCode: '99' }],
    ['accounts.0.holderName', { holderName: '' }],
  ])('answers 400 naming %s for a bad account', async (field, overrides) => {
    const body = validAlly()
    body.accounts = [{ ...body.accounts![0]!, ...overrides }]
    const response = await create(body)
    expect(response.statusCode, response.body).toBe(400)
    expect(Object.keys(response.json().errors)).toEqual([field])
  })

  it('names every wrong field at once, nested ones included', async () => {
    const body = validAlly({ allyName: '', rfc: 'BAD' })
    body.addresses = [{ ...body.addresses![0]!, postalCode: '123' }]
    body.managers = [{ ...body.managers![0]!, email: 'nope' }]
    const response = await create(body)
    expect(response.statusCode).toBe(400)
    expect(Object.keys(response.json().errors).sort()).toEqual([
      'addresses.0.postalCode',
      'allyName',
      'managers.0.email',
      'rfc',
    ])
  })

  it('names unknown catalog values in nested lists', async () => {
    const body = validAlly()
    body.addresses = [{ ...body.addresses![0]!, type: 'Nave espacial' }]
    body.managers = [{ ...body.managers![0]!, position: 'Astronauta' }]
    const response = await create(body)
    expect(response.statusCode).toBe(400)
    expect(Object.keys(response.json().errors).sort()).toEqual(['addresses.0.type', 'managers.0.position'])
  })

  it('answers 400 naming sellerId for a deleted user', async () => {
    const [other] = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'analista@demo.com'))
    await t.database.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, other!.id))
    const response = await create(validAlly({ rfc: 'PME380607P35', sellerId: other!.id }))
    expect(response.statusCode).toBe(400)
    expect(Object.keys(response.json().errors)).toEqual(['sellerId'])
    await t.database.db.update(users).set({ deletedAt: null }).where(eq(users.id, other!.id))
  })

  it('answers 403 to ventas (read only)', async () => {
    expect((await create(validAlly({ rfc: 'PME380607P35' }), ventas)).statusCode).toBe(403)
  })
})

describe('PUT /api/v1/allies/:id', () => {
  it('updates with the current version, bumps it, replaces the lists and audits', async () => {
    const created = (
      await create(validAlly({ rfc: 'BIM011108DJ5', allyName: 'Kia Cumbres' }))
    ).json<AllyDetail>()
    const {
      id,
      version,
      created: _c,
      createdAt: _ca,
      updatedAt: _u,
      seller: _s,
      supervisor: _sv,
      files: _f,
      users: _us,
      ...rest
    } = created
    const body = {
      ...rest,
      accounts: [],
      addresses: created.addresses.map(({ id: _id, ...address }) => ({
        ...address,
        street: 'Av. Constitución',
      })),
      managers: [],
      userIds: [],
      status: 'Completed',
      version,
    }
    const response = await t.as(supervisor, { method: 'PUT', url: `/api/v1/allies/${id}`, payload: body })
    expect(response.statusCode, response.body).toBe(200)
    const updated = response.json<AllyDetail>()
    expect(updated).toMatchObject({
      status: 'Completed',
      version: version + 1,
      accounts: [],
      managers: [],
      users: [],
    })
    expect(updated.addresses[0]!.street).toBe('Av. Constitución')
    const events = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityType, 'ally'), eq(auditEvents.entityId, String(id))))
    expect(events.map((event) => event.action)).toEqual(['ally.created', 'ally.updated'])

    // The same (now stale) version again: 409 naming version.
    const stale = await t.as(supervisor, { method: 'PUT', url: `/api/v1/allies/${id}`, payload: body })
    expect(stale.statusCode).toBe(409)
    expect(Object.keys(stale.json().errors)).toEqual(['version'])
  })

  it('answers 409 naming rfc when taking another ally’s RFC', async () => {
    const one = (await create(validAlly({ rfc: 'SAT970701NN3' }))).json<AllyDetail>()
    const two = (await create(validAlly({ rfc: 'IMS421231I45' }))).json<AllyDetail>()
    const response = await t.as(admin, {
      method: 'PUT',
      url: `/api/v1/allies/${two.id}`,
      payload: { ...validAlly({ rfc: one.rfc }), version: two.version },
    })
    expect(response.statusCode).toBe(409)
    expect(Object.keys(response.json().errors)).toEqual(['rfc'])
  })

  it('answers 400 without a version, 404 (empty) for an unknown ally, 403 for ventas', async () => {
    const missingVersion = await t.as(admin, { method: 'PUT', url: '/api/v1/allies/1', payload: validAlly() })
    expect(missingVersion.statusCode).toBe(400)
    expect(Object.keys(missingVersion.json().errors)).toEqual(['version'])
    const unknown = await t.as(admin, {
      method: 'PUT',
      url: '/api/v1/allies/987654',
      payload: { ...validAlly({ rfc: 'CEM880726UZA' }), version: 1 },
    })
    expect(unknown.statusCode).toBe(404)
    expect(unknown.body).toBe('')
    const forbidden = await t.as(ventas, {
      method: 'PUT',
      url: '/api/v1/allies/1',
      payload: { ...validAlly(), version: 1 },
    })
    expect(forbidden.statusCode).toBe(403)
  })
})

describe('demo seed', () => {
  it('is idempotent: a second run adds no ally, account, file or user', async () => {
    const counts = async () =>
      Promise.all(
        [allies, allyAccounts, allyFiles, users].map(
          async (table) => (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n,
        ),
      )
    const before = await counts()
    await seedDemo(t.database.db)
    expect(await counts()).toEqual(before)
  })
})

describe('users e-mail follows onto allies', () => {
  it('keeps the seller and supervisor e-mails on the list in step with the users table', async () => {
    await t.database.db.update(users).set({ email: 'supervisora@demo.com' }).where(eq(users.id, supervisorId))
    const list = (
      await t.as(admin, {
        method: 'POST',
        url: '/api/v1/allies/list',
        query: { q: 'supervisora@demo', itemsPerPage: '-1' },
      })
    ).json<AllyListResponse>()
    expect(list.total).toBeGreaterThan(0)
    expect(list.products.every((item) => item.supervisor === 'supervisora@demo.com')).toBe(true)
    await t.database.db.update(users).set({ email: 'supervisor@demo.com' }).where(eq(users.id, supervisorId))
  })
})

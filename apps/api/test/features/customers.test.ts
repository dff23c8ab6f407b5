import { and, eq, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { auditEvents, creditApplications, customers } from '../../src/db/schema'
import { seedCustomers } from '../../src/features/customers'
import { useTestApp } from '../helpers/use-test-app'
import { signInDemo } from '../helpers/demo-sign-in'

const tokens: Record<string, string> = {}
const as = (who: string, method: 'GET' | 'PUT', url: string, payload?: object) =>
  t.as(tokens[who]!, { method, url, ...(payload ? { payload } : {}) })

const t = useTestApp()
beforeAll(async () => {
  await signInDemo(t, tokens, ['admin', 'mesa', 'ventas', 'analista'])
})

describe('one customer per CURP', () => {
  it('the seed gives every seeded applicant one record, however many applications they have', async () => {
    const db = t.database.db
    const [{ curps }] = (await db
      .select({ curps: sql<number>`count(distinct upper(trim(${creditApplications.curp})))::int` })
      .from(creditApplications)) as [{ curps: number }]
    expect(await db.$count(customers)).toBe(curps)
  })

  it('a second application with the same CURP adds its new phone to the same customer; running again adds nothing', async () => {
    const db = t.database.db
    const [first] = await db.select().from(creditApplications).limit(1)
    const [before] = await db.select().from(customers).where(eq(customers.curp, first!.curp.toUpperCase()))
    await db.insert(creditApplications).values({
      ...first!,
      id: undefined,
      folio: 990_001,
      mobilePhone: '5512345678',
      applicant: { ...(first!.applicant as object), mobilePhone: '5512345678' } as NonNullable<
        typeof first
      >['applicant'],
    } as typeof creditApplications.$inferInsert)
    await seedCustomers(db)
    await seedCustomers(db)
    const rows = await db.select().from(customers).where(eq(customers.curp, first!.curp.toUpperCase()))
    expect(rows).toHaveLength(1)
    expect(rows[0]!.id).toBe(before!.id)
    const detail = (await as('mesa', 'GET', `/api/v1/customers/${before!.id}`)).json()
    expect(detail.applications.length).toBeGreaterThanOrEqual(2)
  })
})

describe('the list', () => {
  it('searches by CURP and by name, pages, and names wrong filters', async () => {
    const [one] = await t.database.db.select().from(customers).limit(1)
    const byCurp = (await as('mesa', 'GET', `/api/v1/customers?q=${one!.curp}`)).json()
    expect(byCurp.items.map((row: { id: number }) => row.id)).toEqual([one!.id])
    const byName = (
      await as('mesa', 'GET', `/api/v1/customers?q=${encodeURIComponent(one!.lastName1)}`)
    ).json()
    expect(byName.items.some((row: { id: number }) => row.id === one!.id)).toBe(true)
    const bad = await as('mesa', 'GET', '/api/v1/customers?state=XX&sortBy=age&page=0')
    expect(bad.statusCode).toBe(400)
    expect(Object.keys(bad.json().errors).sort()).toEqual(['page', 'sortBy', 'state'])
  })

  it('is the control desk’s: sellers and analysts get 403', async () => {
    expect((await as('ventas', 'GET', '/api/v1/customers')).statusCode).toBe(403)
    expect((await as('analista', 'GET', '/api/v1/customers')).statusCode).toBe(403)
  })
})

describe('editing a customer', () => {
  it('saves contact data, audits the values before and after, and refuses a stale version', async () => {
    const [one] = await t.database.db.select().from(customers).limit(1)
    const url = `/api/v1/customers/${one!.id}`
    const current = (await as('mesa', 'GET', url)).json()
    const body = {
      firstNames: current.firstNames,
      lastName1: current.lastName1,
      lastName2: current.lastName2,
      phones: ['55 1111 2222', ...current.phones],
      emails: ['nuevo@example.com'],
      addresses: current.addresses,
      version: current.version,
    }
    const saved = await as('mesa', 'PUT', url, body)
    expect(saved.statusCode, saved.body).toBe(200)
    expect(saved.json().phones[0]).toBe('5511112222')
    expect(saved.json().version).toBe(current.version + 1)
    const [audit] = await t.database.db
      .select()
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.entityType, 'customer'),
          eq(auditEvents.entityId, String(one!.id)),
          // reads of a customer are audited too (issue 31); this test is about the change
          eq(auditEvents.action, 'customer.updated'),
        ),
      )
    expect(audit!.action).toBe('customer.updated')
    expect(audit!.data).toMatchObject({
      before: { emails: current.emails },
      after: { emails: ['nuevo@example.com'] },
    })
    const stale = await as('mesa', 'PUT', url, body)
    expect(stale.statusCode).toBe(409)
    expect(stale.json().code).toBe('stale_version')
  })

  it('hostile input is a 400 naming each field; nothing changes', async () => {
    const [one] = await t.database.db.select().from(customers).limit(1)
    const response = await as('mesa', 'PUT', `/api/v1/customers/${one!.id}`, {
      firstNames: '',
      lastName1: 'X'.repeat(500),
      phones: ['123'],
      emails: ['not-an-email'],
      addresses: [{ street: 'Calle', state: 'ZZ' }],
      version: 0,
      curp: 'HACK',
    })
    expect(response.statusCode).toBe(400)
    expect(Object.keys(response.json().errors).map((key) => key.split('.')[0])).toEqual(
      expect.arrayContaining(['firstNames', 'lastName1', 'phones', 'emails', 'addresses', 'version']),
    )
    const [after] = await t.database.db.select().from(customers).where(eq(customers.id, one!.id))
    expect(after!.version).toBe(one!.version)
  })

  it('a seller may not edit (403)', async () => {
    const response = await as('ventas', 'PUT', '/api/v1/customers/1', { version: 1 })
    expect(response.statusCode).toBe(403)
  })
})

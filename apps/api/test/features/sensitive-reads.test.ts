import { and, asc, eq, inArray } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  auditPaths,
  contractPaths,
  creditAnalysisPaths,
  creditDecisionPaths,
  customerRecordPaths,
  exportPaths,
  paymentCapacityPaths,
  type AuditListResponse,
} from '@mesa/contracts'
import { auditEvents, creditApplications, customers, loanContracts, users } from '../../src/db/schema'
import { useTestApp } from '../helpers/use-test-app'
import { demoTokens } from '../helpers/demo-sign-in'

/*
 * Issue 31 point 3: reads of the most sensitive data left no trace although docs/security.md said they did.
 * Each read of the bureau report, the income matrix, the deliberation resume, a customer record and a contract
 * PDF, and each export of the customers, is now in the audit trail (who, what, how many rows); a refused read
 * records nothing; administrators see who read an applicant's file on the audit screen filtered by it.
 */
let admin: string
let adminId: number
let ventas: string

const t = useTestApp()
beforeAll(async () => {
  ;[admin, ventas] = await demoTokens(t, ['admin', 'ventas'])
  const [row] = await t.database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'admin@demo.com'))
  adminId = row!.id
}, 240_000)

const fill = (path: string, params: Record<string, string | number>) =>
  Object.entries(params).reduce((url, [key, value]) => url.replace(`:${key}`, String(value)), path)

const eventsOf = (action: string, entityType: string, entityId: number) =>
  t.database.db
    .select()
    .from(auditEvents)
    .where(
      and(
        eq(auditEvents.action, action),
        eq(auditEvents.entityType, entityType),
        eq(auditEvents.entityId, String(entityId)),
      ),
    )

describe('reads of the most sensitive data leave a trace', () => {
  it('records who read the bureau report, the income matrix and the deliberation resume of an application', async () => {
    const [application] = await t.database.db
      .select()
      .from(creditApplications)
      .where(inArray(creditApplications.stage, ['deliberacion', 'autorizacion', 'contrato']))
      .orderBy(asc(creditApplications.id))
      .limit(1)
    const params = { origin: application!.product, id: application!.id }
    for (const [path, action] of [
      [creditAnalysisPaths.bureau, 'credit_application.bureau.read'],
      [paymentCapacityPaths.capacity, 'credit_application.income_matrix.read'],
      [creditDecisionPaths.deliberation, 'credit_application.deliberation.read'],
    ] as const) {
      const read = await t.as(admin, { method: 'GET', url: fill(path, params) })
      expect(read.statusCode, `${path} ${read.body}`).toBe(200)
      const events = await eventsOf(action, 'credit_application', application!.id)
      expect(
        events.map((event) => event.actorUserId),
        action,
      ).toEqual([adminId])
    }
    // The administrators' view of who read this applicant's file: the trail filtered by the application.
    const trail = await t.as(admin, {
      method: 'GET',
      url: `${auditPaths.list}?entityType=credit_application&entityId=${application!.id}&itemsPerPage=100`,
    })
    const actions = trail.json<AuditListResponse>().items.map((event) => event.action)
    expect(actions).toEqual(
      expect.arrayContaining(['credit_application.bureau.read', 'credit_application.deliberation.read']),
    )
    expect((await t.as(ventas, { method: 'GET', url: auditPaths.list })).statusCode).toBe(403)
  })

  it('records a customer record read and a contract PDF, and nothing for a refused read', async () => {
    const [customer] = await t.database.db.select().from(customers).orderBy(asc(customers.id)).limit(1)
    const refused = await t.as(ventas, {
      method: 'GET',
      url: fill(customerRecordPaths.item, { id: customer!.id }),
    })
    expect(refused.statusCode).toBe(403)
    expect(await eventsOf('customer.read', 'customer', customer!.id)).toEqual([])
    const read = await t.as(admin, {
      method: 'GET',
      url: fill(customerRecordPaths.item, { id: customer!.id }),
    })
    expect(read.statusCode).toBe(200)
    expect(await eventsOf('customer.read', 'customer', customer!.id)).toHaveLength(1)

    const [contract] = await t.database.db
      .select()
      .from(loanContracts)
      .orderBy(asc(loanContracts.id))
      .limit(1)
    const pdf = await t.as(admin, {
      method: 'GET',
      url: fill(contractPaths.pdf, { contractId: contract!.id }),
    })
    expect(pdf.statusCode).toBe(200)
    expect(await eventsOf('contract.pdf.read', 'contract', contract!.id)).toHaveLength(1)
  })

  it('records each export of the customers: who, which list, the filters and how many rows', async () => {
    const csv = await t.as(admin, { method: 'GET', url: `${exportPaths.customers}?q=a` })
    expect(csv.statusCode).toBe(200)
    const rows = csv.body.trim().split('\r\n').length - 1
    const [event] = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'export.list'), eq(auditEvents.entityId, 'clientes')))
    expect(event).toMatchObject({
      actorUserId: adminId,
      entityType: 'export',
      data: { list: 'clientes', format: 'csv', filters: { q: 'a' }, rows },
    })
    expect(csv.headers['x-export-rows']).toBe(String(rows))
  })
})

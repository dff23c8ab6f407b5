import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm'
import {
  personFullName,
  mayEditCustomerRecords,
  type AbilityRule,
  type CustomerRecordDetail,
  type CustomerRecordListItem,
  type CustomerRecordListQuery,
  type CustomerRecordUpdate,
} from '@mesa/contracts'
import type { Database, Executor } from '../../db/client'
import { allyDirectory } from '../allies'
import { emptyNotFound, staleVersion } from '../../lib/http-errors'
import { countUpTo, readPage } from '../../lib/paging'
import { containsPattern, sortableText } from '../../lib/sql-text'
import type { Viewer } from '../allies'
import { recordAudit } from '../audit'
import { visibleInDirectory, applicationDirectory as applications } from '../credit-applications'
import { customers } from './customers.schema'

const fullName = sql<string>`trim(${customers.firstNames} || ' ' || ${customers.lastName1} || ' ' || ${customers.lastName2})`
const applicationCount = sql<number>`(select count(*)::int from credit_applications ca where ca.curp = ${customers.curp})`

/** A customer is seen by whoever sees one of their applications (the applications' row scope). */
export function visibleCustomers(viewer: Viewer): SQL | undefined {
  const scope = visibleInDirectory(viewer)
  if (!scope) return undefined
  return sql`exists (select 1 from ${applications} where ${applications.curp} = ${customers.curp} and ${scope})`
}

function listConditions(query: Partial<CustomerRecordListQuery>): SQL[] {
  const conditions: SQL[] = []
  if (query.q) {
    const pattern = containsPattern(query.q.trim().toLowerCase())
    conditions.push(
      sql`lower(${fullName} || ' ' || ${customers.curp} || ' ' || ${customers.rfc} || ' ' || ${customers.phones}::text || ' ' || ${customers.emails}::text) like ${pattern}`,
    )
  }
  if (query.state)
    conditions.push(sql`${customers.addresses} @> ${JSON.stringify([{ state: query.state }])}::jsonb`)
  return conditions
}

const sortColumns = {
  name: sortableText(sql`${customers.lastName1} || ' ' || ${customers.firstNames}`),
  curp: customers.curp,
  applications: applicationCount,
  createdAt: customers.createdAt,
} as const

/** The customer list: q on name, CURP, RFC, phone and e-mail; state filter; sort; paging. */
export async function listCustomers(db: Executor, query: CustomerRecordListQuery, viewer: Viewer) {
  const where = and(...listConditions(query), visibleCustomers(viewer))
  const direction = query.orderBy === 'desc' ? desc : asc
  const order = query.sortBy
    ? [direction(sortColumns[query.sortBy]), asc(customers.id)]
    : [asc(sortColumns.name)]
  const { rows, ...totals } = await readPage(
    query,
    ({ limit, offset }) =>
      db
        .select({ customer: customers, fullName, applicationCount })
        .from(customers)
        .where(where)
        .orderBy(...order)
        .limit(limit)
        .offset(offset),
    (cap) => countUpTo(db, customers, where, cap),
  )
  const items: CustomerRecordListItem[] = rows.map(({ customer, ...computed }) => ({
    id: customer.id,
    fullName: computed.fullName,
    curp: customer.curp,
    rfc: customer.rfc,
    phone: customer.phones[0] ?? '',
    email: customer.emails[0] ?? '',
    state: customer.addresses[0]?.state ?? '',
    applicationCount: computed.applicationCount,
    createdAt: customer.createdAt.toISOString(),
  }))
  return { items, ...totals }
}

/** The customer within the viewer's scope; 404 with an empty body outside it. */
export async function loadCustomer(db: Executor, id: number, viewer: Viewer) {
  const [row] = await db
    .select()
    .from(customers)
    .where(and(eq(customers.id, id), visibleCustomers(viewer)))
  if (!row) throw emptyNotFound()
  return row
}

export async function customerDetail(
  db: Executor,
  row: typeof customers.$inferSelect,
  viewer: Viewer & { rules: AbilityRule[] },
): Promise<CustomerRecordDetail> {
  const owned = await db
    .select({
      id: applications.id,
      folio: applications.folio,
      origin: applications.product,
      stage: applications.stage,
      allyName: allyDirectory.allyName,
      requestedAmountCents: applications.requestedAmountCents,
      createdAt: applications.createdAt,
    })
    .from(applications)
    .innerJoin(allyDirectory, eq(allyDirectory.id, applications.allyId))
    .where(and(eq(applications.curp, row.curp), visibleInDirectory(viewer)))
    .orderBy(desc(applications.createdAt))
  return {
    id: row.id,
    curp: row.curp,
    rfc: row.rfc,
    firstNames: row.firstNames,
    lastName1: row.lastName1,
    lastName2: row.lastName2,
    fullName: personFullName(row),
    birthDate: row.birthDate,
    phones: row.phones,
    emails: row.emails,
    addresses: row.addresses,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    mayEdit: mayEditCustomerRecords(viewer.rules),
    applications: owned.map((application) => ({
      ...application,
      createdAt: application.createdAt.toISOString(),
    })),
  }
}

const editable = ['firstNames', 'lastName1', 'lastName2', 'phones', 'emails', 'addresses'] as const

/** The desk's correction of a customer, audited with the values before and after; stale version → 409. */
export async function updateCustomer(
  db: Database,
  row: typeof customers.$inferSelect,
  actorUserId: number,
  input: CustomerRecordUpdate,
) {
  if (input.version !== row.version) throw staleVersion()
  const values = {
    firstNames: input.firstNames,
    lastName1: input.lastName1,
    lastName2: input.lastName2,
    phones: [...new Set(input.phones)],
    emails: [...new Set(input.emails.map((email) => email.toLowerCase()))],
    addresses: input.addresses,
  }
  const changed = editable.filter((key) => JSON.stringify(row[key]) !== JSON.stringify(values[key]))
  if (changed.length === 0) return
  await db.transaction(async (tx) => {
    const updated = await tx
      .update(customers)
      .set({ ...values, updatedAt: new Date(), version: row.version + 1 })
      .where(and(eq(customers.id, row.id), eq(customers.version, input.version)))
      .returning({ id: customers.id })
    if (updated.length === 0) throw staleVersion()
    await recordAudit(tx, {
      actorUserId,
      action: 'customer.updated',
      entityType: 'customer',
      entityId: row.id,
      data: {
        before: Object.fromEntries(changed.map((key) => [key, row[key]])),
        after: Object.fromEntries(changed.map((key) => [key, values[key]])),
      },
    })
  })
}

import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm'
import type { ContractListQuery, ContractListResponse } from '@mesa/contracts'
import type { Executor } from '../../db/client'
import { allyDirectory } from '../allies'
import { countUpTo, readPage } from '../../lib/paging'
import { containsPattern } from '../../lib/sql-text'
import type { Viewer } from '../allies'
import { visibleInDirectory, applicationDirectory as applications } from '../credit-applications'
import { loanContracts as contracts } from './contracts.schema'

const sortColumns = {
  number: contracts.number,
  folio: applications.folio,
  applicant: applications.applicantName,
  status: contracts.status,
  generatedAt: contracts.generatedAt,
  signedOn: contracts.signedOn,
} as const

/** The day a version was generated, on the business's calendar (the date filters are Mexico City days). */
const generatedDay = sql`(${contracts.generatedAt} at time zone 'America/Mexico_City')::date`

function conditions(query: ContractListQuery, viewer: Viewer): SQL | undefined {
  const parts: Array<SQL | undefined> = [visibleInDirectory(viewer)]
  if (query.q) {
    const needle = query.q.trim().toLowerCase()
    const pattern = containsPattern(needle)
    const textMatch = sql`(lower(${applications.applicantName}) like ${pattern} or lower(${contracts.number}) like ${pattern})`
    parts.push(
      /^\d{1,9}$/.test(needle) ? sql`(${applications.folio} = ${Number(needle)} or ${textMatch})` : textMatch,
    )
  }
  if (query.status) parts.push(eq(contracts.status, query.status))
  if (query.product) parts.push(eq(applications.product, query.product))
  if (query.allyId) parts.push(eq(applications.allyId, query.allyId))
  if (query.from) parts.push(sql`${generatedDay} >= ${query.from}::date`)
  if (query.to) parts.push(sql`${generatedDay} <= ${query.to}::date`)
  return and(...parts)
}

/** Every contract version within the viewer's scope, newest first unless sorted otherwise. */
export async function listContracts(
  db: Executor,
  query: ContractListQuery,
  viewer: Viewer,
): Promise<ContractListResponse> {
  const where = conditions(query, viewer)
  const direction = query.orderBy === 'asc' ? asc : desc
  const order = query.sortBy
    ? [direction(sortColumns[query.sortBy]), desc(contracts.id)]
    : [desc(contracts.generatedAt), desc(contracts.id)]
  const page = await readPage(
    query,
    async ({ limit, offset }) => {
      const rows = await db
        .select({
          id: contracts.id,
          number: contracts.number,
          version: contracts.version,
          status: contracts.status,
          applicationId: applications.id,
          folio: applications.folio,
          product: applications.product,
          applicantName: applications.applicantName,
          allyId: applications.allyId,
          allyName: allyDirectory.allyName,
          terms: contracts.terms,
          generatedAt: contracts.generatedAt,
          signedOn: contracts.signedOn,
        })
        .from(contracts)
        .innerJoin(applications, eq(applications.id, contracts.applicationId))
        .innerJoin(allyDirectory, eq(allyDirectory.id, applications.allyId))
        .where(where)
        .orderBy(...order)
        .limit(limit)
        .offset(offset)
      return rows.map(({ terms, generatedAt, ...row }) => ({
        ...row,
        amountCents: terms.amountCents,
        paymentCents: terms.paymentWithIvaCents,
        catPct: terms.catPct,
        generatedAt: generatedAt.toISOString(),
      }))
    },
    (cap) =>
      countUpTo(
        db,
        sql`${contracts} inner join ${applications} on ${eq(applications.id, contracts.applicationId)}`,
        where,
        cap,
      ),
  )
  return { items: page.rows, total: page.total, totalCapped: page.totalCapped }
}

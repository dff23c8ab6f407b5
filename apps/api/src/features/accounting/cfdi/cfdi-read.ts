import { and, asc, desc, eq, gte, lte, sql, type SQL } from 'drizzle-orm'
import type { Cfdi, CfdiListQuery, CfdiListResponse } from '@mesa/contracts'
import type { Executor } from '../../../db/client'
import { notFound } from '../../../lib/http-errors'
import { countUpTo, readPage } from '../../../lib/paging'
import { containsPattern } from '../../../lib/sql-text'
import type { Viewer } from '../../allies'
import { applicationDirectory, visibleInDirectory } from '../../credit-applications'
import { cfdiDocuments } from './cfdi.schema'

type CfdiRow = typeof cfdiDocuments.$inferSelect

/** A stored CFDI as the API answers it (never its XML: that is a download of its own). */
export function cfdiOf(row: CfdiRow): Cfdi {
  return {
    id: row.id,
    serie: row.serie,
    folio: row.id,
    status: row.status,
    uuid: row.uuid,
    paymentId: row.paymentId,
    paidOn: row.paidOn,
    issuedOn: row.issuedOn,
    stampedAt: row.stampedAt?.toISOString() ?? null,
    loan: { origin: row.product, applicationId: row.applicationId, folio: row.loanFolio },
    receptor: { rfc: row.receptorRfc, name: row.receptorName },
    conceptos: row.input.charges.map((charge) => ({
      kind: charge.kind,
      baseCents: charge.amountCents,
      ivaCents: charge.ivaCents ?? 0,
    })),
    subTotalCents: row.subTotalCents,
    ivaCents: row.ivaCents,
    totalCents: row.totalCents,
    sandbox: row.sandbox,
    error: row.errorCode ? { code: row.errorCode, message: row.errorMessage ?? '' } : null,
    mailedTo: row.customerEmail,
    mailedAt: row.mailedAt?.toISOString() ?? null,
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
    cancellationMotive: row.cancellationMotive,
    version: row.version,
  }
}

const sortColumns = {
  issuedOn: cfdiDocuments.issuedOn,
  folio: cfdiDocuments.id,
  total: cfdiDocuments.totalCents,
} as const

/** The filters, within the viewer's row scope (the loans' own: an ally's seller sees only their ally's). */
function conditions(query: CfdiListQuery, viewer: Viewer): SQL | undefined {
  return and(
    visibleInDirectory(viewer),
    query.q
      ? sql`(lower(${cfdiDocuments.receptorName}) like ${containsPattern(query.q.toLowerCase())} or lower(coalesce(${cfdiDocuments.uuid}, '')) like ${containsPattern(query.q.toLowerCase())})`
      : undefined,
    query.loanFolio ? eq(cfdiDocuments.loanFolio, query.loanFolio) : undefined,
    query.status ? eq(cfdiDocuments.status, query.status) : undefined,
    query.from ? gte(cfdiDocuments.issuedOn, query.from) : undefined,
    query.to ? lte(cfdiDocuments.issuedOn, query.to) : undefined,
    query.uuid ? eq(cfdiDocuments.uuid, query.uuid) : undefined,
  )
}

/** The CFDI list: q on the receptor's name and the UUID; filters by loan, status, issue days and UUID; newest first unless sorted. */
export async function listCfdi(
  db: Executor,
  query: CfdiListQuery,
  viewer: Viewer,
): Promise<CfdiListResponse> {
  const where = conditions(query, viewer)
  const direction = query.orderBy === 'asc' ? asc : desc
  const order = query.sortBy
    ? [direction(sortColumns[query.sortBy]), desc(cfdiDocuments.id)]
    : [desc(cfdiDocuments.issuedOn), desc(cfdiDocuments.id)]
  const { rows, ...total } = await readPage(
    query,
    ({ limit, offset }) =>
      db
        .select({ cfdi: cfdiDocuments })
        .from(cfdiDocuments)
        .innerJoin(applicationDirectory, eq(applicationDirectory.id, cfdiDocuments.applicationId))
        .where(where)
        .orderBy(...order)
        .limit(limit)
        .offset(offset),
    (cap) =>
      countUpTo(
        db,
        sql`${cfdiDocuments} inner join ${applicationDirectory} on ${eq(applicationDirectory.id, cfdiDocuments.applicationId)}`,
        where,
        cap,
      ),
  )
  return { items: rows.map((row) => cfdiOf(row.cfdi)), ...total }
}

/** One CFDI within the viewer's row scope, or 404 (another ally's invoice is not said to exist). */
export async function cfdiRowFor(db: Executor, id: number, viewer: Viewer): Promise<CfdiRow> {
  const [row] = await db
    .select({ cfdi: cfdiDocuments })
    .from(cfdiDocuments)
    .innerJoin(applicationDirectory, eq(applicationDirectory.id, cfdiDocuments.applicationId))
    .where(and(eq(cfdiDocuments.id, id), visibleInDirectory(viewer)))
  if (!row) throw notFound('No such CFDI')
  return row.cfdi
}

/** A loan's CFDI, newest first (the loan page's section; the caller checked the loan is the viewer's). */
export async function cfdiOfApplication(db: Executor, applicationId: number): Promise<Cfdi[]> {
  const rows = await db
    .select()
    .from(cfdiDocuments)
    .where(eq(cfdiDocuments.applicationId, applicationId))
    .orderBy(desc(cfdiDocuments.issuedOn), desc(cfdiDocuments.id))
  return rows.map(cfdiOf)
}

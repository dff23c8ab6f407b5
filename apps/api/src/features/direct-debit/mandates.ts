import { and, desc, eq, sql, type SQL } from 'drizzle-orm'
import type { mandateCreateSchema } from '@mesa/contracts'
import { fieldError, type Mandate, type MandateListQuery, type MandateRevocation } from '@mesa/contracts'
import type { z } from 'zod'
import type { Database, Executor } from '../../db/client'
import { badRequest, conflict, notFound, staleVersion } from '../../lib/http-errors'
import { readPage } from '../../lib/paging'
import { violatedUniqueIndex } from '../../lib/pg-errors'
import { recordAudit } from '../audit'
import { businessDateOf } from '../business-date'
import { loanDirectory } from '../loan-servicing'
import { screenPayer } from '../pld'
import { directDebitMandates } from './direct-debit.schema'
import { sealAccount } from './mandate-account'

type MandateRow = typeof directDebitMandates.$inferSelect

export function mandateOf(row: MandateRow): Mandate {
  return {
    id: row.id,
    loanId: row.loanId,
    applicationId: row.applicationId,
    accountKind: row.accountKind,
    accountLast4: row.accountLast4,
    holderName: row.holderName,
    maxAmountCents: row.maxAmountCents,
    status: row.status,
    revokedOn: row.revokedOn,
    revocationReason: row.revocationReason,
    authorization:
      row.authorizationKey && row.authorizationUploadedAt
        ? {
            fileName: row.authorizationFileName ?? '',
            size: row.authorizationSize ?? 0,
            uploadedAt: row.authorizationUploadedAt.toISOString(),
          }
        : null,
    createdAt: row.createdAt.toISOString(),
    version: row.version,
  }
}

export async function mandateRow(db: Executor, id: number): Promise<MandateRow> {
  const [row] = await db.select().from(directDebitMandates).where(eq(directDebitMandates.id, id))
  if (!row) throw notFound('No such mandate')
  return row
}

/**
 * Registers a mandate on an active loan. A loan with an active mandate refuses a second (409
 * `mandate_already_active`), the partial unique index catching a concurrent one too.
 */
export async function registerMandate(
  db: Database,
  secret: string,
  actorUserId: number,
  body: z.output<typeof mandateCreateSchema>,
): Promise<Mandate> {
  const [loan] = await db
    .select({ applicationId: loanDirectory.applicationId, status: loanDirectory.status })
    .from(loanDirectory)
    .where(eq(loanDirectory.id, body.loanId))
  if (!loan) throw badRequest({ loanId: [fieldError('not_found')] })
  if (loan.status !== 'active') throw conflict('wrong_stage', 'Only an active loan is debited')
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(directDebitMandates)
        .values({
          loanId: body.loanId,
          applicationId: loan.applicationId,
          accountKind: body.accountKind,
          accountSealed: sealAccount(body.accountNumber, secret),
          accountLast4: body.accountNumber.slice(-4),
          holderName: body.holderName,
          maxAmountCents: body.maxAmountCents,
          createdByUserId: actorUserId,
        })
        .returning()
      // The account's holder pays this loan from now on, often not the customer: screened against the blocking
      // lists as any payer (issue 36); a hit raises the compliance officer's alert and the runs leave it out.
      await screenPayer(tx, {
        name: body.holderName,
        amountCents: 0,
        method: 'domiciliacion',
        loanId: body.loanId,
      })
      await recordAudit(tx, {
        actorUserId,
        action: 'direct_debit.mandate_registered',
        entityType: 'direct_debit_mandate',
        entityId: row!.id,
        data: {
          loanId: body.loanId,
          accountKind: body.accountKind,
          accountLast4: row!.accountLast4,
          maxAmountCents: body.maxAmountCents,
        },
      })
      return mandateOf(row!)
    })
  } catch (error) {
    if (violatedUniqueIndex(error) === 'direct_debit_mandates_active_loan')
      throw conflict('mandate_already_active', 'This loan already has an active mandate', {
        loanId: ['mandate_already_active'],
      })
    throw error
  }
}

/** Revokes an active mandate as of today (the business day), with its reason; later runs leave it out. */
export async function revokeMandate(
  db: Database,
  actorUserId: number,
  id: number,
  { reason, version }: MandateRevocation,
): Promise<Mandate> {
  return db.transaction(async (tx) => {
    const current = await mandateRow(tx, id)
    if (current.status !== 'active') throw conflict('wrong_stage', 'The mandate is already revoked')
    const revokedOn = await businessDateOf(tx)
    const [row] = await tx
      .update(directDebitMandates)
      .set({
        status: 'revoked',
        revokedOn,
        revocationReason: reason,
        version: sql`${directDebitMandates.version} + 1`,
      })
      .where(and(eq(directDebitMandates.id, id), eq(directDebitMandates.version, version)))
      .returning()
    if (!row) throw staleVersion()
    await recordAudit(tx, {
      actorUserId,
      action: 'direct_debit.mandate_revoked',
      entityType: 'direct_debit_mandate',
      entityId: id,
      data: { loanId: row.loanId, revokedOn, reason },
    })
    return mandateOf(row)
  })
}

export async function listMandates(db: Database, query: MandateListQuery) {
  const conditions: SQL[] = []
  if (query.loanId) conditions.push(eq(directDebitMandates.loanId, query.loanId))
  if (query.status) conditions.push(eq(directDebitMandates.status, query.status))
  const where = conditions.length ? and(...conditions) : undefined
  const column = query.sortBy === 'loanId' ? directDebitMandates.loanId : directDebitMandates.createdAt
  const order = query.orderBy === 'asc' ? sql`${column} asc` : desc(column)
  const { rows, ...total } = await readPage(
    query,
    ({ limit, offset }) =>
      db
        .select()
        .from(directDebitMandates)
        .where(where)
        .orderBy(order, desc(directDebitMandates.id))
        .limit(limit)
        .offset(offset),
    async () =>
      (
        await db
          .select({ n: sql<number>`count(*)::int` })
          .from(directDebitMandates)
          .where(where)
      )[0]!.n,
  )
  return { items: rows.map(mandateOf), ...total }
}

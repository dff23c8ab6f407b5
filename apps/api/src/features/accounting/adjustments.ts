import { and, eq, inArray } from 'drizzle-orm'
import {
  accountingManager,
  adjustmentRequestSchema,
  mappingChangeRequestSchema,
  type AdjustmentRequest,
  type ApprovalRequest,
  type MappingChangeRequest,
} from '@mesa/contracts'
import type { Database, Executor } from '../../db/client'
import { badRequest } from '../../lib/http-errors'
import { registerApprovalKind, requestApproval } from '../approvals'
import { recordAudit } from '../audit'
import { accountMappings, ledgerAccounts } from './accounting.schema'
import { announceMappingChange } from './mapping-cache'
import { insertEntry } from './journal'
import { isPeriodClosed } from './periods-lock'

export const ADJUSTMENT_KIND = 'accounting_adjustment'
export const MAPPING_KIND = 'accounting_mapping'

/** Every account named must be in the chart and postable (a grouping account takes no line): 400 naming the line. */
async function checkAccounts(db: Executor, codes: Array<{ path: string; code: string }>) {
  const found = await db
    .select({ code: ledgerAccounts.code, postable: ledgerAccounts.postable })
    .from(ledgerAccounts)
    .where(inArray(ledgerAccounts.code, [...new Set(codes.map((each) => each.code))]))
  const postable = new Set(found.filter((row) => row.postable).map((row) => row.code))
  const known = new Set(found.map((row) => row.code))
  const errors: Record<string, string[]> = {}
  for (const { path, code } of codes)
    if (!postable.has(code)) errors[path] = [known.has(code) ? 'account_not_postable' : 'unknown_reference']
  if (Object.keys(errors).length > 0) throw badRequest(errors)
}

/** An adjustment's date must lie in an open month (it is refused, not moved: the accountant chose the date). */
async function checkAdjustment(db: Executor, request: AdjustmentRequest) {
  if (await isPeriodClosed(db, request.businessDate.slice(0, 7)))
    throw badRequest({ businessDate: ['period_closed'] }, 'The month of this date is closed', 'period_closed')
  await checkAccounts(
    db,
    request.lines.map((line, index) => ({ path: `lines.${index}.accountCode`, code: line.accountCode })),
  )
}

/**
 * Asks for a manual adjustment (issue 34: the only hand-made entries, with four eyes): checked now, stored as a
 * pending request; posted only when a second person with manage accounting approves it.
 */
export async function requestAdjustment(
  db: Database,
  request: AdjustmentRequest,
  userId: number,
): Promise<ApprovalRequest> {
  return db.transaction(async (tx) => {
    await checkAdjustment(tx, request)
    return requestApproval(tx, {
      kind: ADJUSTMENT_KIND,
      subjectType: 'accounting_adjustment',
      // Each adjustment is its own subject: several may wait at once.
      subjectId: `${request.businessDate}:${Date.now()}:${userId}`,
      payload: request,
      requestedBy: userId,
    })
  })
}

/** Asks for a product's slot to post to another account: four eyes too (one pending change per product and slot). */
export async function requestMappingChange(
  db: Database,
  request: MappingChangeRequest,
  userId: number,
): Promise<ApprovalRequest> {
  return db.transaction(async (tx) => {
    await checkAccounts(tx, [{ path: 'accountCode', code: request.accountCode }])
    return requestApproval(tx, {
      kind: MAPPING_KIND,
      subjectType: 'account_mapping',
      subjectId: `${request.product}:${request.slot}`,
      payload: request,
      requestedBy: userId,
    })
  })
}

/** The approval kinds of the books (registered at start in apps/api/src/approval-kinds.ts). */
export function registerAccountingApprovals() {
  registerApprovalKind<AdjustmentRequest>({
    kind: ADJUSTMENT_KIND,
    subjectType: 'accounting_adjustment',
    ability: accountingManager,
    payload: adjustmentRequestSchema,
    execute: async (tx, request, approval) => {
      // Checked again on the books as they are now: the month may have closed while the request waited.
      await checkAdjustment(tx, request)
      const posted = await insertEntry(
        tx,
        {
          businessDate: request.businessDate,
          kind: 'manual_adjustment',
          source: { type: 'manual', id: approval.approvalId },
          loanId: null,
          memo: request.memo,
          createdBy: approval.requestedBy,
        },
        request.lines.map((line) => ({ ...line, slot: null })),
      )
      await recordAudit(tx, {
        actorUserId: approval.approvedBy,
        action: 'accounting.adjustment_posted',
        entityType: 'journal_entry',
        entityId: posted.entryId,
        data: {
          approvalId: approval.approvalId,
          requestedBy: approval.requestedBy,
          businessDate: posted.businessDate,
        },
      })
      return posted
    },
  })
  registerApprovalKind<MappingChangeRequest>({
    kind: MAPPING_KIND,
    subjectType: 'account_mapping',
    ability: accountingManager,
    payload: mappingChangeRequestSchema,
    execute: async (tx, request, approval) => {
      await checkAccounts(tx, [{ path: 'accountCode', code: request.accountCode }])
      const where = and(eq(accountMappings.product, request.product), eq(accountMappings.slot, request.slot))
      const [before] = await tx
        .select({ accountCode: accountMappings.accountCode })
        .from(accountMappings)
        .where(where)
      await tx
        .update(accountMappings)
        .set({ accountCode: request.accountCode, updatedAt: new Date() })
        .where(where)
      // Every process forgets the mappings it cached (this one now, the others when this commits).
      await announceMappingChange(tx)
      await recordAudit(tx, {
        actorUserId: approval.approvedBy,
        action: 'accounting.mapping_changed',
        entityType: 'account_mapping',
        entityId: `${request.product}:${request.slot}`,
        data: {
          product: request.product,
          slot: request.slot,
          accountCode: request.accountCode,
          previousAccountCode: before?.accountCode ?? null,
          approvalId: approval.approvalId,
        },
      })
      return { product: request.product, slot: request.slot, accountCode: request.accountCode }
    },
  })
}

import { z } from 'zod'
import {
  drawdownRequestSchema,
  fundingWorker,
  repaymentRequestSchema,
  type DrawdownRequest,
  type RepaymentRequest,
} from '@mesa/contracts'
import type { Database, Transaction } from '../../db/client'
import { registerApprovalKind, requestApproval } from '../approvals'
import {
  bookMovement,
  checkMovement,
  drawdownAsk,
  repaymentAsk,
  rethrowDuplicateMovement,
  type MovementAsk,
} from './line-movements'
import { DRAWDOWN_KIND, REPAYMENT_KIND } from './line-movement-reads'

const lineRef = z.object({ lineId: z.number().int().positive() })
const drawdownPayload = drawdownRequestSchema.extend(lineRef.shape)
// The repayment's refinement (principal or interest) was checked when asked: the stored payload is its shape.
const repaymentPayload = z.object({ ...repaymentRequestSchema.shape, ...lineRef.shape })

/** Asks for a movement (four eyes, as a disbursement): checked now, stored pending for a second person. */
async function requestMovement(
  db: Database,
  lineId: number,
  kind: string,
  ask: MovementAsk,
  payload: Record<string, unknown>,
  userId: number,
) {
  return db.transaction(async (tx) => {
    await checkMovement(tx, lineId, ask)
    return requestApproval(tx, {
      kind,
      subjectType: 'funding_line',
      subjectId: lineId,
      payload: { ...payload, lineId },
      requestedBy: userId,
    })
  })
}

export const requestDrawdown = (db: Database, lineId: number, request: DrawdownRequest, userId: number) =>
  requestMovement(db, lineId, DRAWDOWN_KIND, drawdownAsk(request), request, userId)

export const requestRepayment = (db: Database, lineId: number, request: RepaymentRequest, userId: number) =>
  requestMovement(db, lineId, REPAYMENT_KIND, repaymentAsk(request), request, userId)

/**
 * The drawdown and the repayment of a line have four eyes (funding's policy for money moves, issue 30): a
 * treasurer asks, a second person with the fondeo right approves, and the movement is booked then, with its
 * journal entry, the checks run again on the line as it is now.
 */
export function registerLineMovementApprovals() {
  const execute = async (
    tx: Transaction,
    lineId: number,
    ask: MovementAsk,
    people: Parameters<typeof bookMovement>[3],
  ) => {
    try {
      return await bookMovement(tx, lineId, ask, people)
    } catch (error) {
      rethrowDuplicateMovement(error)
    }
  }
  registerApprovalKind<z.infer<typeof drawdownPayload>>({
    kind: DRAWDOWN_KIND,
    subjectType: 'funding_line',
    ability: fundingWorker,
    payload: drawdownPayload,
    execute: (tx, { lineId, ...request }, approval) =>
      execute(tx as Transaction, lineId, drawdownAsk(request), approval),
  })
  registerApprovalKind<z.infer<typeof repaymentPayload>>({
    kind: REPAYMENT_KIND,
    subjectType: 'funding_line',
    ability: fundingWorker,
    payload: repaymentPayload,
    execute: (tx, { lineId, ...request }, approval) =>
      execute(tx as Transaction, lineId, repaymentAsk(request), approval),
  })
}

import { eq } from 'drizzle-orm'
import { rulesAllow, type AbilityRule, type ApprovalRequest, type ApprovalStatus } from '@mesa/contracts'
import type { Executor } from '../../db/client'
import { userDirectoryAs } from '../users'
import { approvalRequests } from './approvals.schema'
import { registeredApprovalKinds } from './approval-kinds'

/** Who looks at a request: what they may do with it is part of the answer (the web mirrors it). */
export interface ApprovalViewer {
  userId: number
  rules: readonly AbilityRule[]
}

const requesters = userDirectoryAs('requester')
const deciders = userDirectoryAs('decider')

export const requestColumns = {
  id: approvalRequests.id,
  kind: approvalRequests.kind,
  subjectType: approvalRequests.subjectType,
  subjectId: approvalRequests.subjectId,
  payload: approvalRequests.payload,
  status: approvalRequests.status,
  requestedById: approvalRequests.requestedBy,
  requestedByName: requesters.fullName,
  requestedAt: approvalRequests.requestedAt,
  decidedById: approvalRequests.decidedBy,
  decidedByName: deciders.fullName,
  decidedAt: approvalRequests.decidedAt,
  decisionNote: approvalRequests.decisionNote,
  result: approvalRequests.result,
  version: approvalRequests.version,
}

/** The requests with their requester's and decider's names. */
export const selectRequests = (db: Executor) =>
  db
    .select(requestColumns)
    .from(approvalRequests)
    .leftJoin(requesters, eq(requesters.id, approvalRequests.requestedBy))
    .leftJoin(deciders, eq(deciders.id, approvalRequests.decidedBy))

export type RequestRow = {
  id: number
  kind: string
  subjectType: string
  subjectId: string
  payload: unknown
  status: ApprovalStatus
  requestedById: number
  requestedByName: string | null
  requestedAt: Date
  decidedById: number | null
  decidedByName: string | null
  decidedAt: Date | null
  decisionNote: string | null
  result: unknown
  version: number
}

/** The kinds whose requests this viewer may decide (they hold the kind's ability). */
export const decidableKinds = (viewer: ApprovalViewer) =>
  registeredApprovalKinds()
    .filter((definition) => rulesAllow(viewer.rules, definition.ability))
    .map((definition) => definition.kind)

export function toApprovalRequest(row: RequestRow, viewer: ApprovalViewer): ApprovalRequest {
  const own = row.requestedById === viewer.userId
  const able = decidableKinds(viewer).includes(row.kind)
  const pending = row.status === 'pending'
  return {
    id: row.id,
    kind: row.kind,
    subjectType: row.subjectType,
    subjectId: row.subjectId,
    payload: row.payload,
    status: row.status,
    requestedBy: { id: row.requestedById, fullName: row.requestedByName ?? '' },
    requestedAt: row.requestedAt.toISOString(),
    decidedBy: row.decidedById === null ? null : { id: row.decidedById, fullName: row.decidedByName ?? '' },
    decidedAt: row.decidedAt?.toISOString() ?? null,
    decisionNote: row.decisionNote,
    result: row.result ?? null,
    version: row.version,
    viewer: {
      mayDecide: pending && able && !own,
      mayCancel: pending && own,
      refusal: !pending ? null : own ? 'four_eyes_same_person' : able ? null : 'forbidden',
    },
  }
}

import { QueryBuilder } from 'drizzle-orm/pg-core'
import { approvalRequests } from './approvals.schema'

// Issue 37: other features read approval requests through this read model (a subquery PostgreSQL pulls up into
// the caller's query), never the table; requests are asked and decided through the approvals door.

/** Each request for a second person's approval: what it is for, its payload, who asked and where it stands. */
export const approvalDirectory = new QueryBuilder()
  .select({
    id: approvalRequests.id,
    kind: approvalRequests.kind,
    subjectType: approvalRequests.subjectType,
    subjectId: approvalRequests.subjectId,
    payload: approvalRequests.payload,
    status: approvalRequests.status,
    requestedBy: approvalRequests.requestedBy,
    requestedAt: approvalRequests.requestedAt,
    version: approvalRequests.version,
  })
  .from(approvalRequests)
  .as('approval_directory')

import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import {
  approvalIdParams,
  approvalListQuerySchema,
  approvalListResponseSchema,
  approvalPaths,
  approvalPendingCountSchema,
  approvalQueueReader,
  approvalRequestSchema,
  approveRequestSchema,
  cancelRequestSchema,
  dutyPolicyRequestSchema,
  dutyPolicySchema,
  manageAll,
  rejectRequestSchema,
} from '@mesa/contracts'
import type { AppContext } from '../../app-context'
import { principalOf } from '../auth'
import { approvalDetail, listApprovals, pendingCountFor } from './approvals-list'
import { approveRequest, cancelRequest, rejectRequest } from './approvals.service'
import { readDutyPolicy, saveDutyPolicy } from './duties'

const tags = ['approvals']

/**
 * The four-eyes queue: readers see the requests of kinds they may decide and their own; deciding needs the
 * kind's own ability and is never the requester's; the requester alone withdraws. Administrators edit the
 * separation-of-duties pairs.
 */
export function registerApprovalRoutes(app: FastifyInstance, { db }: AppContext) {
  const routes = app.withTypeProvider<ZodTypeProvider>()

  routes.get(approvalPaths.list, {
    config: { access: approvalQueueReader },
    schema: {
      tags,
      summary: 'Four-eyes requests the caller may decide or asked for: pending first, then newest',
      querystring: approvalListQuerySchema,
      response: { 200: approvalListResponseSchema },
    },
    handler: (request) => listApprovals(db, request.query, principalOf(request)),
  })

  routes.get(approvalPaths.pendingCount, {
    config: { access: 'signed-in' },
    schema: {
      tags,
      summary: 'How many pending requests the caller may decide (the navigation badge)',
      response: { 200: approvalPendingCountSchema },
    },
    handler: (request) => pendingCountFor(db, principalOf(request)),
  })

  routes.get(approvalPaths.dutyPolicy, {
    config: { access: manageAll },
    schema: {
      tags,
      summary: 'The separation-of-duties pairs: acts one person may not both do on an application or loan',
      response: { 200: dutyPolicySchema },
    },
    handler: () => readDutyPolicy(db),
  })

  routes.put(approvalPaths.dutyPolicy, {
    config: { access: manageAll },
    schema: {
      tags,
      summary: 'Replace the separation-of-duties pairs (audited)',
      body: dutyPolicyRequestSchema,
      response: { 200: dutyPolicySchema },
    },
    handler: (request) => saveDutyPolicy(db, principalOf(request).userId, request.body),
  })

  routes.get(approvalPaths.detail, {
    config: { access: approvalQueueReader },
    schema: {
      tags,
      summary: 'One request, with what the caller may do with it',
      params: approvalIdParams,
      response: { 200: approvalRequestSchema },
    },
    handler: (request) => approvalDetail(db, request.params.id, principalOf(request)),
  })

  routes.post(approvalPaths.approve, {
    config: { access: 'signed-in' },
    schema: {
      tags,
      summary:
        "Approve and run the request's write in one transaction (403 four_eyes_same_person for the requester; 403 without the kind's ability; 409 on races)",
      params: approvalIdParams,
      body: approveRequestSchema,
      response: { 200: approvalRequestSchema },
    },
    handler: (request) => approveRequest(db, request.params.id, principalOf(request), request.body),
  })

  routes.post(approvalPaths.reject, {
    config: { access: 'signed-in' },
    schema: {
      tags,
      summary: 'Reject a request with a note saying why (same rules as approving)',
      params: approvalIdParams,
      body: rejectRequestSchema,
      response: { 200: approvalRequestSchema },
    },
    handler: (request) => rejectRequest(db, request.params.id, principalOf(request), request.body),
  })

  routes.post(approvalPaths.cancel, {
    config: { access: 'signed-in' },
    schema: {
      tags,
      summary: 'Withdraw your own pending request',
      params: approvalIdParams,
      body: cancelRequestSchema,
      response: { 200: approvalRequestSchema },
    },
    handler: (request) => cancelRequest(db, request.params.id, principalOf(request), request.body),
  })
}

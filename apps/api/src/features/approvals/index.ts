export { registerApprovalRoutes } from './approvals.routes'
export { registerApprovalKind } from './approval-kinds'
export { requestApproval } from './approvals.service'
export { recordDutyAct, dutyConflictOf } from './duties'
export { seedApprovals } from './approvals.seed'
/** Read model (issue 37): other features read approval requests through it, never the table. */
export { approvalDirectory } from './approval-directory'
/** The four-eyes approver's home figure (issue 38): what waits for their decision. */
export { pendingCountFor } from './approvals-list'

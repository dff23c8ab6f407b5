export { registerApprovalRoutes } from './approvals.routes'
export { registerApprovalKind, type ApprovalContext, type ApprovalKindDefinition } from './approval-kinds'
export { requestApproval, type ApprovalAsk } from './approvals.service'
export { recordDutyAct, dutyConflictOf, type DutyAct, type DutyConflict } from './duties'

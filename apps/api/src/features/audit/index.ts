export { recordAudit, type AuditEvent } from './audit'
export { registerAuditRoutes } from './audit.routes'
export { registerAuditCheckpoints, useCheckpointSecret } from './audit-checkpoint-job'
export { recordSensitiveRead, registerSensitiveReadAudit } from './sensitive-reads'

export { recordAudit, type AuditEvent } from './audit'
export { registerAuditRoutes } from './audit.routes'
export { checkpointKeysOf, registerAuditCheckpoints, useCheckpointKeys } from './audit-checkpoint-job'
export { recordSensitiveRead, registerSensitiveReadAudit } from './sensitive-reads'

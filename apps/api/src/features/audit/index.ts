export { recordAudit, type AuditEvent } from './audit'
export { auditEvents } from './audit.schema'

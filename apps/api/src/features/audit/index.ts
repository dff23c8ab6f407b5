export { recordAudit, type AuditEvent } from './audit'

import type { Permission } from '../permissions/permissions'

/** The analysis desk: reading and working the bureau report and the automated checks (and accepting the verified income). */
export const analysisReader = { action: 'read', subject: 'analysis' } as const satisfies Permission
export const analysisWorker = { action: 'update', subject: 'analysis' } as const satisfies Permission

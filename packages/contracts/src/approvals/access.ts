import type { Permission } from '../permissions/permissions'

/** The four-eyes queue: reading the requests awaiting a second person (and their live events). */
export const approvalQueueReader = { action: 'read', subject: 'Approvals' } as const satisfies Permission

import type { Permission } from '../permissions/permissions'

/** Seeing colleagues' presence (agent status): the presence list and its live events. */
export const agentStatusReader = { action: 'read', subject: 'agent-status' } as const satisfies Permission

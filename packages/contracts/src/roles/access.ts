import type { Permission } from '../permissions/permissions'

/** Administering roles and their permissions (both under the Roles subject) and reading the permission matrix. */
export const roleReader = { action: 'read', subject: 'Roles' } as const satisfies Permission
export const roleCreator = { action: 'create', subject: 'Roles' } as const satisfies Permission
export const roleEditor = { action: 'update', subject: 'Roles' } as const satisfies Permission
export const roleDeleter = { action: 'delete', subject: 'Roles' } as const satisfies Permission

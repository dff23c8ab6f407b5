import type { Permission } from '../permissions/permissions'

/** Administering users: the API's user routes and the users export guard with these. */
export const userReader = { action: 'read', subject: 'Users' } as const satisfies Permission
export const userCreator = { action: 'create', subject: 'Users' } as const satisfies Permission
export const userEditor = { action: 'update', subject: 'Users' } as const satisfies Permission
export const userDeleter = { action: 'delete', subject: 'Users' } as const satisfies Permission

import type { Permission } from '../permissions/permissions'

/** Working the allies (dealerships): their list, captures, edits and deletes. */
export const allyReader = { action: 'read', subject: 'Aliados' } as const satisfies Permission
export const allyCreator = { action: 'create', subject: 'Aliados' } as const satisfies Permission
export const allyEditor = { action: 'update', subject: 'Aliados' } as const satisfies Permission
export const allyDeleter = { action: 'delete', subject: 'Aliados' } as const satisfies Permission

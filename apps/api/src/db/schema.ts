/** Every table, gathered for Drizzle and drizzle-kit. Each feature owns its own schema file. */
export * from '../features/roles/roles.schema'
export * from '../features/users/users.schema'
export * from '../features/auth/auth.schema'
export * from '../features/mail/mail.schema'
export * from '../features/audit/audit.schema'
export * from '../features/allies/allies.schema'
export * from '../features/permissions/permissions.schema'
export * from '../features/applications/applications.schema'

/*
 * API paths: each feature's contract exports one `<feature>Paths` object (allyPaths, userPaths, rolePaths,
 * permissionPaths, profilePaths, searchPaths, accountPaths, authPaths, mailPaths, notificationPaths,
 * applicationPaths, exportPaths, systemPaths). Each value is the FULL path, `/api/...`, exactly as the API
 * registers it, with React Router style parameters (`/api/apps/users/:id`): the API passes it to Fastify
 * as is, the web fills it with React Router's `generatePath` and calls it as is (the web client adds no
 * `/api` base). No other file writes an `/api/...` literal.
 */
export * from './permissions/permissions'
export * from './permissions/rule-predicates'
export * from './common/errors'
export * from './common/issue-codes'
export * from './common/list-query'
export * from './auth/auth'
export * from './search/search'
export * from './screens/screens'
export * from './allies'
export * from './users/users'
export * from './roles/roles'
export * from './account/account'
export * from './profile/profile'
export * from './credit-applications'
export * from './identifiers'
export * from './credit-analysis'
export * from './validation-desk'
export * from './field-visits'
export * from './insurance'
export * from './tickets'
export * from './system/config'
export * from './common/text'
export * from './common/bounds'
export * from './common/csv-export'
export * from './events/events'
export * from './jobs/jobs'
export * from './audit/audit'
export * from './record-search/record-search'
export * from './demo'
export * from './email/email'
export * from './messaging'
export * from './invoices'
export * from './calculator/calculator'
export * from './credit-decision'
export * from './credit-policy'

import type { Permission } from '../permissions/permissions'

/** The demo store's catalogue screens and their API (products, categories, store settings): read Documentos. */
export const demoCatalogReader = { action: 'read', subject: 'Documentos' } as const satisfies Permission

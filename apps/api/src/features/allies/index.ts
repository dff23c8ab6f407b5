export { registerAllyRoutes } from './allies.routes'
export { ensureAllyCatalogs, loadAllyCatalogs } from './allies.catalogs'
export { seedAllies } from './allies.seed'
export {
  allyIsVisible,
  allyLinkCheck,
  linkedAllyIds,
  visibleInAllyDirectory,
  type Viewer,
} from './ally-scope'
export { listAllies } from './allies.list'
export { findAlliesByNameOrRfc } from './ally-lookup'
export { registerAllyTrash } from './ally-trash'
/** Read model (issue 37): other features read allies through it, never the table. */
export { allyDirectory } from './ally-directory'
/** The bulk import's writes of allies. */
export { createImportedAllies, reviseImportedAlly } from './ally-imports'
/** The account a disbursement pays an ally into. */
export { payoutAccountOf } from './payout-account'

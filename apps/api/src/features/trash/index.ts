export { registerTrashRoutes } from './trash.routes'
export { moveToTrash } from './trash.service'
export { registerTrashPurge, purgeExpiredTrash } from './trash-purge'
export { registerTrashType, type Restorer } from './trash-types'

export { registerTrashRoutes } from './trash.routes'
export { moveToTrash, restoreFromTrash, type TrashedRecord } from './trash.service'
export { registerTrashPurge, purgeExpiredTrash } from './trash-purge'
export { registerTrashType, type Restorer, type TrashTypeHandlers } from './trash-types'

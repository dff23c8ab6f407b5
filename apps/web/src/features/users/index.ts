/** Public module of the users feature for the app layer: the reads other features make of its staff. */
export { staffSearchQuery } from './api/search-staff'
export { userQuery } from './api/get-user'

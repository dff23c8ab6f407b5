/** Public module of the roles feature for the app layer: the read other features make of its roles. */
export { roleOptionsQuery } from './api/get-role-options'

export { registerPermissionMatrixRoutes } from './permission-matrix.routes'

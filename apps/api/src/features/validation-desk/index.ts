export { registerValidationDeskRoutes } from './validation-desk.routes'
export { seedValidationDesk } from './validation-desk.seed'

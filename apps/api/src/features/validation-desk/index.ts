export { registerValidationDeskRoutes } from './validation-desk.routes'
export { seedValidationDesk } from './validation-desk.seed'
export { registerValidationDeskHooks } from './validation-desk.hooks'

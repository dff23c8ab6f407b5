export { registerApplicationRoutes } from './applications.routes'
export { creditApplications } from './applications.schema'
export { seedApplications } from './applications.seed'

export { registerCustomerRoutes } from './customers.routes'
export { seedCustomers } from './customers.seed'
export { listCustomers } from './customers.service'
export { loadCustomer } from './customers.service'
export { registerCustomerHooks } from './customers.hooks'
/** Read model (issue 37): other features read customers through it, never the table. */
export { customerDirectory } from './customer-directory'
/** The bulk import's reads and writes of customers. */
export {
  createImportedCustomers,
  customersByCurp,
  lockCustomer,
  reviseImportedCustomer,
} from './customer-imports'

export { registerCustomerRoutes } from './customers.routes'
export { seedCustomers } from './customers.seed'
export { listCustomers } from './customers.service'
export { loadCustomer, visibleCustomers } from './customers.service'

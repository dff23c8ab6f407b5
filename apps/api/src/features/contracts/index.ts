export { registerContractRoutes } from './contracts.routes'
export { seedContracts } from './contracts.seed'
export { contractOf } from './contracts.service'
export { listContracts } from './contracts-list'

export { registerVehicleRoutes } from './vehicles.routes'
export { seedVehicles } from './vehicles.seed'
export { listVinRecords } from './vin-list'
export { registerVehicleHooks } from './vehicles.hooks'

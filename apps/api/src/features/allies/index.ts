export { registerAllyRoutes } from './allies.routes'
export { ensureAllyCatalogs } from './allies.catalogs'
export { seedAllies } from './allies.seed'

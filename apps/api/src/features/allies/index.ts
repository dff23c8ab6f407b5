export { registerAllyRoutes } from './allies.routes'
export { ensureAllyCatalogs } from './allies.catalogs'
export { seedAllies } from './allies.seed'
export { allyIsVisible, linkedAllyIds, visibleAllies, type Viewer } from './ally-scope'

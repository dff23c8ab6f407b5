export { registerSavedViewRoutes } from './saved-views.routes'

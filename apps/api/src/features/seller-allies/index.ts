export { registerSellerAlliesRoutes } from './seller-allies.routes'

import type { FastifyInstance } from 'fastify'
import type { AppContext } from '../../app-context'
import { registerAcademyRoutes } from './academy/academy.routes'
import { registerCalendarRoutes } from './calendar/calendar.routes'
import { registerDashboardRoutes } from './dashboards/dashboards.routes'
import { registerEcommerceRoutes } from './ecommerce/ecommerce.routes'
import { registerPageRoutes } from './pages/pages.routes'
import { registerProductRoutes } from './products/products.routes'
import { registerStoreSettingsRoutes } from './store-settings/store-settings.routes'

export { seedDemoPages } from './demo-area.seed'

/** The template demo area's API (issue 19): registered only while DEMO_PAGES is on, so off means 404s. */
export function registerDemoRoutes(app: FastifyInstance, context: AppContext) {
  const { db, config } = context
  if (!config.demoPages) return
  registerEcommerceRoutes(app, db)
  registerDashboardRoutes(app, db)
  registerPageRoutes(app, db)
  registerCalendarRoutes(app, db)
  registerAcademyRoutes(app, db)
  registerProductRoutes(app, context)
  registerStoreSettingsRoutes(app, db)
}

import type { Database } from '../../db/client'
import { seedAcademy } from './academy/academy.seed'
import { seedCalendar } from './calendar/calendar.seed'
import { seedDashboards } from './dashboards/dashboards.seed'
import { seedEcommerce } from './ecommerce/ecommerce.seed'
import { seedLogistics } from './logistics/logistics.seed'
import { seedProducts } from './products/products.seed'
import { seedPages } from './pages/pages.seed'
import { seedStoreSettings } from './store-settings/store-settings.seed'

/** The demo area's sample data (spec §9 sizes), deterministic and idempotent. */
export async function seedDemoPages(db: Database) {
  await seedEcommerce(db)
  await seedLogistics(db)
  await seedDashboards(db)
  await seedPages(db)
  await seedCalendar(db)
  await seedAcademy(db)
  await seedProducts(db)
  await seedStoreSettings(db)
}

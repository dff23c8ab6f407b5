/** The demo area's tables (all prefixed demo_), gathered for db/schema.ts. */
export * from './ecommerce/ecommerce.schema'
export * from './logistics/logistics.schema'
export * from './dashboards/dashboards.schema'
export * from './pages/pages.schema'
export * from './calendar.schema'
export * from './academy.schema'
export * from './products.schema'
export * from './store-settings.schema'

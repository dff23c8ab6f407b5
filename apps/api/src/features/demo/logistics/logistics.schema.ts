import { integer, pgTable, serial, smallint, text } from 'drizzle-orm/pg-core'
import type { VehicleWarning } from '@mesa/contracts'

/** Spec §3 "Vehicle": the fleet's routes. */
export const demoVehicles = pgTable('demo_vehicles', {
  id: serial('id').primaryKey(),
  location: integer('location').notNull(),
  startCity: text('start_city').notNull(),
  startCountry: text('start_country').notNull(),
  endCity: text('end_city').notNull(),
  endCountry: text('end_country').notNull(),
  warnings: text('warnings').$type<VehicleWarning>().notNull(),
  progress: smallint('progress').notNull(),
})

import { z } from 'zod'
import { listQuerySchema } from '../common/list-query'

/** Spec §3 vehicle warnings. */
export const vehicleWarnings = [
  'No Warnings',
  'Ecu Not Responding',
  'Oil Leakage',
  'Fuel Problems',
  'Temperature not optimal',
] as const
export type VehicleWarning = (typeof vehicleWarnings)[number]

export const vehicleSortKeys = ['location', 'startRoute', 'endRoute', 'warnings', 'progress'] as const
/** Spec §7: sort and paging only. */
export const vehicleListQuerySchema = listQuerySchema(vehicleSortKeys).omit({ q: true })
export type VehicleListQuery = z.infer<typeof vehicleListQuerySchema>

export const fleetVehicleSchema = z.object({
  id: z.number().int(),
  location: z.number().int(),
  startCity: z.string(),
  startCountry: z.string(),
  endCity: z.string(),
  endCountry: z.string(),
  warnings: z.enum(vehicleWarnings),
  /** Route progress, 0 to 100. */
  progress: z.number().int().min(0).max(100),
})
export type FleetVehicle = z.infer<typeof fleetVehicleSchema>
export const vehicleListResponseSchema = z.object({
  vehicles: z.array(fleetVehicleSchema),
  totalVehicles: z.number().int(),
})
export type VehicleListResponse = z.infer<typeof vehicleListResponseSchema>

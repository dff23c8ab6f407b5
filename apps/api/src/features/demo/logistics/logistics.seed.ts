import { vehicleWarnings } from '@mesa/contracts'
import type { Database } from '../../../db/client'
import { demoVehicles } from './logistics.schema'
import { demoFaker } from '../demo-faker'

export const DEMO_VEHICLES = 25

const cities = [
  ['Ciudad de México', 'México'],
  ['Guadalajara', 'México'],
  ['Monterrey', 'México'],
  ['Puebla', 'México'],
  ['Querétaro', 'México'],
  ['Mérida', 'México'],
  ['Tijuana', 'México'],
  ['Laredo', 'Estados Unidos'],
  ['Houston', 'Estados Unidos'],
  ['Los Ángeles', 'Estados Unidos'],
  ['Ciudad de Guatemala', 'Guatemala'],
] as const

/** Spec §9: 25 vehicles on their routes; skipped when the fleet exists. */
export async function seedLogistics(db: Database) {
  if ((await db.$count(demoVehicles)) > 0) return
  const faker = demoFaker(20_260_120)
  const vehicles = Array.from({ length: DEMO_VEHICLES }, () => {
    const [start, end] = faker.helpers.arrayElements(cities, 2) as [
      (typeof cities)[number],
      (typeof cities)[number],
    ]
    return {
      location: faker.number.int({ min: 100_000, max: 999_999 }),
      startCity: start[0],
      startCountry: start[1],
      endCity: end[0],
      endCountry: end[1],
      warnings: faker.helpers.weightedArrayElement(
        vehicleWarnings.map((value, index) => ({ value, weight: index === 0 ? 6 : 1 })),
      ),
      progress: faker.number.int({ min: 0, max: 100 }),
    }
  })
  await db.insert(demoVehicles).values(vehicles)
}

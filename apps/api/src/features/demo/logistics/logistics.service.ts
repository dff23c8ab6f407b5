import type { VehicleListQuery, VehicleListResponse } from '@mesa/contracts'
import type { Executor } from '../../../db/client'
import { demoVehicles } from './logistics.schema'
import { readPage } from '../../../lib/paging'
import { demoOrder } from '../demo-list'

/** Spec §7 vehicles: sort keys location, startRoute, endRoute, warnings, progress; `{ vehicles, totalVehicles }`. */
export async function listVehicles(db: Executor, query: VehicleListQuery): Promise<VehicleListResponse> {
  const order = demoOrder(
    {
      location: { value: demoVehicles.location },
      startRoute: { text: demoVehicles.startCity },
      endRoute: { text: demoVehicles.endCity },
      warnings: { text: demoVehicles.warnings },
      progress: { value: demoVehicles.progress },
    },
    demoVehicles.id,
    query,
  )
  const { rows, total } = await readPage(
    query,
    ({ limit, offset }) =>
      db
        .select()
        .from(demoVehicles)
        .orderBy(...order)
        .limit(limit)
        .offset(offset),
    () => db.$count(demoVehicles),
  )
  return { vehicles: rows, totalVehicles: total }
}

import { asc } from 'drizzle-orm'
import {
  allyFileKindOptions,
  banks,
  positions,
  regions,
  statusOptions,
  typeOfAddresses,
  typeOfAllies,
  typeOfManagers,
  zones,
  type AllyCatalogs,
  type CatalogOption,
} from '@mesa/contracts'
import type { Executor } from '../../db/client'
import { allyCatalogItems } from './allies.schema'

type CatalogKind = keyof AllyCatalogs

const referenceData: Record<CatalogKind, Array<CatalogOption & { zoneName?: string }>> = {
  banks,
  statuses: statusOptions,
  positions,
  typeOfAllies,
  zones,
  regions,
  typeOfAddresses,
  typeOfManagers,
  fileKinds: allyFileKindOptions,
}

/** Inserts the reference data that is missing (idempotent; runs on every start). */
export async function ensureAllyCatalogs(db: Executor) {
  const rows = Object.entries(referenceData).flatMap(([kind, items]) =>
    items.map((item, index) => ({
      kind: kind as CatalogKind,
      value: item.value,
      label: item.label,
      parentValue: item.zoneName ?? null,
      sortOrder: index,
    })),
  )
  await db.insert(allyCatalogItems).values(rows).onConflictDoNothing()
}

/** Every catalog, in display order. */
export async function loadAllyCatalogs(db: Executor): Promise<AllyCatalogs> {
  const rows = await db
    .select()
    .from(allyCatalogItems)
    .orderBy(asc(allyCatalogItems.kind), asc(allyCatalogItems.sortOrder), asc(allyCatalogItems.label))
  const catalogs: AllyCatalogs = {
    banks: [],
    statuses: [],
    positions: [],
    typeOfAllies: [],
    zones: [],
    regions: [],
    typeOfAddresses: [],
    typeOfManagers: [],
    fileKinds: [],
  }
  for (const row of rows) {
    const list = catalogs[row.kind as CatalogKind] as Array<CatalogOption & { zoneName?: string }> | undefined
    if (!list) continue
    list.push(
      row.kind === 'regions'
        ? { value: row.value, label: row.label, zoneName: row.parentValue ?? '' }
        : { value: row.value, label: row.label },
    )
  }
  return catalogs
}

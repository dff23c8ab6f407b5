import { rulesAllow, type AbilityRule } from '@mesa/contracts'
import type { ApplicationFile } from '../../../lib/application-file'
import { PartnersTab } from './partners-tab'
import { PurchaseTab } from './purchase-tab'
import { VinTab } from './vin-tab'

/** The file's vehicle and dealership tabs (spec §2: vin tabs, purchase tabs, partners tabs). */
export const vehicleTabs = ['vin', 'purchase', 'partners'] as const
export type VehicleTab = (typeof vehicleTabs)[number]

/** Each tab for whoever reads its subject (the API asks the same, and the row scope besides). */
export const visibleVehicleTabs = (rules: readonly AbilityRule[]): VehicleTab[] =>
  vehicleTabs.filter((tab) => rulesAllow(rules, { action: 'read', subject: tab }))

export function VehiclePanel({ tab, application }: { tab: VehicleTab; application: ApplicationFile }) {
  if (tab === 'vin') return <VinTab application={application} />
  if (tab === 'purchase') return <PurchaseTab application={application} />
  return <PartnersTab application={application} />
}

import { mayReadAllVisits, mayWorkFieldVisits, type AbilityRule } from '@mesa/contracts'
import type { ApplicationFile } from '../../../lib/application-file'
import { ResearchPanel } from './research-panel'
import { VisitPanel } from './visit-panel'

/** The field visit's tabs of the application file (spec §2: fieldVisit, physics research). */
export const fieldVisitTabs = ['fieldVisit', 'physicsResearch'] as const
export type FieldVisitTab = (typeof fieldVisitTabs)[number]

/** Analysts, the desk, the committee and the field agents see them (the API answers an agent their own visits). */
export const visibleFieldVisitTabs = (rules: readonly AbilityRule[]): FieldVisitTab[] =>
  mayReadAllVisits(rules) || mayWorkFieldVisits(rules) ? [...fieldVisitTabs] : []

export function FieldVisitPanel({ tab, application }: { tab: FieldVisitTab; application: ApplicationFile }) {
  return tab === 'fieldVisit' ? (
    <VisitPanel application={application} />
  ) : (
    <ResearchPanel application={application} />
  )
}

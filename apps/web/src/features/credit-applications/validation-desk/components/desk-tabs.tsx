import { mayReadInvestigation, rulesAllow, type AbilityRule } from '@mesa/contracts'
import type { ApplicationFile } from '../../../../lib/application-file'
import { ClarificationsPanel } from './clarifications-panel'
import { ContactationPanel } from './contactation-panel'
import { InvestigationPanel } from './investigation-panel'
import { MainValidationPanel } from './main-validation-panel'

/** The validation desk's tabs of the application file (spec §2). */
export const deskTabs = ['validation', 'investigation', 'clarifications', 'contactation'] as const
export type DeskTab = (typeof deskTabs)[number]

/** The desk tabs this user sees (the API refuses the same calls). */
export function visibleDeskTabs(rules: readonly AbilityRule[]): DeskTab[] {
  const shown: Record<DeskTab, boolean> = {
    // mainValidation and customerInvestigation are the control desk's (spec §2: Admin).
    validation: rulesAllow(rules, { action: 'read', subject: 'Admin' }),
    investigation: mayReadInvestigation(rules),
    clarifications: true,
    contactation: mayReadInvestigation(rules),
  }
  return deskTabs.filter((tab) => shown[tab])
}

export function DeskPanel({ tab, application }: { tab: DeskTab; application: ApplicationFile }) {
  if (tab === 'validation') return <MainValidationPanel application={application} />
  if (tab === 'investigation') return <InvestigationPanel application={application} />
  if (tab === 'clarifications') return <ClarificationsPanel application={application} />
  return <ContactationPanel application={application} />
}

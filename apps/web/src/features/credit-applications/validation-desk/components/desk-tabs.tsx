import { mayReadInvestigation, rulesAllow, type AbilityRule } from '@mesa/contracts'
import type { ApplicationFile } from '../../../../lib/application-file'
import { AssistPanel } from '../../assist/assist-panel'
import { ClarificationsPanel } from './clarifications-panel'
import { ContactationPanel } from './contactation-panel'
import { InvestigationPanel } from './investigation-panel'
import { MainValidationPanel } from './main-validation-panel'

/** The validation desk's tabs of the application file (spec §2), and the assist for ally sellers. */
export const deskTabs = ['validation', 'investigation', 'clarifications', 'contactation', 'assist'] as const
export type DeskTab = (typeof deskTabs)[number]

/** The desk tabs this user sees on this application (the API refuses the same calls). */
export function visibleDeskTabs(rules: readonly AbilityRule[], application: ApplicationFile): DeskTab[] {
  const shown: Record<DeskTab, boolean> = {
    // mainValidation and customerInvestigation are the control desk's (spec §2: Admin).
    validation: rulesAllow(rules, { action: 'read', subject: 'Admin' }),
    investigation: mayReadInvestigation(rules),
    clarifications: true,
    contactation: mayReadInvestigation(rules),
    assist:
      application.stage === 'captura' &&
      rulesAllow(rules, { action: 'update', subject: `${application.origin}_assist` }),
  }
  return deskTabs.filter((tab) => shown[tab])
}

export function DeskPanel(props: { tab: DeskTab; application: ApplicationFile; onReload: () => void }) {
  const { tab, application } = props
  if (tab === 'validation') return <MainValidationPanel application={application} />
  if (tab === 'investigation') return <InvestigationPanel application={application} />
  if (tab === 'clarifications') return <ClarificationsPanel application={application} />
  if (tab === 'contactation') return <ContactationPanel application={application} />
  return <AssistPanel application={application} onReload={props.onReload} />
}

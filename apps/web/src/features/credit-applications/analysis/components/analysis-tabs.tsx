import { rulesAllow, type AbilityRule } from '@mesa/contracts'
import type { ApplicationFile } from '../../../../lib/application-file'
import { BureauPanel } from './bureau-panel'
import { ChangesPanel } from './changes-panel'
import { ChecksPanel } from './checks-panel'

/** The analysis area's tabs of the application file (spec §2): bureau, automated checks, changes, checklist changes. */
export const analysisTabs = ['bureau', 'checks', 'changes', 'checklistChanges'] as const
export type AnalysisTab = (typeof analysisTabs)[number]

/** Read on analysis shows the area (the API refuses the bureau and checks to anyone else). */
export const visibleAnalysisTabs = (rules: readonly AbilityRule[]): AnalysisTab[] =>
  rulesAllow(rules, { action: 'read', subject: 'analysis' }) ? [...analysisTabs] : []

export function AnalysisPanel({ tab, application }: { tab: AnalysisTab; application: ApplicationFile }) {
  if (tab === 'bureau') return <BureauPanel application={application} />
  if (tab === 'checks') return <ChecksPanel application={application} />
  return <ChangesPanel application={application} kind={tab === 'changes' ? 'field' : 'document'} />
}

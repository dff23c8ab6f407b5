import {
  isWorkingStage,
  mayReadAnswerSheet,
  mayReadDeliberation,
  workingStages,
  type AbilityRule,
  type Stage,
} from '@mesa/contracts'
import type { ApplicationFile } from '../../../../lib/application-file'
import { AnswerSheetPanel } from './answer-sheet-panel'
import { AuthorizationPanel } from './authorization-panel'
import { DeliberationPanel } from './deliberation-panel'

/** The credit decision's tabs of the application file (spec §2): deliberation, authorization, AnswerSheet. */
export const committeeTabs = ['deliberation', 'authorization', 'answerSheet'] as const
export type CommitteeTab = (typeof committeeTabs)[number]

/** Whether the application reached `stage` (a closed one may have passed it: its decision still shows). */
const reached = (current: Stage, stage: Stage) =>
  !isWorkingStage(current) || workingStages.indexOf(current) >= workingStages.indexOf(stage as never)

/** The tabs this user sees on this application (the API refuses the same reads). */
export function visibleCommitteeTabs(
  rules: readonly AbilityRule[],
  application: ApplicationFile,
): CommitteeTab[] {
  const { stage, origin } = application
  const shown: Record<CommitteeTab, boolean> = {
    deliberation: mayReadDeliberation(rules) && reached(stage, 'deliberacion'),
    authorization: mayReadAnswerSheet(rules, origin) && reached(stage, 'autorizacion'),
    answerSheet: mayReadAnswerSheet(rules, origin) && reached(stage, 'deliberacion'),
  }
  return committeeTabs.filter((tab) => shown[tab])
}

export function CommitteePanel({ tab, application }: { tab: CommitteeTab; application: ApplicationFile }) {
  if (tab === 'deliberation') return <DeliberationPanel application={application} />
  if (tab === 'authorization') return <AuthorizationPanel application={application} />
  return <AnswerSheetPanel application={application} />
}

import { rulesAllow, type AbilityRule, type CreditProduct } from '@mesa/contracts'
import type { ReactNode } from 'react'
import type { ApplicationFile } from '../lib/application-file'
import type { FileFeature } from './credit-application-file/texts'
import { AssistPanel, mayUseAssist } from '../features/credit-applications/assist/assist-panel'
import { CommentsPanel } from '../features/credit-applications/components/comments-panel'
import { DocumentsPanel } from '../features/credit-applications/components/documents-panel'
import { HistoryPanel } from '../features/credit-applications/components/history-panel'
import { ReferencesPanel } from '../features/credit-applications/components/references-panel'
import { MainValidationPanel } from '../features/credit-applications/components/main-validation-panel'
import { SectionPanel } from '../features/credit-applications/components/section-panel'
import { DeskPanel, deskTabs, visibleDeskTabs } from '../features/validation-desk/components/desk-tabs'
import { ChecksPanel } from '../features/automated-checks/components/checks-panel'
import { BureauPanel } from '../features/credit-bureau/components/bureau-panel'
import { ChangesPanel } from '../features/credit-applications/components/changes-panel'
import { documentsQueryOptions, getDocuments } from '../features/credit-applications/api/get-documents'
import {
  FieldVisitPanel,
  fieldVisitTabs,
  visibleFieldVisitTabs,
} from '../features/field-visits/components/field-visit-tabs'
import {
  CapacityPanel,
  capacityTabs,
  visibleCapacityTabs,
} from '../features/credit-policy/components/capacity-tabs'
import { TicketPanel, ticketTabs, visibleTicketTabs } from '../features/tickets/components/ticket-tabs'
import { LoanPanel, loanTabs, visibleLoanTabs } from '../features/loan-servicing/components/loan-tabs'
import { LoanMandateSection } from '../features/direct-debit/components/loan-mandate-section'
import {
  CommitteePanel,
  committeeTabs,
  visibleCommitteeTabs,
} from '../features/credit-decision/components/committee-tabs'
import {
  InsurancePanel,
  insuranceTabs,
  visibleInsuranceTabs,
} from '../features/insurance/components/insurance-tabs'
import {
  ContractPanel,
  contractTabs,
  visibleContractTabs,
} from '../features/contracts/components/contract-tabs'
import { FundingPanel, fundingTabs, visibleFundingTabs } from '../features/funding/components/funding-tabs'
import { VehiclePanel, vehicleTabs, visibleVehicleTabs } from '../features/vehicles/components/vehicle-tabs'

/** What the application file page hands every tab: the file, and how to reload it or say it saved. */
export interface FileTabProps {
  application: ApplicationFile
  rules: readonly AbilityRule[]
  onReload: () => void
  onSaved: () => void
}

/** One tab of the application file: its id (the `?tab=` value and the `tabs.<id>` label), who sees it, its panel. */
export interface FileTab {
  id: string
  /** The feature that owns the tab (its texts load with the page). */
  feature: FileFeature
  visible: (rules: readonly AbilityRule[], application: ApplicationFile) => boolean
  panel: (props: FileTabProps) => ReactNode
}

/** A feature's tabs, in its order, each shown where the feature's own visibility rule lists it. */
function featureTabs<T extends string>(
  feature: FileFeature,
  tabs: readonly T[],
  visible: (rules: readonly AbilityRule[], application: ApplicationFile) => readonly T[],
  panel: (tab: T, props: FileTabProps) => ReactNode,
): FileTab[] {
  return tabs.map((id) => ({
    id,
    feature,
    visible: (rules, application) => visible(rules, application).includes(id),
    panel: (props) => panel(id, props),
  }))
}

const always = () => true
/** The file's documents query (credit-applications'), for the bureau consent's choice of document. */
const fileDocuments = (origin: CreditProduct, id: number) => ({
  queryKey: documentsQueryOptions(origin, id).queryKey,
  queryFn: () => getDocuments(origin, id),
})
const readsAnalysis = (rules: readonly AbilityRule[]) =>
  rulesAllow(rules, { action: 'read', subject: 'analysis' })
const sections = ['applicant', 'address', 'work', 'finance', 'references', 'product', 'additional'] as const

/**
 * The application file's tabs, in the order they show (issue 37: one list; each feature owns its tab's
 * screen and who may see it, the page in app/ composes them).
 */
export const creditApplicationTabs: readonly FileTab[] = [
  // The file's own sections, comments, documents and history (credit-applications/).
  ...sections.map((section): FileTab => ({
    id: section,
    feature: 'credit-applications',
    visible: always,
    panel: ({ application, onReload, onSaved }) =>
      section === 'references' ? (
        <ReferencesPanel
          key={application.version}
          application={application}
          onReload={onReload}
          onSaved={onSaved}
        />
      ) : (
        <SectionPanel
          key={`${section}-${application.version}`}
          application={application}
          section={section}
          onReload={onReload}
          onSaved={onSaved}
        />
      ),
  })),
  {
    id: 'comments',
    feature: 'credit-applications',
    visible: always,
    panel: ({ application }) => <CommentsPanel origin={application.origin} id={application.id} />,
  },
  {
    id: 'documents',
    feature: 'credit-applications',
    visible: always,
    panel: ({ application }) => <DocumentsPanel application={application} />,
  },
  {
    id: 'history',
    feature: 'credit-applications',
    visible: always,
    panel: ({ application }) => <HistoryPanel origin={application.origin} id={application.id} />,
  },
  // mainValidation: the checklist's documents beside the data they prove, the control desk's (spec §2: Admin).
  {
    id: 'validation',
    feature: 'credit-applications',
    visible: (rules) => rulesAllow(rules, { action: 'read', subject: 'Admin' }),
    panel: ({ application }) => <MainValidationPanel application={application} />,
  },
  // The validation desk (validation-desk/), then the assist for ally sellers.
  ...featureTabs('validation-desk', deskTabs, visibleDeskTabs, (tab, { application }) => (
    <DeskPanel tab={tab} application={application} />
  )),
  {
    id: 'assist',
    feature: 'credit-applications',
    visible: mayUseAssist,
    panel: ({ application, onReload }) => <AssistPanel application={application} onReload={onReload} />,
  },
  // The analysis area, for readers of analysis (the API refuses the bureau and checks to anyone else): the
  // credit bureau (the consent picks one of the file's documents), the automated checks, changes, checklist changes.
  {
    id: 'bureau',
    feature: 'credit-bureau',
    visible: readsAnalysis,
    panel: ({ application }) => <BureauPanel application={application} documentsQuery={fileDocuments} />,
  },
  {
    id: 'checks',
    feature: 'automated-checks',
    visible: readsAnalysis,
    panel: ({ application }) => <ChecksPanel application={application} />,
  },
  ...(['changes', 'checklistChanges'] as const).map((id): FileTab => ({
    id,
    feature: 'credit-applications',
    visible: readsAnalysis,
    panel: ({ application }) => (
      <ChangesPanel application={application} kind={id === 'changes' ? 'field' : 'document'} />
    ),
  })),
  // The field visit: requests, bookings, report, photos, validation; address research.
  ...featureTabs('field-visits', fieldVisitTabs, visibleFieldVisitTabs, (tab, { application }) => (
    <FieldVisitPanel tab={tab} application={application} />
  )),
  // The decision's figures: income matrix, payment capacity, calculator.
  ...featureTabs('credit-policy', capacityTabs, visibleCapacityTabs, (tab, { application }) => (
    <CapacityPanel tab={tab} application={application} />
  )),
  // Support tickets of the application, for whoever may open it.
  ...featureTabs('tickets', ticketTabs, visibleTicketTabs, (_tab, { application }) => (
    <TicketPanel application={application} />
  )),
  // The credit decision: deliberation and votes, authorization, the AnswerSheet.
  ...featureTabs('credit-decision', committeeTabs, visibleCommitteeTabs, (tab, { application }) => (
    <CommitteePanel tab={tab} application={application} />
  )),
  // The loan after funding: schedule, payments, statements, payoff; its direct-debit mandate (direct-debit/).
  ...featureTabs('loan-servicing', loanTabs, visibleLoanTabs, (_tab, { application, onReload }) => (
    <LoanPanel
      application={application}
      onReload={onReload}
      sections={(loan) => <LoanMandateSection loanId={loan.loanId} active={loan.active} />}
    />
  )),
  // The insurance policies bound for it, read only.
  ...featureTabs('insurance', insuranceTabs, visibleInsuranceTabs, (_tab, { application }) => (
    <InsurancePanel application={application} />
  )),
  // The loan contract: generate from the authorised terms, sign with the scan, versions.
  ...featureTabs('contracts', contractTabs, visibleContractTabs, (_tab, { application, rules }) => (
    <ContractPanel application={application} rules={rules} />
  )),
  // The funding: funder's line and SPEI disbursement, read only.
  ...featureTabs('funding', fundingTabs, visibleFundingTabs, (_tab, { application }) => (
    <FundingPanel application={application} />
  )),
  // The vehicle and dealership side: the VIN record, the purchase, the ally and commission.
  ...featureTabs('vehicles', vehicleTabs, visibleVehicleTabs, (tab, { application }) => (
    <VehiclePanel tab={tab} application={application} />
  )),
]

import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import LinearProgress from '@mui/material/LinearProgress'
import Snackbar from '@mui/material/Snackbar'
import Tab from '@mui/material/Tab'
import Tabs from '@mui/material/Tabs'
import { creditProducts, mayOpenCreditApplication, type CreditProduct } from '@mesa/contracts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Navigate, useParams, useSearchParams } from 'react-router'
import { HOME_PATHS } from '../../../lib/config'
import { useSession } from '../../../lib/use-session'
import { HttpError } from '../../../lib/http'
import { useApplication } from '../api/get-credit-application'
import { ApplicationHeader } from '../components/credit-application-header'
import { CommentsPanel } from '../components/comments-panel'
import { DocumentsPanel } from '../components/documents-panel'
import { HistoryPanel } from '../components/history-panel'
import { ReferencesPanel } from '../components/references-panel'
import { SectionPanel } from '../components/section-panel'
import type { Problem } from '../../../components/form/refusal'
import { TransitionDialog, type TransitionOption } from '../components/transition-dialog'
import { DeskPanel, deskTabs, visibleDeskTabs, type DeskTab } from '../validation-desk/components/desk-tabs'
import {
  AnalysisPanel,
  analysisTabs,
  visibleAnalysisTabs,
  type AnalysisTab,
} from '../analysis/components/analysis-tabs'
import {
  FieldVisitPanel,
  fieldVisitTabs,
  visibleFieldVisitTabs,
  type FieldVisitTab,
} from '../field-visit/components/field-visit-tabs'
import {
  CapacityPanel,
  capacityTabs,
  visibleCapacityTabs,
  type CapacityTab,
} from '../capacity/components/capacity-tabs'
import { TicketPanel, ticketTabs, visibleTicketTabs, type TicketTab } from '../tickets/components/ticket-tabs'
import { LoanPanel, loanTabs, visibleLoanTabs, type LoanTab } from '../loans/components/loan-tabs'
import {
  CommitteePanel,
  committeeTabs,
  visibleCommitteeTabs,
  type CommitteeTab,
} from '../committee/components/committee-tabs'
import {
  InsurancePanel,
  visibleInsuranceTabs,
  type InsuranceTab,
} from '../insurance/components/insurance-tabs'
import { ContractPanel, visibleContractTabs, type ContractTab } from '../contract/components/contract-tabs'
import { FundingPanel, visibleFundingTabs, type FundingTab } from '../funding/components/funding-tabs'
import {
  VehiclePanel,
  vehicleTabs,
  visibleVehicleTabs,
  type VehicleTab,
} from '../vehicle/components/vehicle-tabs'

const infoTabs = ['applicant', 'address', 'work', 'finance', 'references', 'product', 'additional'] as const
const baseTabs = [...infoTabs, 'comments', 'documents', 'history'] as const
type TabName =
  | (typeof baseTabs)[number]
  | DeskTab
  | AnalysisTab
  | FieldVisitTab
  | TicketTab
  | CommitteeTab
  | CapacityTab
  | InsuranceTab
  | ContractTab
  | FundingTab
  | VehicleTab
  | LoanTab

/** /apps/solicitudes/:origin/:id: the application file. */
export function Component() {
  useSession() // re-check when the rules change
  const params = useParams()
  const { rules } = useSession()
  const origin = params.origin as CreditProduct
  const id = Number(params.id)
  if (!creditProducts.includes(origin) || !Number.isInteger(id) || id < 1)
    return <Navigate to="/pages/misc/page-not-found" replace />
  // Spec §2, as the API decides: read on any of the application's subjects.
  if (!mayOpenCreditApplication(rules, origin)) return <Navigate to={HOME_PATHS.notAuthorized} replace />
  return <ApplicationFile origin={origin} id={id} />
}

function ApplicationFile({ origin, id }: { origin: CreditProduct; id: number }) {
  const { t } = useTranslation('applications')
  const { rules } = useSession()
  const application = useApplication(origin, id)
  const [searchParams, setSearchParams] = useSearchParams()
  const requested = searchParams.get('tab') as TabName | null
  // The validation desk's tabs and the assist, where this user may see them (validation-desk/).
  const tabs: TabName[] = [
    ...baseTabs,
    ...(application.data ? visibleDeskTabs(rules, application.data) : []),
    // The analysis area (analysis/): credit bureau, automated checks, changes, checklist changes.
    ...visibleAnalysisTabs(rules),
    // The field visit (field-visit/): requests, bookings, report, photos, validation; address research.
    ...visibleFieldVisitTabs(rules),
    // The decision's figures (capacity/): income matrix, payment capacity, calculator.
    ...visibleCapacityTabs(rules),
    // Support tickets of the application (tickets/), for whoever may open it.
    ...(application.data ? visibleTicketTabs(rules, application.data) : []),
    // The credit decision (committee/): deliberation and votes, authorization, the AnswerSheet.
    ...(application.data ? visibleCommitteeTabs(rules, application.data) : []),
    // The loan after funding (loans/): schedule, payments, statements, payoff.
    ...(application.data ? visibleLoanTabs(rules, application.data) : []),
    // The insurance policies bound for it (insurance/), read only.
    ...visibleInsuranceTabs(rules),
    // The loan contract (contract/): generate from the authorised terms, sign with the scan, versions.
    ...visibleContractTabs(rules),
    // The funding (funding/): funder's line and SPEI disbursement, read only.
    ...visibleFundingTabs(rules),
    // The vehicle and dealership side (vehicle/): the VIN record, the purchase, the ally and commission.
    ...visibleVehicleTabs(rules),
  ]
  const tab: TabName = requested && tabs.includes(requested) ? requested : 'applicant'
  const [moving, setMoving] = useState<TransitionOption | null>(null)
  const [notice, setNotice] = useState<{ severity: 'success' | 'error'; text: string } | null>(null)

  if (application.isPending) return <LinearProgress aria-label={t('list.loading')} />
  if (application.isError) {
    const status = application.error instanceof HttpError ? application.error.status : 0
    if (status === 403) return <Navigate to={HOME_PATHS.notAuthorized} replace />
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" onClick={() => void application.refetch()}>
            {t('problems.reload')}
          </Button>
        }
      >
        {t(status === 404 ? 'detail.notFound' : 'problems.generic')}
      </Alert>
    )
  }
  const detail = application.data
  const reload = () => void application.refetch()
  const onTaken = (outcome: { ok: true; assigned?: boolean } | { ok: false; problem: Problem }) =>
    setNotice(
      outcome.ok
        ? { severity: 'success', text: t(outcome.assigned ? 'queue.assigned' : 'queue.taken') }
        : { severity: 'error', text: t(`problems.${outcome.problem.kind}`) },
    )

  return (
    <>
      <ApplicationHeader application={detail} onMove={setMoving} onTaken={onTaken} />
      <Card>
        <Tabs
          value={tab}
          onChange={(_event, value: TabName) =>
            setSearchParams(
              (current) => {
                const next = new URLSearchParams(current)
                next.set('tab', value)
                return next
              },
              { replace: true },
            )
          }
          variant="scrollable"
          // Always there (disabled at either end), not added once the tabs are measured: nothing moves (CLS).
          scrollButtons
          aria-label={t('detail.tabs')}
          sx={{
            borderBottom: 1,
            borderColor: 'divider',
            px: 2,
            // The theme's primary on white is below 4.5:1 for tab text; the indicator keeps the colour.
            '& .MuiTab-root.Mui-selected': { color: 'text.primary' },
          }}
        >
          {tabs.map((name) => (
            <Tab
              key={name}
              value={name}
              label={t(`tabs.${name}`)}
              id={`tab-${name}`}
              aria-controls={`panel-${name}`}
            />
          ))}
        </Tabs>
        <CardContent role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`}>
          {tab === 'references' ? (
            <ReferencesPanel
              key={detail.version}
              application={detail}
              onReload={reload}
              onSaved={() => setNotice({ severity: 'success', text: t('detail.saved') })}
            />
          ) : (infoTabs as readonly string[]).includes(tab) ? (
            <SectionPanel
              key={`${tab}-${detail.version}`}
              application={detail}
              section={tab as Exclude<(typeof infoTabs)[number], 'references'>}
              onReload={reload}
              onSaved={() => setNotice({ severity: 'success', text: t('detail.saved') })}
            />
          ) : tab === 'comments' ? (
            <CommentsPanel origin={origin} id={id} />
          ) : (deskTabs as readonly string[]).includes(tab) ? (
            <DeskPanel tab={tab as DeskTab} application={detail} onReload={reload} />
          ) : (analysisTabs as readonly string[]).includes(tab) ? (
            <AnalysisPanel tab={tab as AnalysisTab} application={detail} />
          ) : (fieldVisitTabs as readonly string[]).includes(tab) ? (
            <FieldVisitPanel tab={tab as FieldVisitTab} application={detail} />
          ) : (capacityTabs as readonly string[]).includes(tab) ? (
            <CapacityPanel tab={tab as CapacityTab} application={detail} />
          ) : (committeeTabs as readonly string[]).includes(tab) ? (
            <CommitteePanel tab={tab as CommitteeTab} application={detail} />
          ) : (loanTabs as readonly string[]).includes(tab) ? (
            <LoanPanel application={detail} onReload={reload} />
          ) : (ticketTabs as readonly string[]).includes(tab) ? (
            <TicketPanel application={detail} />
          ) : (vehicleTabs as readonly string[]).includes(tab) ? (
            <VehiclePanel tab={tab as VehicleTab} application={detail} />
          ) : tab === 'funding' ? (
            <FundingPanel application={detail} />
          ) : tab === 'contract' ? (
            <ContractPanel application={detail} rules={rules} />
          ) : tab === 'policies' ? (
            <InsurancePanel application={detail} />
          ) : tab === 'documents' ? (
            <DocumentsPanel application={detail} />
          ) : (
            <HistoryPanel origin={origin} id={id} />
          )}
        </CardContent>
      </Card>
      {moving && (
        <TransitionDialog
          application={detail}
          option={moving}
          onClose={() => setMoving(null)}
          onReload={() => (setMoving(null), reload())}
          onDone={(next) => {
            setMoving(null)
            setNotice({
              severity: 'success',
              text: t('transitions.done', { stage: t(`stages.${next.stage}`) }),
            })
          }}
        />
      )}
      <Snackbar open={notice !== null} autoHideDuration={5000} onClose={() => setNotice(null)}>
        <Alert severity={notice?.severity ?? 'success'} variant="filled" onClose={() => setNotice(null)}>
          {notice?.text}
        </Alert>
      </Snackbar>
    </>
  )
}

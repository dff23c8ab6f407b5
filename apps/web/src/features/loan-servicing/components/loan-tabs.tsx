import Add from '@mui/icons-material/Add'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Divider from '@mui/material/Divider'
import LinearProgress from '@mui/material/LinearProgress'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { mayReadLoan, mayRegisterLoanPayment, type AbilityRule, type LoanPayment } from '@mesa/contracts'
import { useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useBusinessDay } from '../../../lib/business-date'
import { useErrorText } from '../../../lib/error-text'
import { useSession } from '../../../lib/use-session'
import type { ApplicationFile } from '../../../lib/application-file'
import { formatDate, formatMoney, formatRate } from '../../../lib/format'
import { useLoan } from '../api/get-loan'
import { asOfParam } from './as-of'
import { AsOfBar } from './as-of-bar'
import { BucketChip } from './bucket-chip'
import { CfdiSection } from './cfdi-section'
import { CreditSection } from './credit-section'
import { DelinquencySection } from './delinquency-section'
import { HowToPaySection } from './how-to-pay-section'
import { LoanFigures } from './loan-figures'
import { PaymentsTable } from './payments-table'
import { PayoffSection } from './payoff-section'
import { RegisterPaymentDialog } from './register-payment-dialog'
import { ReversePaymentDialog } from './reverse-payment-dialog'
import { ScheduleTable } from './schedule-table'
import { StatementSection } from './statement-section'
import { VersionsSection } from './versions-section'

/** The loan's tab of the application file (issue 16): schedule, payments, statements and payoff. */
export const loanTabs = ['payments'] as const
export type LoanTab = (typeof loanTabs)[number]

/** Only an application that reached activo has a loan; whoever may open the application may read it. */
export const visibleLoanTabs = (rules: readonly AbilityRule[], application: ApplicationFile): LoanTab[] =>
  (application.stage === 'activo' || application.stage === 'liquidada') &&
  mayReadLoan(rules, application.origin)
    ? [...loanTabs]
    : []

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack spacing={1.5} component="section" aria-label={title}>
      <Divider />
      <Typography variant="h6" component="h3">
        {title}
      </Typography>
      {children}
    </Stack>
  )
}

/** The loan as a section another feature adds to the page sees it (the app composes them, app/credit-application-tabs). */
export interface LoanSectionProps {
  loanId: number
  /** Not paid off: money may still move on it. */
  active: boolean
}

export function LoanPanel({
  application,
  onReload,
  sections,
}: {
  application: ApplicationFile
  onReload: () => void
  /** Other features' sections of the loan (direct debit's mandate), after how to pay. */
  sections?: (loan: LoanSectionProps) => ReactNode
}) {
  const { t, i18n } = useTranslation('loanServicing')
  const { callText } = useErrorText('loanServicing')
  const { rules } = useSession()
  const { origin, id } = application
  const today = useBusinessDay()
  // The day the page shows (issue 33): the business date unless the person picks another, past or future.
  const [picked, setShownOn] = useState<string | null>(null)
  const shownOn = picked ?? today
  const asOf = asOfParam(shownOn, today)
  const loan = useLoan(origin, id, asOf)
  const [registering, setRegistering] = useState(false)
  const [reversing, setReversing] = useState<LoanPayment | null>(null)
  const asOfBar = <AsOfBar id="loan-as-of" value={shownOn} today={today} onChange={setShownOn} />
  if (loan.isPending)
    return (
      <Stack spacing={3}>
        {asOfBar}
        <LinearProgress aria-label={t('loanServicing.loading')} />
      </Stack>
    )
  if (loan.isError)
    return (
      <Stack spacing={3}>
        {asOfBar}
        <Alert severity="error">{callText(loan.error)}</Alert>
      </Stack>
    )
  const data = loan.data
  // A written-off loan still owes: its payments are recoveries (issue 33).
  const active = data.status !== 'paid_off'
  // Money moves are today's: on another day the page only reads.
  const mayWritePayments = mayRegisterLoanPayment(rules) && asOf === undefined
  const mayWrite = active && mayWritePayments
  const waiting = new Set(data.pendingApprovals.flatMap((request) => request.paymentId ?? []))
  const hasCredit =
    data.creditBalanceCents !== 0 ||
    data.creditMovements.length > 0 ||
    data.pendingApprovals.some((request) => request.kind === 'loan.refund')
  const day = (date: string) => formatDate(`${date}T12:00:00`, i18n.language)
  return (
    <Stack spacing={3}>
      {asOfBar}
      <Stack
        direction="row"
        useFlexGap
        spacing={2}
        sx={{ justifyContent: 'space-between', flexWrap: 'wrap' }}
      >
        <div>
          <Typography variant="h6" component="h2">
            {t('loanServicing.title')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('loanServicing.terms', {
              amount: formatMoney(data.principalCents),
              rate: formatRate(data.annualRateBps, i18n.language),
              months: data.termMonths,
              date: day(data.disbursedOn),
            })}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('loanServicing.allocationRules', {
              strategy: t(`loanServicing.allocationStrategies.${data.allocationRules.allocationStrategy}`),
              feeName: t(`loanServicing.defaultEventFees.${data.allocationRules.defaultEventFee}`),
              fee: formatMoney(
                data.allocationRules.defaultEventFee === 'collection'
                  ? data.allocationRules.collectionFeeCents
                  : data.allocationRules.latePaymentFeeCents,
              ),
            })}
          </Typography>
        </div>
        {mayWrite && (
          <Button variant="contained" startIcon={<Add />} onClick={() => setRegistering(true)}>
            {t('loanServicing.register.open')}
          </Button>
        )}
      </Stack>
      {data.paidOffOn && (
        <Alert severity="success">{t('loanServicing.paidOff', { date: day(data.paidOffOn) })}</Alert>
      )}
      <LoanFigures
        figures={[
          { label: t('loanServicing.summary.balance'), value: formatMoney(data.summary.balanceCents) },
          {
            label: t('loanServicing.summary.principal'),
            value: formatMoney(data.summary.principalOutstandingCents),
          },
          { label: t('loanServicing.summary.overdue'), value: formatMoney(data.summary.overdueCents) },
          {
            label: t('loanServicing.summary.fees'),
            value: formatMoney(data.allocationRules.feesOwedCents + data.allocationRules.feesOwedIvaCents),
          },
          {
            label: t('loanServicing.summary.nextDue'),
            value: data.summary.nextDueDate
              ? `${formatMoney(data.summary.nextDueCents)} · ${day(data.summary.nextDueDate)}`
              : '—',
          },
          {
            label: t('loanServicing.summary.daysPastDue'),
            value: <BucketChip bucket={data.summary.bucket} days={data.summary.daysPastDue} />,
          },
        ]}
      />
      <Section title={t('loanServicing.howToPay.title')}>
        <HowToPaySection
          origin={origin}
          id={id}
          folio={application.folio}
          paymentReference={data.paymentReference}
          referencedClabe={data.referencedClabe}
        />
      </Section>
      {sections?.({ loanId: data.id, active })}
      <Section title={t('loanServicing.payments.title')}>
        <PaymentsTable
          payments={data.payments}
          label={t('loanServicing.payments.title')}
          onReverse={mayWritePayments ? setReversing : undefined}
          waiting={waiting}
        />
      </Section>
      <Section title={t('loanServicing.delinquency.title')}>
        <DelinquencySection origin={origin} id={id} loan={data} mayWrite={mayWritePayments} />
      </Section>
      {hasCredit && (
        <Section title={t('loanServicing.credit.title')}>
          <CreditSection origin={origin} id={id} loan={data} mayWrite={mayWritePayments} />
        </Section>
      )}
      <Section title={t('loanServicing.schedule.title')}>
        <ScheduleTable rows={data.schedule} label={t('loanServicing.schedule.title')} />
      </Section>
      <Section title={t('loanServicing.versions.title')}>
        <VersionsSection origin={origin} id={id} loan={data} mayWrite={mayWrite} />
      </Section>
      {active && (
        <Section title={t('loanServicing.payoff.title')}>
          <PayoffSection key={data.asOf} origin={origin} id={id} today={data.asOf} />
        </Section>
      )}
      <Section title={t('loanServicing.statement.title')}>
        <StatementSection origin={origin} id={id} periods={data.periods} />
      </Section>
      <Section title={t('loanServicing.cfdi.title')}>
        <CfdiSection origin={origin} id={id} />
      </Section>
      {registering && (
        <RegisterPaymentDialog
          origin={origin}
          id={id}
          loan={data}
          onClose={() => setRegistering(false)}
          onDone={() => {
            setRegistering(false)
            onReload()
          }}
        />
      )}
      {reversing && (
        <ReversePaymentDialog
          origin={origin}
          id={id}
          payment={reversing}
          version={data.version}
          paidOff={!active}
          onClose={() => setReversing(null)}
        />
      )}
    </Stack>
  )
}

import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import LinearProgress from '@mui/material/LinearProgress'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { periodicities, type CreditPolicyVersion, type Periodicity, type QuoteRequest } from '@mesa/contracts'
import { useEffect, useState } from 'react'
import { useForm, type FieldPath } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { FormField } from '../../../components/form'
import { useErrorText } from '../../../lib/error-text'
import { formatRate } from '../../../lib/format'
import { HttpError } from '../../../lib/http'
import type { ApplicationFile } from '../../../lib/application-file'
import { useCurrentPolicy } from '../api/get-current-policy'
import { useQuoteLoan } from '../api/quote-loan'
import { QuoteResult } from './quote-result'

/**
 * The form holds centavos and basis points (typed as pesos and percents with two decimals), the number of
 * payments as typed and how often they fall (issue 33: monthly, twice a month, every two weeks, weekly).
 */
interface CalculatorValues {
  amountCents: number | null
  annualRateBps: number | null
  periodicity: Periodicity
  termPeriods: string
  openingFeeBps: number | null
  insuranceMonthlyCents: number | null
  downPaymentCents: number | null
  firstDueDate: string
}
/** The request's field → the form's field, to place a 400's entries. */
const formFieldOf: Record<keyof QuoteRequest, FieldPath<CalculatorValues>> = {
  amount: 'amountCents',
  annualRatePct: 'annualRateBps',
  termMonths: 'termPeriods',
  periodicity: 'periodicity',
  termPeriods: 'termPeriods',
  openingFeePct: 'openingFeeBps',
  insuranceMonthly: 'insuranceMonthlyCents',
  downPayment: 'downPaymentCents',
  firstDueDate: 'firstDueDate',
}

const hundredths = (value: number | null) => (value === null ? undefined : value / 100)

function toRequest(values: CalculatorValues): QuoteRequest {
  return {
    amount: hundredths(values.amountCents) as number,
    annualRatePct: hundredths(values.annualRateBps) as number,
    periodicity: values.periodicity,
    termPeriods: values.termPeriods.trim() === '' ? Number.NaN : Number(values.termPeriods),
    openingFeePct: hundredths(values.openingFeeBps) as number,
    insuranceMonthly: hundredths(values.insuranceMonthlyCents),
    downPayment: hundredths(values.downPaymentCents),
    ...(values.firstDueDate ? { firstDueDate: values.firstDueDate } : {}),
  }
}

/** A month from today: the usual first due date of a new credit. */
const inAMonth = () => {
  const date = new Date()
  date.setMonth(date.getMonth() + 1)
  return date.toISOString().slice(0, 10)
}

/** calculator: the application's requested terms under its product's policy, quoted by the one loan engine. */
export function CalculatorPanel({ application }: { application: ApplicationFile }) {
  const { t } = useTranslation('creditPolicy')
  const policy = useCurrentPolicy(application.origin)
  if (policy.isPending) return <LinearProgress aria-label={t('capacity.loading')} />
  return <CalculatorForm application={application} policy={policy.data ?? null} />
}

function CalculatorForm({
  application,
  policy,
}: {
  application: ApplicationFile
  policy: CreditPolicyVersion | null
}) {
  const { t, i18n } = useTranslation('creditPolicy')
  const { callText } = useErrorText('creditPolicy')
  const quote = useQuoteLoan()
  const { terms } = application.product
  const form = useForm<CalculatorValues>({
    defaultValues: {
      amountCents: terms.requestedAmountCents,
      annualRateBps: terms.annualRateBps,
      periodicity: 'monthly',
      termPeriods: String(terms.termMonths),
      openingFeeBps: policy?.terms.openingFeeBps ?? 0,
      insuranceMonthlyCents: null,
      downPaymentCents: terms.downPaymentCents,
      firstDueDate: inAMonth(),
    },
  })
  const [problem, setProblem] = useState<string | null>(null)

  const onSubmit = form.handleSubmit((values) => {
    setProblem(null)
    form.clearErrors()
    quote.mutate(toRequest(values), {
      onError: (error) => {
        const fields = error instanceof HttpError && error.status === 400 ? (error.body?.errors ?? {}) : {}
        for (const [field, entries] of Object.entries(fields)) {
          const name = formFieldOf[field as keyof QuoteRequest]
          if (name) form.setError(name, { type: 'server', message: entries[0] })
        }
        setProblem(Object.keys(fields).length > 0 ? t('capacity.invalid') : callText(error))
      },
    })
  })
  // The requested terms are quoted on arrival.
  useEffect(() => {
    void onSubmit()
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  const periodicityOptions = periodicities.map((value) => ({
    value,
    label: t(`capacity.calculator.periodicities.${value}`),
  }))
  const field = (name: FieldPath<CalculatorValues>, kind?: 'money' | 'date') => (
    <FormField
      control={form.control}
      namespace="creditPolicy"
      idPrefix="calculator"
      kind={kind}
      name={name}
      label={t(`capacity.calculator.fields.${name}`)}
      {...(name === 'termPeriods' ? { inputMode: 'numeric' as const } : {})}
      {...(name === 'periodicity' ? { options: periodicityOptions } : {})}
    />
  )
  return (
    <Stack spacing={3}>
      <Box component="form" noValidate onSubmit={onSubmit} aria-label={t('capacity.calculator.title')}>
        <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
          {t('capacity.calculator.title')}
        </Typography>
        {policy && (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {t('capacity.calculator.policy', {
              version: policy.version,
              min: formatRate(policy.terms.minRateBps, i18n.language),
              max: formatRate(policy.terms.maxRateBps, i18n.language),
              fee: formatRate(policy.terms.openingFeeBps, i18n.language),
            })}
          </Typography>
        )}
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(4, 1fr)' },
          }}
        >
          {field('amountCents', 'money')}
          {field('annualRateBps', 'money')}
          {field('periodicity')}
          {field('termPeriods')}
          {field('openingFeeBps', 'money')}
          {field('insuranceMonthlyCents', 'money')}
          {field('downPaymentCents', 'money')}
          {field('firstDueDate', 'date')}
        </Box>
        {problem && (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {problem}
          </Alert>
        )}
        <Button type="submit" variant="contained" sx={{ mt: 2 }} disabled={quote.isPending}>
          {t('capacity.calculator.quote')}
        </Button>
      </Box>
      {quote.isPending && <LinearProgress aria-label={t('capacity.loading')} />}
      {quote.data && <QuoteResult quote={quote.data} />}
    </Stack>
  )
}

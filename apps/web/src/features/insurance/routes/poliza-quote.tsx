import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Grid from '@mui/material/Grid'
import LinearProgress from '@mui/material/LinearProgress'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import {
  creditProducts,
  isLivePolicyStatus,
  mayWorkPoliza,
  type CreditProduct,
  type Quote,
  type QuoteOptions,
} from '@mesa/contracts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Navigate, Link as RouterLink, useParams } from 'react-router'
import { ScreenHeader } from '../../../components/list-screen'
import { useErrorText } from '../../../lib/error-text'
import { HttpError } from '../../../lib/http'
import { useSession } from '../../../lib/use-session'
import { useBindQuote } from '../api/bind-quote'
import { useApplicationPolicies } from '../api/get-application-policies'
import { useApplicationQuotes } from '../api/get-application-quotes'
import { useQuoteApplication } from '../api/quote-application'
import { BindConfirmation } from '../components/bind-confirmation'
import { CotizacionCard } from '../components/cotizacion-card'
import { formatMoney } from '../../../lib/format'
import { PolicySummary } from '../components/policy-summary'
import { QuoteOptionsFields } from '../components/quote-options'

const defaultOptions: QuoteOptions = { package: 'amplia', deductibleLevel: 'bajo', paymentFrequency: 'anual' }

/** The newest round of quotes: those asked together with the newest one (renewals apart). */
const latestRound = (quotes: Quote[]) => {
  const ours = quotes.filter((quote) => quote.renewalOfPolicyId === null)
  return ours.filter((quote) => quote.createdAt === ours[0]?.createdAt)
}

/** /apps/fondeos/poliza/:origin/:id: quote the four insurers side by side, bind one, issue the policy. */
export function Component() {
  const params = useParams()
  const origin = params.origin as CreditProduct
  const id = Number(params.id)
  if (!creditProducts.includes(origin) || !Number.isInteger(id) || id < 1)
    return <Navigate to="/pages/misc/page-not-found" replace />
  return <QuoteScreen origin={origin} id={id} />
}

function QuoteScreen({ origin, id }: { origin: CreditProduct; id: number }) {
  const { t } = useTranslation('insurance')
  const { callText } = useErrorText('insurance')
  const { rules } = useSession()
  const quotes = useApplicationQuotes(origin, id)
  const policies = useApplicationPolicies(origin, id)
  const requote = useQuoteApplication()
  const bind = useBindQuote()
  const [chosen, setChosen] = useState<QuoteOptions | null>(null)
  // Issue 38: the quote to bind, confirmed on its summary first.
  const [binding, setBinding] = useState<Quote | null>(null)

  if (quotes.isPending || policies.isPending) return <LinearProgress aria-label={t('quote.loading')} />
  if (quotes.isError || policies.isError) {
    const error = quotes.error ?? policies.error
    const missing = error instanceof HttpError && error.status === 404
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" onClick={() => void Promise.all([quotes.refetch(), policies.refetch()])}>
            {t('actions.reload')}
          </Button>
        }
      >
        {missing ? t('quote.notFound') : callText(error)}
      </Alert>
    )
  }
  const { application } = quotes.data
  // Newest first: the live policy, then the renewed and cancelled ones it replaced.
  const live = policies.data.policies.find((policy) => isLivePolicyStatus(policy.status))
  const past = policies.data.policies.filter((policy) => !isLivePolicyStatus(policy.status))
  const round = latestRound(quotes.data.quotes)
  const options = chosen ?? round[0]?.options ?? defaultOptions
  const mayWork = mayWorkPoliza(rules) && application.stage === 'poliza'
  const { vehicle } = application

  return (
    <>
      <ScreenHeader
        title={t('quote.title', { folio: application.folio })}
        subtitle={`${application.applicantName} · ${vehicle.make} ${vehicle.model} ${vehicle.year} · ${formatMoney(vehicle.valueCents)} · ${t('quote.postalCode', { postalCode: application.postalCode ?? '—' })}`}
        actions={
          <Button component={RouterLink} to="/apps/fondeos/poliza">
            {t('actions.backToQueue')}
          </Button>
        }
      />
      <Stack spacing={3}>
        {application.stage !== 'poliza' && <Alert severity="info">{t('quote.notInStage')}</Alert>}
        {live && <PolicySummary policy={live} />}
        <Card component="section" aria-labelledby="quote-options-title">
          <CardContent>
            <Typography id="quote-options-title" variant="h6" component="h2" sx={{ mb: 2 }}>
              {t('quote.optionsTitle')}
            </Typography>
            <Stack direction="row" useFlexGap spacing={2} sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
              <QuoteOptionsFields value={options} onChange={setChosen} />
              {mayWork && (
                <Button
                  variant="contained"
                  disabled={requote.isPending}
                  onClick={() => requote.mutate({ origin, id, options })}
                >
                  {t('quote.run')}
                </Button>
              )}
            </Stack>
            {requote.error && (
              <Alert severity="error" sx={{ mt: 2 }}>
                {callText(requote.error)}
              </Alert>
            )}
          </CardContent>
        </Card>
        {round.length === 0 ? (
          <Alert severity="info">{t('quote.none')}</Alert>
        ) : (
          <Grid container spacing={2} component="section" aria-label={t('quote.roundLabel')}>
            {round.map((quote) => (
              <Grid key={quote.id} size={{ xs: 12, sm: 6, lg: 3 }}>
                <CotizacionCard
                  quote={quote}
                  binding={bind.isPending}
                  onBind={
                    mayWork && !live
                      ? (picked) => {
                          bind.reset()
                          setBinding(picked)
                        }
                      : undefined
                  }
                />
              </Grid>
            ))}
          </Grid>
        )}
        {past.map((policy) => (
          <PolicySummary key={policy.id} policy={policy} readOnly />
        ))}
      </Stack>
      {binding && (
        <BindConfirmation
          quote={binding}
          busy={bind.isPending}
          error={bind.error ? callText(bind.error) : null}
          onConfirm={() => bind.mutate(binding.id, { onSuccess: () => setBinding(null) })}
          onClose={() => setBinding(null)}
        />
      )}
    </>
  )
}

import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import Grid from '@mui/material/Grid'
import Stack from '@mui/material/Stack'
import type { Policy, Quote, QuoteOptions } from '@mesa/contracts'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useErrorText } from '../../../lib/error-text'
import { useBindRenewal } from '../api/bind-quote'
import { useQuoteRenewal } from '../api/quote-renewal'
import { BindConfirmation } from './bind-confirmation'
import { CotizacionCard } from './cotizacion-card'
import { formatDate } from '../../../lib/format'
import { QuoteOptionsFields } from './quote-options'

/**
 * Renewal quotes of an expiring policy from the four insurers, with the policy's options to start from; binding
 * one asks first on its premium summary, as the first binding does (issue 38).
 */
export function RenewalDialog({ policy, onClose }: { policy: Policy; onClose: () => void }) {
  const { t, i18n } = useTranslation('insurance')
  const { callText } = useErrorText('insurance')
  const titleId = useId()
  const renewal = useQuoteRenewal()
  const binding = useBindRenewal()
  const [options, setOptions] = useState<QuoteOptions>(policy.options)
  const [chosen, setChosen] = useState<Quote | null>(null)
  return (
    <>
      <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="lg">
        <DialogTitle id={titleId}>
          {t('renewal.title', { number: policy.policyNumber ?? policy.id })}
        </DialogTitle>
        <DialogContent>
          <Stack
            direction="row"
            useFlexGap
            spacing={2}
            sx={{ flexWrap: 'wrap', alignItems: 'center', py: 1 }}
          >
            <QuoteOptionsFields value={options} onChange={setOptions} />
            <Button
              variant="contained"
              disabled={renewal.isPending}
              onClick={() => renewal.mutate({ policyId: policy.id, options })}
            >
              {t('renewal.run')}
            </Button>
          </Stack>
          {renewal.error && <Alert severity="error">{callText(renewal.error)}</Alert>}
          {binding.data && (
            <Alert severity="success" sx={{ mt: 1 }}>
              {t('renewal.bound', {
                number: binding.data.policyNumber,
                start: formatDate(binding.data.termStart ?? '', i18n.language),
                end: formatDate(binding.data.termEnd ?? '', i18n.language),
              })}
            </Alert>
          )}
          {/* Two a row: inside the dialog, four cards would clip their premium figures. */}
          {renewal.data && (
            <Grid container spacing={2} sx={{ mt: 1 }}>
              {renewal.data.quotes.map((quote) => (
                <Grid key={quote.id} size={{ xs: 12, md: 6 }}>
                  <CotizacionCard
                    quote={quote}
                    binding={binding.isPending}
                    onBind={
                      binding.data
                        ? undefined
                        : (picked) => {
                            binding.reset()
                            setChosen(picked)
                          }
                    }
                  />
                </Grid>
              ))}
            </Grid>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('actions.close')}</Button>
        </DialogActions>
      </Dialog>
      {chosen && (
        <BindConfirmation
          quote={chosen}
          renews={policy}
          busy={binding.isPending}
          error={binding.error ? callText(binding.error) : null}
          onConfirm={() => binding.mutate(chosen.id, { onSuccess: () => setChosen(null) })}
          onClose={() => setChosen(null)}
        />
      )}
    </>
  )
}

import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import Grid from '@mui/material/Grid'
import Stack from '@mui/material/Stack'
import type { Policy, QuoteOptions } from '@mesa/contracts'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useErrorText } from '../../../lib/error-text'
import { useQuoteRenewal } from '../api/quote-renewal'
import { CotizacionCard } from './cotizacion-card'
import { QuoteOptionsFields } from './quote-options'

/** Renewal quotes of an expiring policy from the four insurers, with the policy's options to start from. */
export function RenewalDialog({ policy, onClose }: { policy: Policy; onClose: () => void }) {
  const { t } = useTranslation('insurance')
  const { callText } = useErrorText('insurance')
  const titleId = useId()
  const renewal = useQuoteRenewal()
  const [options, setOptions] = useState<QuoteOptions>(policy.options)
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="lg">
      <DialogTitle id={titleId}>
        {t('renewal.title', { number: policy.policyNumber ?? policy.id })}
      </DialogTitle>
      <DialogContent>
        <Stack direction="row" useFlexGap spacing={2} sx={{ flexWrap: 'wrap', alignItems: 'center', py: 1 }}>
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
        {renewal.data && (
          <Grid container spacing={2} sx={{ mt: 1 }}>
            {renewal.data.quotes.map((quote) => (
              <Grid key={quote.id} size={{ xs: 12, sm: 6, lg: 3 }}>
                <CotizacionCard quote={quote} />
              </Grid>
            ))}
          </Grid>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('actions.close')}</Button>
      </DialogActions>
    </Dialog>
  )
}

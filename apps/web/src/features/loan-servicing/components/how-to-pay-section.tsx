import ContentCopy from '@mui/icons-material/ContentCopy'
import Description from '@mui/icons-material/Description'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import IconButton from '@mui/material/IconButton'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Tooltip from '@mui/material/Tooltip'
import Typography from '@mui/material/Typography'
import { groupedClabe, type CreditProduct } from '@mesa/contracts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useErrorText } from '../../../lib/error-text'
import { useDownloadWelcomeLetter } from '../api/get-welcome-letter'

/** One number the customer pays to, shown as it is dictated, with a button copying its bare digits. */
function PayToFigure(props: { label: string; shown: string; digits: string; copyLabel: string }) {
  const { t } = useTranslation('loanServicing')
  const [copied, setCopied] = useState(false)
  const copy = async () => {
    await navigator.clipboard.writeText(props.digits)
    setCopied(true)
    setTimeout(() => setCopied(false), 2000)
  }
  return (
    <Paper variant="outlined" sx={{ p: 1.5 }}>
      <Typography variant="body2" color="text.secondary">
        {props.label}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 0.5 }}>
        {/* Digits read left to right in every language (Arabic included): isolated from the text around. */}
        <Typography
          component="bdi"
          dir="ltr"
          variant="h6"
          sx={{ fontFamily: 'monospace', letterSpacing: 0.5, whiteSpace: 'nowrap' }}
        >
          {props.shown}
        </Typography>
        <Tooltip title={copied ? t('loanServicing.howToPay.copied') : props.copyLabel}>
          <IconButton aria-label={props.copyLabel} size="small" onClick={() => void copy()}>
            <ContentCopy fontSize="small" />
          </IconButton>
        </Tooltip>
      </Stack>
    </Paper>
  )
}

/**
 * How the customer pays this loan (issue 35): the referenced CLABE for SPEI and the reference for bank
 * branches and convenience stores, each copyable, and the welcome letter that prints them with a barcode.
 */
export function HowToPaySection(props: {
  origin: CreditProduct
  id: number
  folio: number
  paymentReference: string
  referencedClabe: string
}) {
  const { t } = useTranslation('loanServicing')
  const { callText } = useErrorText('loanServicing')
  const letter = useDownloadWelcomeLetter(props.origin, props.id)
  return (
    <Stack spacing={1.5}>
      <Typography variant="body2" color="text.secondary">
        {t('loanServicing.howToPay.explain')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(300px, 1fr))' }}>
        <PayToFigure
          label={t('loanServicing.howToPay.clabe')}
          shown={groupedClabe(props.referencedClabe)}
          digits={props.referencedClabe}
          copyLabel={t('loanServicing.howToPay.copyClabe')}
        />
        <PayToFigure
          label={t('loanServicing.howToPay.reference')}
          shown={props.paymentReference}
          digits={props.paymentReference}
          copyLabel={t('loanServicing.howToPay.copyReference')}
        />
      </Box>
      <div>
        <Button
          variant="outlined"
          startIcon={<Description />}
          disabled={letter.isPending}
          onClick={() => letter.mutate(props.folio)}
        >
          {t('loanServicing.howToPay.welcomeLetter')}
        </Button>
      </div>
      {letter.isError && <Alert severity="error">{callText(letter.error)}</Alert>}
    </Stack>
  )
}

import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardActions from '@mui/material/CardActions'
import CardContent from '@mui/material/CardContent'
import Chip from '@mui/material/Chip'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { insurerNames, type Quote } from '@mesa/contracts'
import { useTranslation } from 'react-i18next'
import { CoveragesTable } from './coverages-table'
import { formatDate, formatMoney } from '../../../lib/format'
import { PremiumBreakdown } from './premium-breakdown'
import { SandboxChip } from './sandbox-chip'

interface Props {
  quote: Quote
  /** Binding is offered only while the application has no live policy and the user may bind. */
  onBind?: (quote: Quote) => void
  binding?: boolean
}

/** One insurer's quote (spec poliza/CotizacionCard): total, premium breakdown, coverages and deductibles. */
export function CotizacionCard({ quote, onBind, binding }: Props) {
  const { t, i18n } = useTranslation('insurance')
  const name = insurerNames[quote.insurer]
  const headingId = `quote-${quote.id}-title`
  return (
    <Card
      variant="outlined"
      component="section"
      aria-labelledby={headingId}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      {/* One column no wider than the card: the coverage table wraps its labels instead of pushing the
          premium lines past the card's edge (four cards side by side at 1280 px). */}
      <CardContent
        sx={{
          flex: 1,
          display: 'grid',
          gridTemplateColumns: 'minmax(0, 1fr)',
          gap: 1.5,
          alignContent: 'start',
        }}
      >
        <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
          <Typography id={headingId} variant="h6" component="h3">
            {name}
          </Typography>
          {quote.sandbox && <SandboxChip />}
        </Stack>
        <Box>
          <Typography variant="h5" component="p" sx={{ fontVariantNumeric: 'tabular-nums' }}>
            {formatMoney(quote.premium.totalCents)}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {t(`frequency.${quote.options.paymentFrequency}`)} · {t(`package.${quote.options.package}`)} ·{' '}
            {t(`deductible.${quote.options.deductibleLevel}`)}
          </Typography>
        </Box>
        <PremiumBreakdown premium={quote.premium} />
        {/* A smaller type: a quarter of the row holds the widest sum insured and the deductible column. */}
        <Box sx={{ '& td, & th': { fontSize: '0.75rem' } }}>
          <CoveragesTable coverages={quote.coverages} label={t('coverage.tableOf', { insurer: name })} />
        </Box>
        <Typography variant="caption" color="text.secondary">
          {t('quote.validUntil', {
            date: formatDate(quote.validUntil, i18n.language),
          })}
        </Typography>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        {quote.status === 'open' && onBind ? (
          <Button variant="contained" fullWidth disabled={binding} onClick={() => onBind(quote)}>
            {t('quote.bind', { insurer: name })}
          </Button>
        ) : (
          <Chip size="small" label={t(`quoteStatus.${quote.status}`)} />
        )}
      </CardActions>
    </Card>
  )
}

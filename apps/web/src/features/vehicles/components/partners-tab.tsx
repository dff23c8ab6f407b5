import Alert from '@mui/material/Alert'
import Chip from '@mui/material/Chip'
import Grid from '@mui/material/Grid'
import LinearProgress from '@mui/material/LinearProgress'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import type { ApplicationPartners } from '@mesa/contracts'
import { useTranslation } from 'react-i18next'
import { useErrorText } from '../../../lib/error-text'
import type { ApplicationFile } from '../../../lib/application-file'
import { formatsIn } from '../../../lib/format'
import { useFilePartners } from '../api/file-partners'

const Field = ({ label, value }: { label: string; value: string }) => (
  <Grid size={{ xs: 12, sm: 6, md: 4 }}>
    <Typography variant="caption" color="text.secondary" component="div">
      {label}
    </Typography>
    <Typography variant="body2">{value || '—'}</Typography>
  </Grid>
)
const person = (who: ApplicationPartners['seller']) => (who ? `${who.fullName} · ${who.email}` : '')

/** The partners tab: the ally, the seller who captured it, the ally's seller and supervisor, the commission. */
export function PartnersTab({ application }: { application: ApplicationFile }) {
  const { t, i18n } = useTranslation('vehicles')
  const { callText } = useErrorText('vehicles')
  const format = formatsIn(i18n.language)
  const partners = useFilePartners(application.origin, application.id)
  if (partners.isPending) return <LinearProgress aria-label={t('vehicle.loading')} />
  if (partners.isError) return <Alert severity="error">{callText(partners.error)}</Alert>
  const { ally, rule, commission, projection } = partners.data
  const figures = commission ?? projection
  return (
    <Stack spacing={3}>
      <Grid container spacing={2}>
        <Field label={t('vehicle.ally')} value={ally.name} />
        <Field label={t('vehicle.legalName')} value={ally.legalName} />
        <Field label={t('vehicle.allyType')} value={ally.type} />
        <Field label={t('vehicle.zone')} value={`${ally.zoneName} · ${ally.regionName}`} />
        <Field label={t('vehicle.capturedBy')} value={person(partners.data.seller)} />
        <Field label={t('vehicle.allySeller')} value={person(partners.data.allySeller)} />
        <Field label={t('vehicle.supervisor')} value={person(partners.data.supervisor)} />
      </Grid>
      <Stack spacing={1}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Typography variant="h6" component="h3">
            {t('vehicle.commission')}
          </Typography>
          {commission && (
            <Chip
              size="small"
              variant="outlined"
              label={t(`vehicle.commissionStatus.${commission.status}`)}
            />
          )}
          {!commission && projection && (
            <Chip size="small" variant="outlined" label={t('vehicle.projected')} />
          )}
        </Stack>
        {!figures ? (
          <Alert severity="info">
            {t(rule ? 'vehicle.noCommission' : 'vehicle.noRule', { type: ally.type })}
          </Alert>
        ) : (
          <Grid container spacing={2}>
            <Field label={t('vehicle.financed')} value={format.money(figures.financedCents)} />
            <Field label={t('vehicle.rate')} value={format.rate(commission?.rateBps ?? rule?.rateBps ?? 0)} />
            <Field label={t('vehicle.commissionBase')} value={format.money(figures.baseCents)} />
            <Field label={t('vehicle.iva')} value={format.money(figures.ivaCents)} />
            <Field label={t('vehicle.commissionTotal')} value={format.money(figures.totalCents)} />
            {commission?.status === 'paid' && (
              <Field
                label={t('vehicle.paid')}
                value={`${format.date(commission.paidOn)} · ${commission.paymentReference}`}
              />
            )}
          </Grid>
        )}
      </Stack>
    </Stack>
  )
}

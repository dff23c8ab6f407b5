import Alert from '@mui/material/Alert'
import AlertTitle from '@mui/material/AlertTitle'
import Button from '@mui/material/Button'
import Grid from '@mui/material/Grid'
import LinearProgress from '@mui/material/LinearProgress'
import Link from '@mui/material/Link'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import {
  vinRecordInputSchema,
  mayCreateVin,
  mayEditVin,
  rulesAllow,
  type ApplicationVin,
  type VinRecord,
} from '@mesa/contracts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import { Link as RouterLink } from 'react-router'
import { ConfirmDialog } from '../../../components/confirm-dialog'
import { FieldGrid, useContractForm, type GridFieldSpec } from '../../../components/form'
import { useErrorText } from '../../../lib/error-text'
import { useSession } from '../../../lib/use-session'
import type { ApplicationFile } from '../../../lib/application-file'
import { formatMoney } from '../../../lib/format'
import { useFileVin, useLinkVin, useUnlinkVin } from '../api/file-vin'

type LinkValues = z.input<typeof vinRecordInputSchema>
const fields: GridFieldSpec<LinkValues>[] = [
  { name: 'vin', labelKey: 'vehicle.vin', size: 'half', required: true },
  { name: 'make', labelKey: 'vehicle.make', size: 'half', required: true },
  { name: 'model', labelKey: 'vehicle.model', size: 'third', required: true },
  { name: 'version', labelKey: 'vehicle.version', size: 'third' },
  { name: 'colour', labelKey: 'vehicle.colour', size: 'third' },
]

/** The vin tab: the application's VIN record with the double-financing alert, or the form to register it. */
export function VinTab({ application }: { application: ApplicationFile }) {
  const { t } = useTranslation('vehicles')
  const { callText } = useErrorText('vehicles')
  const vin = useFileVin(application.origin, application.id)
  if (vin.isPending) return <LinearProgress aria-label={t('vehicle.loading')} />
  if (vin.isError) return <Alert severity="error">{callText(vin.error)}</Alert>
  return vin.data.record ? (
    <VinSummary application={application} record={vin.data.record} />
  ) : (
    <RegisterVin application={application} vehicle={vin.data.vehicle} />
  )
}

function VinSummary({ application, record }: { application: ApplicationFile; record: VinRecord }) {
  const { t } = useTranslation('vehicles')
  const { callText } = useErrorText('vehicles')
  const { rules } = useSession()
  const unlink = useUnlinkVin(application.origin, application.id)
  const [confirming, setConfirming] = useState(false)
  const row = (label: string, value: string) => (
    <Grid size={{ xs: 12, sm: 6, md: 4 }}>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography variant="body2">{value || '—'}</Typography>
    </Grid>
  )
  return (
    <Stack spacing={2}>
      {record.doubleFinancing && (
        <Alert severity="error">
          <AlertTitle>{t('vehicle.doubleTitle')}</AlertTitle>
          {t('vehicle.doubleText', {
            folios: record.applications.map((app) => app.folio).join(', '),
            count: record.liveApplications,
          })}
        </Alert>
      )}
      {record.checkDigitWarning && <Alert severity="warning">{t('vehicle.checkDigitWarning')}</Alert>}
      <Grid container spacing={2}>
        {row('VIN', record.vin)}
        {row(t('vehicle.manufacturer'), record.manufacturer ?? record.wmi)}
        {row(t('vehicle.modelYear'), String(record.modelYear ?? ''))}
        {row(t('vehicle.vehicle'), `${record.make} ${record.model} ${record.version}`.trim())}
        {row(t('vehicle.colour'), record.colour)}
        {row(t('vehicle.engineNumber'), record.engineNumber)}
        {row(t('vehicle.invoice'), [record.invoiceNumber, record.invoiceDate].filter(Boolean).join(' · '))}
        {row(
          t('vehicle.invoiceValue'),
          record.invoiceValueCents === null ? '' : formatMoney(record.invoiceValueCents),
        )}
        {row(t('vehicle.applications'), record.applications.map((app) => app.folio).join(', '))}
      </Grid>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        {rulesAllow(rules, { action: 'read', subject: 'Admin' }) && (
          <Link component={RouterLink} to={`/apps/vin/edit/${record.id}`}>
            {t('vehicle.openRecord')}
          </Link>
        )}
        {mayEditVin(rules) && (
          <Button color="error" variant="outlined" size="small" onClick={() => setConfirming(true)}>
            {t('vehicle.unlink')}
          </Button>
        )}
      </Stack>
      <ConfirmDialog
        open={confirming}
        title={t('vehicle.unlinkTitle', { vin: record.vin })}
        text={t('vehicle.unlinkText', { folio: application.folio })}
        confirmLabel={t('vehicle.unlink')}
        busy={unlink.isPending}
        error={unlink.error ? callText(unlink.error) : null}
        onConfirm={() => unlink.mutate(undefined, { onSuccess: () => setConfirming(false) })}
        onClose={() => setConfirming(false)}
      />
    </Stack>
  )
}

function RegisterVin({
  application,
  vehicle,
}: {
  application: ApplicationFile
  vehicle: ApplicationVin['vehicle']
}) {
  const { t } = useTranslation('vehicles')
  const { rules } = useSession()
  const link = useLinkVin(application.origin, application.id)
  const form = useContractForm(vinRecordInputSchema, {
    namespace: 'vehicles',
    defaultValues: {
      vin: vehicle.vin,
      make: vehicle.make,
      model: vehicle.model,
      version: vehicle.version,
      colour: '',
    },
  })
  if (!mayCreateVin(rules) && !mayEditVin(rules))
    return <Alert severity="info">{t('vehicle.noRecord')}</Alert>
  const submit = form.handleSubmit(async (values) => {
    form.clearServerError()
    try {
      await link.mutateAsync(values)
    } catch (failure) {
      form.failWith(failure)
    }
  })
  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <Stack spacing={2}>
        <Alert severity="info">{t('vehicle.registerHint', { year: vehicle.year })}</Alert>
        <FieldGrid
          control={form.control}
          namespace="vehicles"
          fields={fields}
          idPrefix="file-vin"
          breakpoint="md"
        />
        {form.serverError && <Alert severity="error">{form.serverError}</Alert>}
        <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
          <Button type="submit" variant="contained" disabled={form.formState.isSubmitting}>
            {t('vehicle.register')}
          </Button>
        </Stack>
      </Stack>
    </form>
  )
}

import Alert from '@mui/material/Alert'
import AlertTitle from '@mui/material/AlertTitle'
import Link from '@mui/material/Link'
import Stack from '@mui/material/Stack'
import type { VinRecord } from '@mesa/contracts'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router'

/** The record's applications, and the alert when two live ones finance the same VIN. */
export function LinkedApplications({ record }: { record: VinRecord }) {
  const { t } = useTranslation('vehicles')
  return (
    <Stack spacing={2}>
      {record.doubleFinancing && (
        <Alert severity="error" role="alert">
          <AlertTitle>{t('alert.title')}</AlertTitle>
          {t('alert.text', { count: record.liveApplications })}
        </Alert>
      )}
      {record.applications.length === 0 ? (
        <Alert severity="info">{t('linked.none')}</Alert>
      ) : (
        <Stack component="ul" spacing={0.5} sx={{ m: 0, ps: 3 }} aria-label={t('linked.title')}>
          {record.applications.map((app) => (
            <li key={app.id}>
              <Link component={RouterLink} to={`/apps/solicitudes/${app.product}/${app.id}?tab=vin`}>
                {t('linked.folio', { folio: app.folio })}
              </Link>{' '}
              · {app.applicantName} · {app.allyName} · {t(`linked.${app.live ? 'live' : 'closed'}`)}
            </li>
          ))}
        </Stack>
      )}
    </Stack>
  )
}

import Alert from '@mui/material/Alert'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import LinearProgress from '@mui/material/LinearProgress'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { Navigate, useParams, useSearchParams } from 'react-router'
import { ScreenHeader } from '../../../components/list-screen'
import { useErrorText } from '../../../lib/error-text'
import { useVin } from '../api/get-vin'
import { LinkedApplications } from '../components/double-financing-alert'
import { VinForm } from '../components/vin-form'

/** /apps/vin/edit/:id (read Admin; saving needs update Admin): the record, its applications and alert. */
export function Component() {
  const id = Number(useParams().id)
  if (!Number.isInteger(id) || id < 1) return <Navigate to="/pages/misc/page-not-found" replace />
  return <VinEdit id={id} />
}

function VinEdit({ id }: { id: number }) {
  const { t } = useTranslation('vehicles')
  const { callText } = useErrorText('vehicles')
  const record = useVin(id)
  const [searchParams, setSearchParams] = useSearchParams()
  if (record.isPending) return <LinearProgress aria-label={t('list.loading')} />
  if (record.isError) return <Alert severity="error">{callText(record.error)}</Alert>
  return (
    <>
      <ScreenHeader title={t('form.editTitle', { vin: record.data.vin })} subtitle={t('form.subtitle')} />
      <Stack spacing={3}>
        {searchParams.get('saved') && (
          <Alert severity="success" onClose={() => setSearchParams({}, { replace: true })}>
            {t('form.saved')}
          </Alert>
        )}
        <Card>
          <CardContent>
            <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
              {t('linked.title')}
            </Typography>
            <LinkedApplications record={record.data} />
          </CardContent>
        </Card>
        <VinForm
          key={record.data.recordVersion}
          record={record.data}
          onSaved={() => setSearchParams({ saved: '1' }, { replace: true })}
        />
      </Stack>
    </>
  )
}

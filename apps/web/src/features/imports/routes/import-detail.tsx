import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import LinearProgress from '@mui/material/LinearProgress'
import Stack from '@mui/material/Stack'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink, useParams } from 'react-router'
import { ScreenHeader } from '../../../components/list-screen'
import { useErrorText } from '../../../lib/error-text'
import { useImport } from '../api/get-import'
import { ImportStatusChip } from '../components/import-status-chip'
import { MappingCard } from '../components/mapping-card'
import { PreviewTable } from '../components/preview-table'
import { ProgressCard } from '../components/progress-card'
import { StartCard } from '../components/start-card'

/** /apps/imports/:id: map, preview and fix, start; then the job's progress and the refused rows. */
export function Component() {
  const { t } = useTranslation('imports')
  const { callText } = useErrorText('imports')
  const id = Number(useParams().id)
  const query = useImport(id)
  const summary = query.data
  return (
    <Stack spacing={3}>
      <ScreenHeader
        title={summary ? summary.fileName : t('title')}
        subtitle={t('detailSubtitle')}
        actions={
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            {summary && <ImportStatusChip status={summary.status} />}
            <Button component={RouterLink} to="/apps/imports" variant="outlined">
              {t('back')}
            </Button>
          </Stack>
        }
      />
      {query.isPending && <LinearProgress aria-label={t('loading')} />}
      {query.error && <Alert severity="error">{callText(query.error)}</Alert>}
      {summary?.status === 'ready' && (
        <>
          <MappingCard summary={summary} />
          <PreviewTable summary={summary} />
          <StartCard summary={summary} />
        </>
      )}
      {summary && summary.status !== 'ready' && (
        <>
          <ProgressCard summary={summary} />
          <PreviewTable key={summary.status} summary={summary} />
        </>
      )}
    </Stack>
  )
}

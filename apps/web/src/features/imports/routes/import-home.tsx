import Alert from '@mui/material/Alert'
import LinearProgress from '@mui/material/LinearProgress'
import Stack from '@mui/material/Stack'
import { useTranslation } from 'react-i18next'
import { ScreenHeader } from '../../../components/list-screen'
import { useErrorText } from '../../../lib/error-text'
import { useImports } from '../api/list-imports'
import { RecentImports } from '../components/recent-imports'
import { UploadCard } from '../components/upload-card'

/** /apps/imports (whoever may import allies, applications or customers): upload a file, my recent imports. */
export function Component() {
  const { t } = useTranslation('imports')
  const { callText } = useErrorText('imports')
  const imports = useImports()
  return (
    <Stack spacing={3}>
      <ScreenHeader title={t('title')} subtitle={t('subtitle')} />
      <UploadCard />
      {imports.isPending && <LinearProgress aria-label={t('loading')} />}
      {imports.error && <Alert severity="error">{callText(imports.error)}</Alert>}
      {imports.data && <RecentImports imports={imports.data} />}
    </Stack>
  )
}

import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import LinearProgress from '@mui/material/LinearProgress'
import type { UseQueryResult } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'

/** A panel's loading bar and error alert with a retry (`problems.reload` and `.generic` of the namespace). */
export function QueryState(props: { query: UseQueryResult; loadingLabel: string; namespace: string }) {
  const { query, loadingLabel } = props
  const { t } = useTranslation(props.namespace)
  if (query.isPending) return <LinearProgress aria-label={loadingLabel} />
  if (!query.isError) return null
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" onClick={() => void query.refetch()}>
          {t('problems.reload')}
        </Button>
      }
    >
      {t('problems.generic')}
    </Alert>
  )
}

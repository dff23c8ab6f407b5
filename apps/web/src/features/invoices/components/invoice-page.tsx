import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { ScreenHeader } from '../../../components/list-screen'
import { PageLoader } from '../../../components/page-loader'

interface InvoicePageProps {
  title: string
  subtitle?: string
  actions?: ReactNode
  loading: boolean
  /** The failure in words; with `onRetry`, a retry button. */
  error: string | null
  onRetry?: () => void
  children: ReactNode
}

/** An invoice screen's frame: its title, then a loader, the error with a retry, or the content. */
export function InvoicePage({
  title,
  subtitle,
  actions,
  loading,
  error,
  onRetry,
  children,
}: InvoicePageProps) {
  const { t } = useTranslation()
  return (
    <>
      <ScreenHeader title={title} subtitle={subtitle} actions={!loading && !error ? actions : undefined} />
      {error ? (
        <Alert
          severity="error"
          action={
            onRetry && (
              <Button color="inherit" size="small" onClick={onRetry}>
                {t('list.retry')}
              </Button>
            )
          }
        >
          {error}
        </Alert>
      ) : loading ? (
        <PageLoader />
      ) : (
        children
      )}
    </>
  )
}

import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Skeleton from '@mui/material/Skeleton'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useErrorText } from '../../../lib/error-text'
import { HttpError } from '../../../lib/http'

interface QueryLike<T> {
  data: T | undefined
  error: unknown
  isPending: boolean
  refetch: () => unknown
}

/** A demo page's one call: a skeleton while loading, the error with a retry (or "not found"), then the page. */
export function QueryState<T>({
  query,
  children,
}: {
  query: QueryLike<T>
  children: (data: T) => ReactNode
}) {
  const { t } = useTranslation('demo')
  const { callText } = useErrorText('demo')
  if (query.data !== undefined) return <>{children(query.data)}</>
  if (query.error) {
    const missing = query.error instanceof HttpError && query.error.status === 404
    return (
      <Alert
        severity={missing ? 'warning' : 'error'}
        action={
          !missing && (
            <Button color="inherit" size="small" onClick={() => void query.refetch()}>
              {t('retry')}
            </Button>
          )
        }
      >
        {missing ? t('notFound') : callText(query.error)}
      </Alert>
    )
  }
  return <Skeleton variant="rounded" height={240} aria-label={t('loading')} />
}

import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import { useTranslation } from 'react-i18next'
import { useErrorText } from '../../../lib/error-text'
import type { Problem } from '../../../components/form/refusal'

/** A failed write explained: the guards that stopped it, a stale version (reload), or a general text. */
export function ProblemAlert({ problem, onReload }: { problem: Problem | null; onReload?: () => void }) {
  const { t } = useTranslation('applications')
  const { guardText } = useErrorText('applications')
  if (!problem) return null
  return (
    <Alert
      severity={problem.kind === 'guard' ? 'warning' : 'error'}
      role="alert"
      action={
        problem.kind === 'stale' && onReload ? (
          <Button color="inherit" size="small" onClick={onReload}>
            {t('problems.reload')}
          </Button>
        ) : undefined
      }
    >
      {t(`problems.${problem.kind}`)}
      {problem.guards.length > 0 && (
        <ul style={{ margin: '4px 0 0', paddingInlineStart: 20 }}>
          {problem.guards.map((guard) => (
            <li key={guard}>{guardText(guard)}</li>
          ))}
        </ul>
      )}
    </Alert>
  )
}

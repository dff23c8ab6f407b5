import Chip from '@mui/material/Chip'
import type { ImportStatus } from '@mesa/contracts'
import { useTranslation } from 'react-i18next'

const colors: Record<ImportStatus, 'default' | 'info' | 'warning' | 'success' | 'error'> = {
  staging: 'default',
  ready: 'info',
  queued: 'warning',
  running: 'warning',
  done: 'success',
  failed: 'error',
}

/** An import's status in words; the text keeps the body colour for contrast on any background. */
export function ImportStatusChip({ status }: { status: ImportStatus }) {
  const { t } = useTranslation('imports')
  return (
    <Chip
      size="small"
      variant="outlined"
      color={colors[status]}
      label={t(`statuses.${status}`)}
      sx={{ color: 'text.primary' }}
    />
  )
}

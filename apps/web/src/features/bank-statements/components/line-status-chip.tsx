import Chip from '@mui/material/Chip'
import type { LineStatus } from '@mesa/contracts'
import { useTranslation } from 'react-i18next'

const colors: Record<LineStatus, 'default' | 'success' | 'warning' | 'error' | 'info'> = {
  pending: 'default',
  posted: 'success',
  unmatched: 'warning',
  ambiguous: 'warning',
  suggested: 'info',
  refused: 'error',
  returned: 'default',
  debit: 'default',
}

/** A line's status as a chip (the word, never only the colour). */
export function LineStatusChip({ status }: { status: LineStatus }) {
  const { t } = useTranslation('bankStatements')
  return <Chip size="small" variant="outlined" color={colors[status]} label={t(`statuses.${status}`)} />
}

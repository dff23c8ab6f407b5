import Chip from '@mui/material/Chip'
import type { PldAlertStatus } from '@mesa/contracts'
import { useTranslation } from 'react-i18next'

const color = { open: 'warning', dismissed: 'default', escalated: 'error' } as const

/** An alert's status: open (waits for the officer), dismissed (a false positive), escalated (reported). */
export function AlertStatusChip({ status }: { status: PldAlertStatus }) {
  const { t } = useTranslation('pld')
  return <Chip size="small" color={color[status]} label={t(`statuses.${status}`)} />
}

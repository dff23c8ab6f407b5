import Chip from '@mui/material/Chip'
import type { TicketPriority, TicketStatus } from '@mesa/contracts'
import { useTranslation } from 'react-i18next'

const statusColors: Record<TicketStatus, 'info' | 'primary' | 'warning' | 'success' | 'default'> = {
  open: 'info',
  in_progress: 'primary',
  waiting_customer: 'warning',
  resolved: 'success',
  closed: 'default',
}
const priorityColors: Record<TicketPriority, 'default' | 'info' | 'warning' | 'error'> = {
  low: 'default',
  normal: 'info',
  high: 'warning',
  urgent: 'error',
}

export function TicketStatusChip({ status }: { status: TicketStatus }) {
  const { t } = useTranslation('tickets')
  // The border carries the colour; the text stays the body colour (the theme's primary on white is below 4.5:1).
  return (
    <Chip
      size="small"
      variant="outlined"
      color={statusColors[status]}
      label={t(`status.${status}`)}
      sx={{ color: 'text.primary' }}
    />
  )
}

export function TicketPriorityChip({ priority }: { priority: TicketPriority }) {
  const { t } = useTranslation('tickets')
  return <Chip size="small" color={priorityColors[priority]} label={t(`priority.${priority}`)} />
}

/** "Vencido" beside a due date that passed while the ticket was unresolved. */
export function OverdueChip() {
  const { t } = useTranslation('tickets')
  return <Chip size="small" color="error" variant="outlined" label={t('tickets.overdue')} />
}

import Chip from '@mui/material/Chip'
import { useTranslation } from 'react-i18next'

type Tone = 'success' | 'warning' | 'error' | 'info' | 'primary' | 'secondary' | 'default'

/** The colour each sample status shows with. */
const tones: Record<string, Tone> = {
  Delivered: 'success',
  'Ready to Pickup': 'info',
  'Out for Delivery': 'primary',
  Dispatched: 'warning',
  Pending: 'warning',
  Completed: 'success',
  Paid: 'success',
  Unpaid: 'warning',
  Rejected: 'error',
  Active: 'success',
  Confirmed: 'info',
  Cancelled: 'error',
  'Fully Paid': 'success',
  'Partially Paid': 'warning',
  'No Warnings': 'success',
}

/** A status of the sample data, worded in the reader's language (`demo:status.<value>`). */
export function StatusChip({ status }: { status: string }) {
  const { t } = useTranslation('demo')
  return (
    <Chip size="small" variant="outlined" color={tones[status] ?? 'error'} label={t(`status.${status}`)} />
  )
}

import Chip from '@mui/material/Chip'
import type { Theme } from '@mui/material/styles'
import { useTranslation } from 'react-i18next'

type Tone = 'good' | 'wait' | 'bad' | 'info' | 'move'

/**
 * Shades with at least 4.5:1 contrast as text (WCAG AA): MUI's main colours are not, so the chips use darker
 * ones on the light theme and lighter ones on the dark theme.
 */
const shades: Record<Tone, { light: string; dark: string }> = {
  good: { light: '#1B6B2F', dark: '#81C995' },
  wait: { light: '#8A4B00', dark: '#FFB870' },
  bad: { light: '#B3261E', dark: '#F2B8B5' },
  info: { light: '#00639B', dark: '#8ECDFF' },
  move: { light: '#5B4FC9', dark: '#C4BFFF' },
}

/** The tone each sample status shows with; anything else (a vehicle's fault) is bad news. */
const tones: Record<string, Tone> = {
  Delivered: 'good',
  'Ready to Pickup': 'info',
  'Out for Delivery': 'move',
  Dispatched: 'wait',
  Pending: 'wait',
  Completed: 'good',
  Paid: 'good',
  Unpaid: 'wait',
  Rejected: 'bad',
  Active: 'good',
  Confirmed: 'info',
  Cancelled: 'bad',
  'Fully Paid': 'good',
  'Partially Paid': 'wait',
  'No Warnings': 'good',
}

/** A status of the sample data, worded in the reader's language (`demo:status.<value>`). */
export function StatusChip({ status }: { status: string }) {
  const { t } = useTranslation('demo')
  const shade = shades[tones[status] ?? 'bad']
  return (
    <Chip
      size="small"
      variant="outlined"
      label={t(`status.${status}`)}
      sx={(theme: Theme) => ({
        color: shade.light,
        borderColor: shade.light,
        ...theme.applyStyles('dark', { color: shade.dark, borderColor: shade.dark }),
      })}
    />
  )
}

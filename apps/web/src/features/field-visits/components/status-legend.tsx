import Box from '@mui/material/Box'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import type { Booking } from '@mesa/contracts'
import { useTranslation } from 'react-i18next'
import { blockColour, statusColour } from './calendar-events'

const shown: Booking['status'][] = ['scheduled', 'rescheduled', 'done']

/** What the calendar's colours mean: a visit's status, and the agent's blocked time. */
export function StatusLegend() {
  const { t } = useTranslation('fieldVisits')
  const entries = [
    ...shown.map((status) => ({ key: status, colour: statusColour[status], label: t(`status.${status}`) })),
    { key: 'blocked', colour: blockColour, label: t('schedule.blocked') },
  ]
  return (
    <Stack
      component="ul"
      direction="row"
      aria-label={t('schedule.legend')}
      sx={{ listStyle: 'none', m: 0, p: 0, flexWrap: 'wrap', columnGap: 2, rowGap: 0.5 }}
    >
      {entries.map((entry) => (
        <Stack component="li" key={entry.key} direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
          <Box
            aria-hidden
            sx={{
              width: 12,
              height: 12,
              borderRadius: '3px',
              bgcolor: entry.colour,
              opacity: entry.key === 'blocked' ? 0.4 : 1,
            }}
          />
          <Typography variant="body2">{entry.label}</Typography>
        </Stack>
      ))}
    </Stack>
  )
}

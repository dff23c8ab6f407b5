import Chip from '@mui/material/Chip'
import type { Theme } from '@mui/material/styles'
import type { AllyStatus } from '@mesa/contracts'
import { useTranslation } from 'react-i18next'

/**
 * One colour per status (spec §4). MUI's warning and success mains are under 4.5:1 as text on white, so
 * the chips use darker shades in light mode and the light ones in dark mode (WCAG AA).
 */
const statusColours: Record<AllyStatus, { light: string; dark: string }> = {
  Completed: { light: '#1B6B2F', dark: '#81C995' },
  Pending: { light: '#8A4B00', dark: '#FFB870' },
  Inactive: { light: '#5D596C', dark: '#B6B3CF' },
}

export function AllyStatusChip({ status }: { status: AllyStatus }) {
  const { t } = useTranslation('allies')
  const colour = statusColours[status]
  return (
    <Chip
      size="small"
      variant="outlined"
      label={t(`status.${status}`)}
      sx={(theme: Theme) => ({
        color: colour.light,
        borderColor: colour.light,
        ...theme.applyStyles('dark', { color: colour.dark, borderColor: colour.dark }),
      })}
    />
  )
}

export function AllyActiveChip({ active }: { active: boolean }) {
  const { t } = useTranslation('allies')
  return (
    <Chip
      size="small"
      variant={active ? 'filled' : 'outlined'}
      label={t(active ? 'active.yes' : 'active.no')}
      sx={active ? { bgcolor: 'primary.dark', color: 'common.white' } : undefined}
    />
  )
}

import type { Presence } from '@mesa/contracts'
import Box from '@mui/material/Box'

export const presenceColors: Record<Presence, string> = {
  online: 'success.main',
  away: 'warning.main',
  busy: 'error.main',
  offline: 'grey.500',
}

export function PresenceDot({ presence }: { presence: Presence }) {
  return (
    <Box
      component="span"
      aria-hidden
      sx={{
        display: 'inline-block',
        width: 10,
        height: 10,
        borderRadius: '50%',
        bgcolor: presenceColors[presence],
      }}
    />
  )
}

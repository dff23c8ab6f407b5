import type { Presence } from '@mesa/contracts'
import Avatar from '@mui/material/Avatar'
import Badge from '@mui/material/Badge'
import Box from '@mui/material/Box'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'

const presenceColor = { online: 'success', away: 'warning', busy: 'error', offline: 'default' } as const

export function PersonRow(props: {
  fullName: string
  avatar: string | null
  subtitle: string
  presence: Presence
  presenceLabel: string
}) {
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', py: 1 }}>
      <Badge
        overlap="circular"
        variant="dot"
        color={presenceColor[props.presence]}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        title={props.presenceLabel}
      >
        <Avatar src={props.avatar ?? undefined} alt="" sx={{ bgcolor: 'primary.dark' }}>
          {props.fullName.slice(0, 1)}
        </Avatar>
      </Badge>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {props.fullName}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {props.subtitle} · {props.presenceLabel}
        </Typography>
      </Box>
    </Stack>
  )
}

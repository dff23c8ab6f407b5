import Avatar from '@mui/material/Avatar'
import Badge from '@mui/material/Badge'
import type { Presence } from '@mesa/contracts'
import { useTranslation } from 'react-i18next'

const colors: Record<Presence, 'success' | 'default' | 'error' | 'warning'> = {
  online: 'success',
  offline: 'default',
  busy: 'error',
  away: 'warning',
}

const initials = (name: string) =>
  name
    .split(/\s+/)
    .slice(0, 2)
    .map((part) => part[0] ?? '')
    .join('')
    .toUpperCase()

/** A person's avatar with a presence dot (spec §4: online, offline, busy, away). */
export function PresenceAvatar({
  name,
  avatar,
  status,
}: {
  name: string
  avatar: string | null
  status: Presence
}) {
  const { t } = useTranslation('messaging')
  return (
    <Badge
      overlap="circular"
      variant="dot"
      color={colors[status]}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      aria-label={t(`presence.${status}`)}
      sx={{
        '& .MuiBadge-dot': {
          border: 2,
          borderColor: 'background.paper',
          width: 12,
          height: 12,
          borderRadius: '50%',
        },
      }}
    >
      <Avatar
        src={avatar ?? undefined}
        alt=""
        // primary.dark: white initials on the theme's primary fall below 4.5:1.
        sx={{ bgcolor: 'primary.dark', color: 'primary.contrastText' }}
      >
        {initials(name)}
      </Avatar>
    </Badge>
  )
}

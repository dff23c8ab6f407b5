import Avatar from '@mui/material/Avatar'
import Box from '@mui/material/Box'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import type { ReactNode } from 'react'

export const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('')

/** A person of the sample data: initials (the sample carries no pictures), name and a second line. */
export function Person({
  name,
  detail,
  avatar,
}: {
  name: ReactNode & string
  detail?: ReactNode
  avatar?: string
}) {
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minWidth: 0 }}>
      <Avatar
        src={avatar || undefined}
        alt=""
        sx={{
          width: 34,
          height: 34,
          fontSize: 14,
          fontWeight: 600,
          bgcolor: 'primary.dark',
          color: 'common.white',
        }}
      >
        {initialsOf(name)}
      </Avatar>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }} noWrap>
          {name}
        </Typography>
        {detail && (
          <Typography variant="caption" color="text.secondary" noWrap component="div">
            {detail}
          </Typography>
        )}
      </Box>
    </Stack>
  )
}

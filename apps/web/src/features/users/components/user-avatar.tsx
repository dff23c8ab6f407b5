import Avatar from '@mui/material/Avatar'

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .map((part) => part[0])
    .join('')
    .slice(0, 2)
    .toUpperCase()

export function UserAvatar(props: { name: string; src?: string | null; size?: number }) {
  const size = props.size ?? 34
  return (
    <Avatar
      src={props.src || undefined}
      alt=""
      sx={{ width: size, height: size, fontSize: size * 0.4, bgcolor: 'primary.dark' }}
    >
      {initials(props.name)}
    </Avatar>
  )
}

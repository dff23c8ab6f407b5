import Avatar from '@mui/material/Avatar'

/** Two initials of the ally's name, e.g. "Toyota Valle" → "TV". */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean)
  return words
    .slice(0, 2)
    .map((word) => word[0]!.toLocaleUpperCase('es-MX'))
    .join('')
}

/** The ally's image, or its initials (the seed has no images). */
export function AllyAvatar({ name, image }: { name: string; image: string | null }) {
  const size = { width: 34, height: 34 }
  if (image) return <Avatar src={image} alt="" sx={size} />
  return (
    <Avatar
      aria-hidden
      sx={{ ...size, fontSize: 14, fontWeight: 600, bgcolor: 'primary.dark', color: 'common.white' }}
    >
      {initialsOf(name)}
    </Avatar>
  )
}

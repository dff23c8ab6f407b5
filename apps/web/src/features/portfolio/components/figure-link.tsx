import Link from '@mui/material/Link'
import type { ReactNode } from 'react'
import { Link as RouterLink } from 'react-router'

/**
 * A figure that opens the list it summarises. Body text colour with an underline: the theme's primary on
 * a card fails AA contrast in one of the two themes.
 */
export function FigureLink({ to, label, children }: { to: string; label: string; children: ReactNode }) {
  return (
    <Link component={RouterLink} to={to} color="inherit" underline="always" aria-label={label}>
      {children}
    </Link>
  )
}

import Link from '@mui/material/Link'
import type { ReactNode } from 'react'

/**
 * "Saltar al contenido": hidden until focused, the first Tab of every signed-in screen shows it; following it
 * moves the focus to the main content (the element with `target` as id, focusable by script).
 */
export function SkipLink({ target, children }: { target: string; children: ReactNode }) {
  return (
    <Link
      href={`#${target}`}
      onClick={(event) => {
        // The hash would scroll without moving the focus in every browser, and the router would see it.
        event.preventDefault()
        document.getElementById(target)?.focus()
      }}
      sx={{
        position: 'fixed',
        insetInlineStart: 8,
        top: 8,
        zIndex: (theme) => theme.zIndex.tooltip + 1,
        px: 2,
        py: 1,
        bgcolor: 'background.paper',
        boxShadow: 3,
        borderRadius: 1,
        transform: 'translateY(-200%)',
        '&:focus': { transform: 'none' },
      }}
    >
      {children}
    </Link>
  )
}

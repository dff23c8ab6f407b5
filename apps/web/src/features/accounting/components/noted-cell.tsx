import Box from '@mui/material/Box'
import type { ReactNode } from 'react'

/** A table cell's value with a smaller grey line under it (left out when `note` is undefined). */
export function NotedCell({
  note,
  nowrap,
  children,
}: {
  note?: ReactNode
  nowrap?: boolean
  children: ReactNode
}) {
  return (
    <Box sx={nowrap ? { whiteSpace: 'nowrap' } : undefined}>
      {children}
      {note !== undefined && (
        <Box component="span" sx={{ display: 'block', color: 'text.secondary', fontSize: 12 }}>
          {note}
        </Box>
      )}
    </Box>
  )
}

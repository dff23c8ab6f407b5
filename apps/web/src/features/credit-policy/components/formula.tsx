import Box from '@mui/material/Box'
import type { ReactNode } from 'react'

/**
 * A formula with its numbers, kept left to right in any text direction, so Arabic shows it as written. Override,
 * not just isolate: a formula has no strong left-to-right letter, and the bidi algorithm would read the operators
 * between numbers as right to left.
 */
export function Formula({ children }: { children: ReactNode }) {
  return (
    <Box component="span" dir="ltr" sx={{ unicodeBidi: 'isolate-override' }}>
      {children}
    </Box>
  )
}

import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import type { ReactNode } from 'react'

/** One titled card of the dashboard; `note` says what the figures count (their definition). */
export function Panel({ title, note, children }: { title: string; note?: string; children: ReactNode }) {
  return (
    <Paper component="section" aria-label={title} sx={{ p: 2, height: '100%' }}>
      <Typography variant="h6" component="h2">
        {title}
      </Typography>
      {note && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {note}
        </Typography>
      )}
      {children}
    </Paper>
  )
}

import Box from '@mui/material/Box'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import type { ReactNode } from 'react'

/** A row of labelled figures (the loan's summary, the portfolio totals), wrapping on narrow screens. */
export function LoanFigures({ figures }: { figures: Array<{ label: string; value: ReactNode }> }) {
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(170px, 1fr))' }}>
      {figures.map((figure) => (
        <Paper key={figure.label} variant="outlined" sx={{ p: 1.5 }}>
          <Typography variant="body2" color="text.secondary">
            {figure.label}
          </Typography>
          <Typography component="div" variant="h6" sx={{ mt: 0.5 }}>
            {figure.value}
          </Typography>
        </Paper>
      ))}
    </Box>
  )
}

import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Grid from '@mui/material/Grid'
import Typography from '@mui/material/Typography'
import type { ReactNode } from 'react'

/** A dashboard card: a heading and its chart or table; `label` names the chart for screen readers. */
export function ChartCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  )
}

/** A row of headline figures. */
export function StatTiles({ tiles }: { tiles: Array<{ label: string; value: string }> }) {
  return (
    <Grid container spacing={3} sx={{ mb: 3 }}>
      {tiles.map((tile) => (
        <Grid key={tile.label} size={{ xs: 12, sm: 6, md: 12 / tiles.length }}>
          <Card>
            <CardContent>
              <Typography color="text.secondary" variant="body2">
                {tile.label}
              </Typography>
              <Typography variant="h5" component="p" sx={{ fontWeight: 700 }}>
                {tile.value}
              </Typography>
            </CardContent>
          </Card>
        </Grid>
      ))}
    </Grid>
  )
}

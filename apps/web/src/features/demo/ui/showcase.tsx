import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import CardHeader from '@mui/material/CardHeader'
import Grid from '@mui/material/Grid'
import Typography from '@mui/material/Typography'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { ScreenHeader } from '../../../components/list-screen'
import { ChartCard } from '../components/chart-card'
import { DemoBanner } from '../components/demo-banner'

/** The scaffold every UI showcase page shares: its heading (`ui.<page>.title|subtitle`), the banner, the body. */
export function ShowcasePage({ page, children }: { page: string; children: ReactNode }) {
  const { t } = useTranslation('demo')
  return (
    <>
      <ScreenHeader title={t(`ui.${page}.title`)} subtitle={t(`ui.${page}.subtitle`)} />
      <DemoBanner />
      {children}
    </>
  )
}

/** One example: a card titled with its h2, half the row from md up unless `wide`. */
export function Example({ title, wide, children }: { title: string; wide?: boolean; children: ReactNode }) {
  return (
    <Grid size={{ xs: 12, md: wide ? 12 : 6 }}>
      <ChartCard title={title}>{children}</ChartCard>
    </Grid>
  )
}

/** The grid the examples sit in. */
export function Examples({ children }: { children: ReactNode }) {
  return (
    <Grid container spacing={3}>
      {children}
    </Grid>
  )
}

/** A card's title as the page's second-level heading. */
export function CardTitle({ children }: { children: ReactNode }) {
  return (
    <Typography component="h2" variant="h6">
      {children}
    </Typography>
  )
}

/** A sample card: its heading (with an optional action and subheader) over its content. */
export function HeadedCard({
  title,
  subheader,
  action,
  children,
}: {
  title: string
  subheader?: string
  action?: ReactNode
  children: ReactNode
}) {
  return (
    <Card sx={{ height: '100%' }}>
      <CardHeader title={<CardTitle>{title}</CardTitle>} subheader={subheader} action={action} />
      <CardContent>{children}</CardContent>
    </Card>
  )
}

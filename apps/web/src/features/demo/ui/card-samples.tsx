import ExpandMore from '@mui/icons-material/ExpandMore'
import Refresh from '@mui/icons-material/Refresh'
import TrendingDown from '@mui/icons-material/TrendingDown'
import TrendingUp from '@mui/icons-material/TrendingUp'
import Avatar from '@mui/material/Avatar'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardActions from '@mui/material/CardActions'
import CardContent from '@mui/material/CardContent'
import CardHeader from '@mui/material/CardHeader'
import Collapse from '@mui/material/Collapse'
import Grid from '@mui/material/Grid'
import IconButton from '@mui/material/IconButton'
import LinearProgress from '@mui/material/LinearProgress'
import Typography from '@mui/material/Typography'
import type { DashboardStats } from '@mesa/contracts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useDemoFormat } from '../components/format'
import { CardTitle, HeadedCard } from './showcase'

const cell = { xs: 12, sm: 6, lg: 4 } as const

/** Basic: text, a header with an avatar, and actions. */
export function BasicCards() {
  const { t } = useTranslation('demo')
  return (
    <Grid container spacing={3}>
      {(['first', 'second', 'third'] as const).map((name, index) => (
        <Grid key={name} size={cell}>
          <Card sx={{ height: '100%' }}>
            <CardHeader
              avatar={<Avatar sx={{ bgcolor: 'primary.dark', color: 'common.white' }}>{index + 1}</Avatar>}
              title={<CardTitle>{t(`ui.cards.basic.${name}.title`)}</CardTitle>}
              subheader={t(`ui.cards.basic.${name}.subtitle`)}
            />
            <CardContent>
              <Typography color="text.secondary">{t(`ui.cards.basic.${name}.body`)}</Typography>
            </CardContent>
            <CardActions>
              <Button size="small">{t('ui.cards.readMore')}</Button>
            </CardActions>
          </Card>
        </Grid>
      ))}
    </Grid>
  )
}

/** Statistics: the demo shop's real figures (GET /api/dashboard/stats), with the month-on-month trend. */
export function StatisticsCards({ stats }: { stats: DashboardStats }) {
  const { t } = useTranslation('demo')
  const format = useDemoFormat()
  const [previous, last] = stats.salesByMonth.slice(-2)
  const trend = previous && last && previous.spent > 0 ? (last.spent - previous.spent) / previous.spent : 0
  const tiles = [
    { label: t('ui.cards.stats.orders'), value: format.number(stats.totals.orders) },
    { label: t('ui.cards.stats.customers'), value: format.number(stats.totals.customers) },
    { label: t('ui.cards.stats.sales'), value: format.money(stats.totals.sales) },
    { label: t('ui.cards.stats.rating'), value: stats.totals.averageRating.toFixed(1) },
    { label: t('ui.cards.stats.vehicles'), value: format.number(stats.totals.vehicles) },
    { label: t('ui.cards.stats.onRoute'), value: format.number(stats.totals.vehiclesOnRoute) },
  ]
  return (
    <Grid container spacing={3}>
      {tiles.map((tile) => (
        <Grid key={tile.label} size={{ xs: 12, sm: 6, md: 4 }}>
          <Card sx={{ height: '100%' }}>
            <CardContent>
              <Typography variant="h5" component="p" sx={{ fontWeight: 700 }}>
                {tile.value}
              </Typography>
              <Typography color="text.secondary" variant="body2">
                {tile.label}
              </Typography>
            </CardContent>
          </Card>
        </Grid>
      ))}
      <Grid size={{ xs: 12, md: 6 }}>
        <Card>
          <CardContent sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
            <Avatar sx={{ bgcolor: trend >= 0 ? 'success.main' : 'error.main' }}>
              {trend >= 0 ? <TrendingUp /> : <TrendingDown />}
            </Avatar>
            <Box>
              <Typography variant="h6" component="p">
                {format.percent(trend)}
              </Typography>
              <Typography color="text.secondary" variant="body2">
                {t('ui.cards.stats.trend', { month: last?.month ?? '' })}
              </Typography>
            </Box>
          </CardContent>
        </Card>
      </Grid>
    </Grid>
  )
}

/** Advanced and widgets: progress goals and a list of sales by month. */
export function WidgetCards({ stats }: { stats: DashboardStats }) {
  const { t } = useTranslation('demo')
  const format = useDemoFormat()
  const best = Math.max(1, ...stats.salesByMonth.map((row) => row.spent))
  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, md: 6 }}>
        <HeadedCard title={t('ui.cards.widgets.months')}>
          {stats.salesByMonth.slice(-6).map((row) => (
            <Box key={row.month} sx={{ mb: 1.5 }}>
              <Box sx={{ display: 'flex', justifyContent: 'space-between' }}>
                <Typography variant="body2">{row.month}</Typography>
                <Typography variant="body2">{format.money(row.spent)}</Typography>
              </Box>
              <LinearProgress
                variant="determinate"
                value={(row.spent / best) * 100}
                aria-label={t('ui.cards.widgets.monthShare', { month: row.month })}
              />
            </Box>
          ))}
        </HeadedCard>
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <HeadedCard title={t('ui.cards.widgets.ratings')}>
          {stats.reviewsByRating.map((row) => (
            <Box key={row.rating} sx={{ display: 'flex', justifyContent: 'space-between', py: 0.5 }}>
              <Typography variant="body2">{'★'.repeat(row.rating)}</Typography>
              <Typography variant="body2">{format.number(row.count)}</Typography>
            </Box>
          ))}
        </HeadedCard>
      </Grid>
    </Grid>
  )
}

/** Actions: a card that collapses, one that reloads its figures, one that is removed. */
export function ActionCards({ onReload, reloading }: { onReload: () => void; reloading: boolean }) {
  const { t } = useTranslation('demo')
  const [open, setOpen] = useState(true)
  const [shown, setShown] = useState(true)
  return (
    <Grid container spacing={3}>
      <Grid size={cell}>
        <Card>
          <CardHeader
            title={<CardTitle>{t('ui.cards.actions.collapse')}</CardTitle>}
            action={
              <IconButton
                aria-label={t('ui.cards.actions.toggle')}
                aria-expanded={open}
                onClick={() => setOpen(!open)}
              >
                <ExpandMore sx={{ transform: open ? 'rotate(180deg)' : 'none' }} />
              </IconButton>
            }
          />
          <Collapse in={open}>
            <CardContent>
              <Typography color="text.secondary">{t('ui.cards.actions.collapseBody')}</Typography>
            </CardContent>
          </Collapse>
        </Card>
      </Grid>
      <Grid size={cell}>
        <Card>
          <CardHeader
            title={<CardTitle>{t('ui.cards.actions.reload')}</CardTitle>}
            action={
              <IconButton aria-label={t('ui.cards.actions.reload')} onClick={onReload} disabled={reloading}>
                <Refresh />
              </IconButton>
            }
          />
          <CardContent>
            {reloading ? (
              <LinearProgress aria-label={t('loading')} />
            ) : (
              <Typography color="text.secondary">{t('ui.cards.actions.reloadBody')}</Typography>
            )}
          </CardContent>
        </Card>
      </Grid>
      {shown && (
        <Grid size={cell}>
          <Card>
            <CardHeader title={<CardTitle>{t('ui.cards.actions.remove')}</CardTitle>} />
            <CardContent>
              <Typography color="text.secondary">{t('ui.cards.actions.removeBody')}</Typography>
            </CardContent>
            <CardActions>
              <Button size="small" color="error" onClick={() => setShown(false)}>
                {t('ui.cards.actions.removeButton')}
              </Button>
            </CardActions>
          </Card>
        </Grid>
      )}
    </Grid>
  )
}

import Grid from '@mui/material/Grid'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ListItemText from '@mui/material/ListItemText'
import type { DashboardStats } from '@mesa/contracts'
import { useTranslation } from 'react-i18next'
import { StatusChip } from '../components/status-chip'
import { useDemoFormat } from '../components/format'
import { HeadedCard } from './showcase'

/** Advanced: lists with chips over the demo's orders by status and referrals' earnings. */
export function AdvancedCards({ stats }: { stats: DashboardStats }) {
  const { t } = useTranslation('demo')
  const format = useDemoFormat()
  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, md: 6 }}>
        <HeadedCard title={t('ui.cards.advanced.orders')} subheader={format.number(stats.totals.orders)}>
          <List dense disablePadding>
            {stats.ordersByStatus.map((row) => (
              <ListItem key={row.status} disableGutters secondaryAction={format.number(row.count)}>
                <StatusChip status={row.status} />
              </ListItem>
            ))}
          </List>
        </HeadedCard>
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <HeadedCard title={t('ui.cards.advanced.referrals')}>
          <List dense disablePadding>
            {stats.referralsByStatus.map((row) => (
              <ListItem key={row.status} disableGutters secondaryAction={format.money(row.earning)}>
                <ListItemText
                  primary={<StatusChip status={row.status} />}
                  secondary={t('ui.cards.advanced.count', { count: row.count })}
                />
              </ListItem>
            ))}
          </List>
        </HeadedCard>
      </Grid>
    </Grid>
  )
}

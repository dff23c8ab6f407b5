import Alert from '@mui/material/Alert'
import Grid from '@mui/material/Grid'
import LinearProgress from '@mui/material/LinearProgress'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import { BarChart } from '@mui/x-charts/BarChart'
import { LineChart } from '@mui/x-charts/LineChart'
import { screens, type MessagingDashboard } from '@mesa/contracts'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { generatePath, Link as RouterLink } from 'react-router'
import Link from '@mui/material/Link'
import { useErrorText } from '../../../lib/error-text'
import { useChannels } from '../api/campaigns'
import { useMessagingDashboard } from '../api/channels'

/** Messages in and out per day, summed over the channels (the chart's x axis). */
export function dailyVolumes(volumes: MessagingDashboard['volumes']) {
  const days = new Map<string, { inbound: number; outbound: number }>()
  for (const row of volumes) {
    const day = days.get(row.day) ?? { inbound: 0, outbound: 0 }
    day.inbound += row.inbound
    day.outbound += row.outbound
    days.set(row.day, day)
  }
  return [...days.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([day, totals]) => ({ day, ...totals }))
}

const Panel = ({ title, children }: { title: string; children: ReactNode }) => (
  <Paper sx={{ p: 2, height: '100%' }}>
    <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
      {title}
    </Typography>
    {children}
  </Paper>
)

/** /apps/messaging/dashboard (read channels): volumes, response times, open chats per agent, campaigns. */
export function Component() {
  const { t } = useTranslation('messaging')
  const { callText } = useErrorText('messaging')
  const dashboard = useMessagingDashboard()
  const channels = useChannels()
  if (dashboard.isPending) return <LinearProgress aria-label={t('loading')} />
  if (dashboard.isError) return <Alert severity="error">{callText(dashboard.error)}</Alert>
  const data = dashboard.data
  const days = dailyVolumes(data.volumes)
  const percent = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((part / whole) * 100))
  return (
    <Stack spacing={3}>
      <Typography variant="h5" component="h1">
        {t('dashboard.title')}
      </Typography>
      <Grid container spacing={2}>
        {(channels.data ?? []).map((channel) => (
          <Grid key={channel.id} size={{ xs: 6, md: 3 }}>
            <Paper sx={{ p: 2 }}>
              <Typography variant="h5" component="p">
                {channel.messageCount}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {t('dashboard.channelMessages', { name: channel.name })}
              </Typography>
            </Paper>
          </Grid>
        ))}
      </Grid>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 7 }}>
          <Panel title={t('dashboard.volumes')}>
            <BarChart
              height={280}
              xAxis={[{ scaleType: 'band', data: days.map((row) => row.day) }]}
              series={[
                { data: days.map((row) => row.inbound), label: t('dashboard.inbound'), stack: 'day' },
                { data: days.map((row) => row.outbound), label: t('dashboard.outbound'), stack: 'day' },
              ]}
            />
          </Panel>
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <Panel title={t('dashboard.responseMinutes')}>
            <LineChart
              height={280}
              xAxis={[{ scaleType: 'point', data: data.responseMinutes.map((row) => row.day) }]}
              series={[{ data: data.responseMinutes.map((row) => row.median), label: t('dashboard.median') }]}
            />
          </Panel>
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <Panel title={t('dashboard.openPerAgent')}>
            <BarChart
              height={260}
              layout="horizontal"
              yAxis={[
                {
                  scaleType: 'band',
                  data: data.openPerAgent.map((row) => row.fullName || t('assignment.nobody')),
                  width: 140,
                },
              ]}
              series={[{ data: data.openPerAgent.map((row) => row.open), label: t('dashboard.open') }]}
              hideLegend
            />
          </Panel>
        </Grid>
        <Grid size={{ xs: 12, md: 7 }}>
          <Panel title={t('campaigns')}>
            <Table size="small" aria-label={t('campaigns')}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('columns.name')}</TableCell>
                  <TableCell align="right">{t('campaign.recipients')}</TableCell>
                  <TableCell align="right">{t('campaign.readRate')}</TableCell>
                  <TableCell align="right">{t('recipientStatus.failed')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {data.campaigns.map((row) => (
                  <TableRow key={row.id}>
                    <TableCell>
                      <Link
                        component={RouterLink}
                        to={generatePath(screens.campaignDetail.path, { id: String(row.id) })}
                      >
                        {row.name}
                      </Link>
                    </TableCell>
                    <TableCell align="right">{row.total}</TableCell>
                    <TableCell align="right">{percent(row.read, row.total)} %</TableCell>
                    <TableCell align="right">{row.failed}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Panel>
        </Grid>
      </Grid>
    </Stack>
  )
}

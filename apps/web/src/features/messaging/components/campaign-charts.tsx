import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import { BarChart } from '@mui/x-charts/BarChart'
import { LineChart } from '@mui/x-charts/LineChart'
import type { CampaignCounts, CampaignDetail } from '@mesa/contracts'
import { useTranslation } from 'react-i18next'
import { formatDateTime } from '../../../lib/format'

/**
 * The delivery funnel: a recipient counts in every step it has passed (a read message was also sent and
 * delivered), so each bar is at most the one before it.
 */
export function funnelSteps(counts: CampaignCounts, total: number) {
  const replied = counts.replied
  const read = counts.read + replied
  const delivered = counts.delivered + read
  const sent = counts.sent + delivered
  return [
    { step: 'audience', value: total },
    { step: 'sent', value: sent },
    { step: 'delivered', value: delivered },
    { step: 'read', value: read },
    { step: 'replied', value: replied },
  ] as const
}

export function CampaignFunnel({ campaign }: { campaign: CampaignDetail }) {
  const { t } = useTranslation('messaging')
  const steps = funnelSteps(campaign.counts, campaign.total)
  return (
    <Paper sx={{ p: 2 }}>
      <Typography variant="h6" component="h2">
        {t('campaign.funnel')}
      </Typography>
      <BarChart
        height={260}
        layout="horizontal"
        yAxis={[{ scaleType: 'band', data: steps.map((row) => t(`campaign.steps.${row.step}`)), width: 110 }]}
        series={[{ data: steps.map((row) => row.value), label: t('campaign.recipients') }]}
        hideLegend
      />
    </Paper>
  )
}

export function CampaignTimeline({ campaign }: { campaign: CampaignDetail }) {
  const { t, i18n } = useTranslation('messaging')
  return (
    <Paper sx={{ p: 2 }}>
      <Typography variant="h6" component="h2">
        {t('campaign.overTime')}
      </Typography>
      {campaign.timeline.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 4 }}>
          {t('campaign.noTimeline')}
        </Typography>
      ) : (
        <LineChart
          height={260}
          // The last hour's label is centred on the drawing area's end: room for its half (the default cut it).
          margin={{ right: 48 }}
          xAxis={[
            {
              scaleType: 'point',
              data: campaign.timeline.map((row) =>
                formatDateTime(row.hour, i18n.language, undefined, { numeric: true }),
              ),
            },
          ]}
          // From zero and with marks: a campaign sent within one hour is a single point, still visible.
          yAxis={[{ min: 0 }]}
          series={[
            {
              data: campaign.timeline.map((row) => row.sent),
              label: t('campaign.steps.sent'),
              showMark: true,
            },
            {
              data: campaign.timeline.map((row) => row.read),
              label: t('campaign.steps.read'),
              showMark: true,
            },
          ]}
        />
      )}
    </Paper>
  )
}

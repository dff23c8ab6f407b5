import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Grid from '@mui/material/Grid'
import LinearProgress from '@mui/material/LinearProgress'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { recipientStatuses, type CampaignDetail } from '@mesa/contracts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Navigate, useParams } from 'react-router'
import { ability } from '../../../lib/ability'
import { useErrorText } from '../../../lib/error-text'
import { useCampaign, useCampaignMove } from '../api/campaigns'
import { CampaignFunnel, CampaignTimeline } from '../components/campaign-charts'
import { CampaignRecipients } from '../components/campaign-recipients'
import { CampaignStatusChip } from '../components/campaign-status-chip'
import { StartConfirmation } from '../components/start-confirmation'

/** The move a campaign in each status offers (none once completed). */
const moveOf = (status: CampaignDetail['status']) =>
  ({ draft: 'start', scheduled: 'pause', running: 'pause', paused: 'resume', completed: null })[status] as
    'start' | 'pause' | 'resume' | null

/** /apps/campaigns/:id (read campaigns): the funnel, messages over time, recipients; start, pause, resume. */
export function Component() {
  const id = Number(useParams().id)
  if (!Number.isInteger(id) || id < 1) return <Navigate to="/pages/misc/page-not-found" replace />
  return <CampaignPage id={id} />
}

function CampaignPage({ id }: { id: number }) {
  const { t } = useTranslation('messaging')
  const { callText } = useErrorText('messaging')
  const campaign = useCampaign(id)
  const move = useCampaignMove()
  const [failure, setFailure] = useState('')
  // Issue 38: starting sends to every recipient; it is confirmed on a summary first.
  const [starting, setStarting] = useState(false)
  if (campaign.isPending) return <LinearProgress aria-label={t('loading')} />
  if (campaign.isError) return <Alert severity="error">{callText(campaign.error)}</Alert>
  const detail = campaign.data
  const next = moveOf(detail.status)
  const audience = [
    detail.audience.stages.map((stage) => t(`stage.${stage}`)).join(', ') || t('campaign.anyStage'),
    detail.audience.products.map((product) => t(`product.${product}`)).join(', ') || t('campaign.anyProduct'),
    detail.audience.minDaysInStage > 0
      ? t('campaign.minDays', { count: detail.audience.minDaysInStage })
      : '',
  ].filter(Boolean)
  return (
    <Stack spacing={3}>
      <Paper sx={{ p: 3 }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
          <Stack sx={{ flexGrow: 1 }} spacing={0.5}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <Typography variant="h5" component="h1">
                {detail.name}
              </Typography>
              <CampaignStatusChip status={detail.status} />
            </Stack>
            <Typography color="text.secondary">
              {t('templateLabel', { name: detail.templateName })} ·{' '}
              {t('campaign.rate', { count: detail.ratePerMinute })}
            </Typography>
            <Typography color="text.secondary">{audience.join(' · ')}</Typography>
          </Stack>
          {next && ability.can('update', 'campaigns') && (
            <Button
              variant="contained"
              disabled={move.isPending}
              onClick={() => {
                setFailure('')
                if (next === 'start') setStarting(true)
                else
                  move.mutateAsync({ id, move: next }).catch((error: unknown) => setFailure(callText(error)))
              }}
            >
              {t(`campaign.moves.${next}`)}
            </Button>
          )}
        </Stack>
        {failure && !starting && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {failure}
          </Alert>
        )}
      </Paper>
      <Grid container spacing={2}>
        {recipientStatuses.map((status) => (
          <Grid key={status} size={{ xs: 6, sm: 4, md: 12 / 7 }}>
            <Paper sx={{ p: 2, textAlign: 'center' }}>
              <Typography variant="h5" component="p">
                {detail.counts[status]}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {t(`recipientStatus.${status}`)}
              </Typography>
            </Paper>
          </Grid>
        ))}
      </Grid>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <CampaignFunnel campaign={detail} />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <CampaignTimeline campaign={detail} />
        </Grid>
      </Grid>
      <CampaignRecipients campaignId={id} />
      {starting && (
        <StartConfirmation
          campaign={detail}
          audience={audience.join(' · ')}
          busy={move.isPending}
          error={failure || null}
          onConfirm={() =>
            move
              .mutateAsync({ id, move: 'start' })
              .then(() => setStarting(false))
              .catch((error: unknown) => setFailure(callText(error)))
          }
          onClose={() => {
            setStarting(false)
            setFailure('')
          }}
        />
      )}
    </Stack>
  )
}

import Box from '@mui/material/Box'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { advanceBusinessDateSchema, type EndOfDayRun } from '@mesa/contracts'
import { useTranslation } from 'react-i18next'
import { FieldGrid, FormEnd, FormPanel, useContractForm } from '../../../components/form'
import { formatDate, formatDateTime, formatsIn } from '../../../lib/format'
import { useAdvanceBusinessDate } from '../api/advance-business-date'
import { useBusinessDate } from '../api/get-business-date'

/** One run in words: the day it closed, its loans, its state and how long it took. */
function RunLine({ run }: { run: EndOfDayRun }) {
  const { t, i18n } = useTranslation('jobs')
  const format = formatsIn(i18n.language)
  return (
    <Typography component="li" variant="body2">
      {t('businessDate.run', {
        day: formatDate(run.closedOn, i18n.language),
        loans: format.number(run.loans),
        done: run.batchesDone,
        batches: run.batches,
        started: formatDateTime(run.startedAt, i18n.language, undefined, { numeric: true, seconds: true }),
      })}{' '}
      {run.durationMs === null
        ? t('businessDate.running')
        : t('businessDate.took', { seconds: format.number(run.durationMs / 1000) })}
    </Typography>
  )
}

/** Demo and test mode only: run the end of day up to a later date (never back). */
function AdvanceForm({ today }: { today: string }) {
  const { t } = useTranslation('jobs')
  const advance = useAdvanceBusinessDate()
  const form = useContractForm(advanceBusinessDateSchema, { namespace: 'jobs', defaultValues: { to: today } })
  const onSubmit = form.handleSubmit(async (body) => {
    form.clearServerError()
    try {
      await advance.mutateAsync(body)
    } catch (error) {
      form.failWith(error)
    }
  })
  return (
    <FormPanel title={t('businessDate.advance')} onSubmit={(event) => void onSubmit(event)}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('businessDate.advanceExplain')}
      </Typography>
      <FieldGrid
        control={form.control}
        namespace="jobs"
        idPrefix="business-date"
        fields={[{ name: 'to', kind: 'date', labelKey: 'businessDate.to', size: 'third' }]}
      />
      <FormEnd
        message={form.serverError}
        label={advance.isPending ? t('businessDate.advancing') : t('businessDate.submit')}
        disabled={advance.isPending}
      />
    </FormPanel>
  )
}

/** The jobs screen's card (administrators): the installation's business date and its latest end-of-day runs. */
export function BusinessDateCard() {
  const { t, i18n } = useTranslation('jobs')
  const businessDate = useBusinessDate()
  const data = businessDate.data
  if (!data) return null
  return (
    <Card sx={{ mb: 3 }}>
      <CardContent>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={3}>
          <Box sx={{ flex: 1 }}>
            <Typography variant="h6" component="h2">
              {t('businessDate.title')}
            </Typography>
            <Typography variant="h5" component="p" sx={{ my: 1 }}>
              {formatDate(data.date, i18n.language)}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {data.settable ? t('businessDate.explainDemo') : t('businessDate.explainProduction')}
            </Typography>
            <Typography variant="subtitle2" component="h3" sx={{ mt: 2 }}>
              {t('businessDate.runs')}
            </Typography>
            {data.runs.length === 0 ? (
              <Typography variant="body2">{t('businessDate.noRuns')}</Typography>
            ) : (
              <Box component="ul" sx={{ m: 0, ps: 3 }}>
                {data.runs.slice(0, 5).map((run) => (
                  <RunLine key={run.id} run={run} />
                ))}
              </Box>
            )}
          </Box>
          {data.settable && (
            <Box sx={{ flex: 1 }}>
              <AdvanceForm today={data.date} />
            </Box>
          )}
        </Stack>
      </CardContent>
    </Card>
  )
}

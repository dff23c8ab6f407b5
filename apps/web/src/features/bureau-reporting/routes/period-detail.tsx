import Download from '@mui/icons-material/Download'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import LinearProgress from '@mui/material/LinearProgress'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { bureauReportingPaths, mayGenerateBureauReports } from '@mesa/contracts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { generatePath, useParams } from 'react-router'
import { ScreenHeader } from '../../../components/list-screen'
import { downloadAttachment } from '../../../lib/download-file'
import { useErrorText } from '../../../lib/error-text'
import { HttpError } from '../../../lib/http'
import { formatDate, formatDateTime, formatMonth } from '../../../lib/format'
import { useSession } from '../../../lib/use-session'
import { useGeneratePeriod } from '../api/generate-period'
import { usePeriod } from '../api/get-bureau-period'
import { AccountTable } from '../components/account-table'
import { PeriodFigures } from '../components/period-figures'

/**
 * /apps/bureau-reporting/:period (read bureau_reporting): the month's file summary (counts, totals, accounts by
 * MOP), the accounts that failed validation and why, the differences from the month before, the download; the
 * compliance officer (create bureau_reporting) produces the file, or produces it again.
 */
export function Component() {
  const { t, i18n } = useTranslation('bureau-reporting')
  const { callText } = useErrorText('bureau-reporting')
  const { rules } = useSession()
  const period = useParams().period ?? ''
  const summary = usePeriod(period)
  const generate = useGeneratePeriod()
  const [failure, setFailure] = useState<string | null>(null)
  const language = i18n.language
  const data = summary.data
  const missing = summary.error instanceof HttpError && summary.error.status === 404

  const produce = () => {
    setFailure(null)
    generate.mutate(
      { period, body: data ? { version: data.version } : {} },
      { onError: (error) => setFailure(callText(error)) },
    )
  }
  const download = () => {
    setFailure(null)
    downloadAttachment(generatePath(bureauReportingPaths.file, { period }), `buro-intf-${period}.txt`).catch(
      (error: unknown) => setFailure(callText(error)),
    )
  }

  return (
    <>
      <ScreenHeader
        title={t('detail.title', {
          month: /^\d{4}-\d{2}$/.test(period) ? formatMonth(period, language) : period,
        })}
        subtitle={data ? t('detail.asOf', { date: formatDate(data.asOf, language) }) : undefined}
        actions={
          <Stack direction="row" spacing={1}>
            {data && (
              <Button startIcon={<Download />} onClick={download}>
                {t('actions.download')}
              </Button>
            )}
            {mayGenerateBureauReports(rules) && (data || missing) && (
              <Button variant="contained" onClick={produce} disabled={generate.isPending}>
                {t(data ? 'actions.regenerate' : 'actions.generate')}
              </Button>
            )}
          </Stack>
        }
      />
      {(summary.isPending || generate.isPending) && (
        <LinearProgress aria-label={t('loading')} sx={{ mb: 2 }} />
      )}
      {failure && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {failure}
        </Alert>
      )}
      {missing && <Alert severity="info">{t('detail.notProduced')}</Alert>}
      {summary.isError && !missing && <Alert severity="error">{callText(summary.error)}</Alert>}
      {data && (
        <Stack spacing={3}>
          {data.sandbox && <Alert severity="warning">{t('detail.sandbox')}</Alert>}
          <Typography variant="body2" color="text.secondary">
            {t('detail.generated', {
              when: formatDateTime(data.generatedAt, language),
              who: data.generatedBy?.fullName ?? t('detail.system'),
            })}
          </Typography>
          <PeriodFigures summary={data} />
          <Card>
            <CardContent>
              <Typography variant="h6" component="h2">
                {t('failures.title')}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
                {t('failures.help')}
              </Typography>
              <AccountTable
                label={t('failures.title')}
                rows={data.failures}
                empty={t('failures.none')}
                extra={[
                  {
                    header: t('columns.problems'),
                    cell: (row) => row.problems.map((problem) => t(`problems.${problem}`)).join(' · '),
                  },
                ]}
              />
            </CardContent>
          </Card>
          <Card>
            <CardContent>
              <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
                {t('differences.title')}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
                {data.differences.previousPeriod
                  ? t('differences.against', {
                      month: formatMonth(data.differences.previousPeriod, language),
                    })
                  : t('differences.first')}
              </Typography>
              <Stack spacing={3}>
                {(['added', 'closed'] as const).map((kind) => (
                  <section key={kind}>
                    <Typography variant="subtitle1" component="h3" sx={{ mb: 1 }}>
                      {t(`differences.${kind}`)}
                    </Typography>
                    <AccountTable
                      label={t(`differences.${kind}`)}
                      rows={data.differences[kind]}
                      empty={t('differences.none')}
                      extra={[{ header: t('columns.mop'), cell: (row) => t(`mops.${row.mop}`) }]}
                    />
                  </section>
                ))}
                <section>
                  <Typography variant="subtitle1" component="h3" sx={{ mb: 1 }}>
                    {t('differences.mopChanges')}
                  </Typography>
                  <AccountTable
                    label={t('differences.mopChanges')}
                    rows={data.differences.mopChanges}
                    empty={t('differences.none')}
                    extra={[
                      { header: t('columns.from'), cell: (row) => t(`mops.${row.from}`) },
                      { header: t('columns.to'), cell: (row) => t(`mops.${row.to}`) },
                    ]}
                  />
                </section>
              </Stack>
            </CardContent>
          </Card>
        </Stack>
      )}
    </>
  )
}

import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import LinearProgress from '@mui/material/LinearProgress'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Tab from '@mui/material/Tab'
import Tabs from '@mui/material/Tabs'
import Typography from '@mui/material/Typography'
import { isWorkingStage, rulesAllow, type BureauSummary } from '@mesa/contracts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useErrorText } from '../../../lib/error-text'
import { useSession } from '../../../lib/use-session'
import type { ApplicationFile } from '../../../lib/application-file'
import { formatDate, formatDateTime, formatMoney } from '../../../lib/format'
import { useBureau } from '../api/get-bureau'
import { useRequestBureauPull } from '../api/request-bureau-pull'
import { BureauSection, bureauSections, type BureauSectionName } from './bureau-sections'
import { ConsentForm, type DocumentsQuery } from './consent-form'
import { ConsentWording } from './consent-wording'
import { ForcePullForm } from './force-pull-form'

/** The summary an analyst decides from: one figure per tile. */
function SummaryTiles({ summary }: { summary: BureauSummary }) {
  const { t } = useTranslation('creditBureau')
  const tiles: Array<[string, string]> = [
    ['score', summary.score === null ? t('analysis.bureau.noScore') : String(summary.score)],
    ['openAccounts', String(summary.openAccounts)],
    ['totalBalance', formatMoney(summary.totalBalanceCents)],
    ['monthlyPayments', formatMoney(summary.monthlyPaymentsCents)],
    ['pastDue', formatMoney(summary.pastDueCents)],
    ['worstMop12', summary.worstMop12 === 0 ? '—' : `MOP ${String(summary.worstMop12).padStart(2, '0')}`],
    ['worstMop24', summary.worstMop24 === 0 ? '—' : `MOP ${String(summary.worstMop24).padStart(2, '0')}`],
    ['queries6Months', String(summary.queries6Months)],
  ]
  return (
    <Box
      sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))' }}
      data-testid="bureau-summary"
    >
      {tiles.map(([key, value]) => (
        <Paper key={key} variant="outlined" sx={{ p: 1.5 }}>
          <Typography variant="caption" color="text.secondary" component="p">
            {t(`analysis.bureau.summary.${key}`)}
          </Typography>
          <Typography variant="h6" component="p">
            {value}
          </Typography>
        </Paper>
      ))}
    </Box>
  )
}

/** credit bureau: consent, pulls (forced within 30 days with a reason), the summary and the report's sections. */
export function BureauPanel({
  application,
  documentsQuery,
}: {
  application: ApplicationFile
  documentsQuery: DocumentsQuery
}) {
  const { t, i18n } = useTranslation('creditBureau')
  const errorText = useErrorText('creditBureau')
  const { rules } = useSession()
  const bureau = useBureau(application.origin, application.id)
  const pull = useRequestBureauPull()
  const [section, setSection] = useState<BureauSectionName>('general')
  const mayWork =
    rulesAllow(rules, { action: 'update', subject: 'analysis' }) && isWorkingStage(application.stage)
  if (bureau.isPending) return <LinearProgress aria-label={t('analysis.bureau.loading')} />
  if (bureau.isError) return <Alert severity="error">{t('problems.generic')}</Alert>
  const { consent, consentText, report, pending, lastError, reuseUntil } = bureau.data
  const recent = reuseUntil !== null && new Date(reuseUntil) > new Date()
  return (
    <Stack spacing={2}>
      {consent ? (
        <Alert severity="success">
          {t('analysis.bureau.consentOn', {
            date: formatDate(`${consent.authorizedAt}T12:00:00Z`, i18n.language),
            document: consent.documentName,
          })}
        </Alert>
      ) : (
        <Alert severity="warning">{t('analysis.bureau.noConsent')}</Alert>
      )}
      {consent ? (
        <ConsentWording version={consent.legalTextVersion} text={consent.legalText} />
      ) : (
        mayWork && <ConsentWording version={consentText.version} text={consentText.text} />
      )}
      {!consent && mayWork && <ConsentForm application={application} documentsQuery={documentsQuery} />}
      {pending && (
        <Box>
          <Typography>{t('analysis.bureau.pending')}</Typography>
          <LinearProgress aria-label={t('analysis.bureau.pending')} />
        </Box>
      )}
      {lastError && <Alert severity="error">{t('analysis.bureau.failed')}</Alert>}
      {pull.isError && <Alert severity="error">{errorText.callText(pull.error)}</Alert>}
      {mayWork && consent && !pending && recent && (
        <ForcePullForm application={application} reuseUntil={reuseUntil} />
      )}
      {mayWork && consent && !pending && !recent && (
        <Box>
          <Button
            variant="contained"
            onClick={() => pull.mutate({ origin: application.origin, id: application.id, force: false })}
            disabled={pull.isPending}
          >
            {t('analysis.bureau.pull')}
          </Button>
        </Box>
      )}
      {report ? (
        <>
          <Typography variant="body2" color="text.secondary">
            {t('analysis.bureau.pulledAt', {
              date: formatDateTime(report.pulledAt, i18n.language),
              folio: report.folio,
              provider: report.provider,
            })}
            {report.forced && report.forceReason
              ? ` · ${t('analysis.bureau.forcedBecause', { reason: report.forceReason })}`
              : ''}
          </Typography>
          {report.provider === 'sandbox' && <Alert severity="info">{t('analysis.bureau.sandbox')}</Alert>}
          <SummaryTiles summary={report.summary} />
          <Tabs
            value={section}
            onChange={(_event, value: BureauSectionName) => setSection(value)}
            variant="scrollable"
            scrollButtons="auto"
            aria-label={t('analysis.bureau.sections')}
          >
            {bureauSections.map((name) => (
              <Tab
                key={name}
                value={name}
                label={t(`analysis.bureau.sectionNames.${name}`)}
                id={`bureau-tab-${name}`}
                aria-controls="bureau-section"
              />
            ))}
          </Tabs>
          <Box role="tabpanel" id="bureau-section" aria-labelledby={`bureau-tab-${section}`}>
            <BureauSection name={section} report={report.data} />
          </Box>
        </>
      ) : (
        !pending && <Typography color="text.secondary">{t('analysis.bureau.noReport')}</Typography>
      )}
    </Stack>
  )
}

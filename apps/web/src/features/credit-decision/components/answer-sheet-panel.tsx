import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import GlobalStyles from '@mui/material/GlobalStyles'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import type { AnswerSheet } from '@mesa/contracts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { ApplicationFile } from '../../../lib/application-file'
import { formatDateTime } from '../../../lib/format'
import { QueryState } from '../../../components/query-state'
import { useAnswerSheet } from '../api/get-answer-sheet'
import { answerSheetPdfUrl } from '../api/get-answer-sheet-pdf'
import { TermsFigures } from './authorization-panel'
import { useConditionText } from './condition-list'
import { ScheduleTable } from './schedule-table'

/** On paper only the letter shows, in black on white, the schedule whole (print CSS). */
const printStyles = (
  <GlobalStyles
    styles={{
      '@media print': {
        'body *': { visibility: 'hidden' },
        '#answer-sheet, #answer-sheet *': { visibility: 'visible' },
        '#answer-sheet': {
          position: 'absolute',
          insetInlineStart: 0,
          top: 0,
          width: '100%',
          boxShadow: 'none',
          border: 0,
        },
        '#answer-sheet .MuiTableContainer-root': { maxHeight: 'none', overflow: 'visible' },
        '.answer-sheet-actions': { display: 'none' },
      },
    }}
  />
)

function Letter({ sheet }: { sheet: AnswerSheet }) {
  const { t, i18n } = useTranslation('creditDecision')
  const conditionText = useConditionText()
  const k = (key: string, values?: Record<string, unknown>) => t(`committee.sheet.${key}`, values)
  return (
    <Paper
      id="answer-sheet"
      variant="outlined"
      sx={{ p: { xs: 2, md: 4 } }}
      component="article"
      aria-label={k('title')}
    >
      <Typography variant="h5" component="h2" color="primary">
        Mesa Crédito Automotriz
      </Typography>
      <Typography color="text.secondary" gutterBottom>
        {k('subtitle', { folio: sheet.folio, date: formatDateTime(sheet.issuedAt, i18n.language) })}
      </Typography>
      <Typography sx={{ mt: 2 }}>{k('to', { ally: sheet.allyName ?? '—' })}</Typography>
      <Typography sx={{ mt: 1 }}>
        {k('body', {
          applicant: sheet.applicantName,
          vehicle: sheet.vehicle,
          status: t(`committee.outcomes.${sheet.status}`),
        })}
      </Typography>
      {sheet.terms && (
        <Stack spacing={2} sx={{ mt: 3 }}>
          <Typography variant="h6" component="h3">
            {k('terms')}
          </Typography>
          <TermsFigures terms={sheet.terms} />
          <Typography variant="caption" color="text.secondary">
            {k('catNote')}
          </Typography>
          <Typography variant="h6" component="h3">
            {t('committee.schedule.title')}
          </Typography>
          <ScheduleTable schedule={sheet.schedule} maxHeight={320} />
        </Stack>
      )}
      {sheet.status !== 'rejected' && sheet.status !== 'pending' && !sheet.terms && (
        <Alert severity="info" sx={{ mt: 2 }}>
          {k('termsPending')}
        </Alert>
      )}
      {sheet.conditions.length > 0 && (
        <Box sx={{ mt: 3 }}>
          <Typography variant="h6" component="h3">
            {k('conditions')}
          </Typography>
          <ul>
            {sheet.conditions.map((condition) => (
              <li key={condition.id}>
                {conditionText(condition)}
                {condition.met ? ` (${t('committee.conditions.met')})` : ''}
              </li>
            ))}
          </ul>
        </Box>
      )}
      {sheet.status === 'rejected' && (
        <Box sx={{ mt: 3 }}>
          <Typography variant="h6" component="h3">
            {k('reasons')}
          </Typography>
          <ul>
            {sheet.rejectReasons.map((code) => (
              <li key={code}>{t(`committee.reasons.${code}`)}</li>
            ))}
          </ul>
        </Box>
      )}
    </Paper>
  )
}

/** answerSheet: the decision letter to the ally, printable (print CSS) and as a PDF from the API. */
export function AnswerSheetPanel({ application }: { application: ApplicationFile }) {
  const { t } = useTranslation('creditDecision')
  const sheet = useAnswerSheet(application.origin, application.id)
  const [failed, setFailed] = useState(false)
  const downloadPdf = async () => {
    setFailed(false)
    try {
      const url = await answerSheetPdfUrl(application.origin, application.id)
      const link = document.createElement('a')
      link.href = url
      link.download = `hoja-de-respuesta-${application.folio}.pdf`
      document.body.append(link)
      link.click()
      link.remove()
      setTimeout(() => URL.revokeObjectURL(url), 1000)
    } catch {
      setFailed(true)
    }
  }
  return (
    <Stack spacing={2}>
      {printStyles}
      <Stack direction="row" spacing={1} className="answer-sheet-actions">
        <Button variant="contained" onClick={() => window.print()} disabled={!sheet.data}>
          {t('committee.sheet.print')}
        </Button>
        <Button variant="outlined" onClick={() => void downloadPdf()} disabled={!sheet.data}>
          {t('committee.sheet.pdf')}
        </Button>
      </Stack>
      {failed && <Alert severity="error">{t('problems.generic')}</Alert>}
      <QueryState namespace="creditDecision" query={sheet} loadingLabel={t('committee.sheet.loading')} />
      {sheet.data && <Letter sheet={sheet.data} />}
    </Stack>
  )
}

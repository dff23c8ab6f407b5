import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { offerBlob } from '../../../lib/download-file'
import { FilePickButton } from '../../../components/file-pick-button'
import { useErrorText } from '../../../lib/error-text'
import { HttpError } from '../../../lib/http'
import { formatNumber } from '../../../lib/format'
import { useUploadAnswer } from '../api/answers'
import { sandboxAnswerText } from '../api/runs'

/** A refused answer file in words, one line per named record or trailer field ("Renglón 3: …"). */
function useRefusal(error: unknown): string[] {
  const { t } = useTranslation('directDebit')
  const { fieldText, callText } = useErrorText('directDebit')
  if (!error) return []
  if (!(error instanceof HttpError) || error.status !== 400) return [callText(error)]
  return Object.entries(error.body?.errors ?? {}).flatMap(([key, entries]) => {
    const line = /^lines\.(\d+)$/.exec(key)?.[1]
    return entries.map((entry) =>
      line
        ? t('answer.badLine', { line, problem: fieldText(entry) })
        : t(`answer.fields.${key}`, { defaultValue: key }) + ': ' + fieldText(entry, key),
    )
  })
}

/**
 * Treasury's upload of the bank's answer to a run: the collected debits become payments on their loans, the
 * rejected keep their reason; the same answer again posts nothing. The sandbox bank's answer (every third
 * debit rejected for insufficient funds) downloads here to try the round trip without a bank.
 */
export function AnswerCard({ runId, billingDate }: { runId: number; billingDate: string }) {
  const { t, i18n } = useTranslation('directDebit')
  const { callText } = useErrorText('directDebit')
  const upload = useUploadAnswer()
  const refusal = useRefusal(upload.error)
  const number = (value: number) => formatNumber(value, i18n.language)
  const [sandboxError, setSandboxError] = useState<string | null>(null)
  const sandbox = () => {
    setSandboxError(null)
    return sandboxAnswerText(runId).then(
      (text) =>
        offerBlob(new Blob([text], { type: 'text/plain' }), `respuesta-sandbox-${billingDate}-${runId}.txt`),
      (error: unknown) => setSandboxError(callText(error)),
    )
  }
  return (
    <Card>
      <CardContent>
        <Stack spacing={2}>
          <Typography variant="h6" component="h2">
            {t('answer.title')}
          </Typography>
          <Typography variant="body2">{t('answer.help')}</Typography>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <FilePickButton
              label={t('answer.upload')}
              accept=".txt,text/plain"
              disabled={upload.isPending}
              onFile={(file) => upload.mutate({ runId, file })}
            />
            <Button variant="outlined" color="warning" onClick={() => void sandbox()}>
              {t('answer.sandbox')}
            </Button>
          </Stack>
          {sandboxError && <Alert severity="error">{sandboxError}</Alert>}
          {upload.data && (
            <Alert severity="success">
              {t('answer.done', {
                collected: number(upload.data.collected),
                rejected: number(upload.data.rejected),
                refused: number(upload.data.refused),
                duplicates: number(upload.data.duplicates),
              })}
            </Alert>
          )}
          {refusal.length > 0 && (
            <Alert severity="error">
              {t('answer.refused')}
              <ul>
                {refusal.map((text) => (
                  <li key={text}>{text}</li>
                ))}
              </ul>
            </Alert>
          )}
        </Stack>
      </CardContent>
    </Card>
  )
}

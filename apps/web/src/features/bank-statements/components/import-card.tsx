import Alert from '@mui/material/Alert'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import LinearProgress from '@mui/material/LinearProgress'
import MenuItem from '@mui/material/MenuItem'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { FilePickButton } from '../../../components/file-pick-button'
import { useErrorText } from '../../../lib/error-text'
import { HttpError } from '../../../lib/http'
import { useCsvLayouts, useUploadStatement } from '../api/statements'

/** The file's refused lines in words: "Renglón 12: Fecha no válida", one per line (the API names each). */
function useRefusedLines(error: unknown): string[] {
  const { t } = useTranslation('bankStatements')
  const { fieldText } = useErrorText('bankStatements')
  if (!(error instanceof HttpError) || error.status !== 400) return []
  return Object.entries(error.body?.errors ?? {}).flatMap(([key, entries]) => {
    const line = /^lines\.(\d+)$/.exec(key)?.[1]
    return entries.map((entry) =>
      line ? t('import.badLine', { line, problem: fieldText(entry) }) : fieldText(entry, key),
    )
  })
}

/**
 * Choosing a statement file imports it at once: CAMT.053 and MT940 are recognised by their content, a CSV is
 * read in the chosen layout. The statement's page then shows its lines (and the matching's progress for a big
 * file).
 */
export function ImportCard() {
  const { t } = useTranslation('bankStatements')
  const { callText } = useErrorText('bankStatements')
  const navigate = useNavigate()
  const layouts = useCsvLayouts()
  const upload = useUploadStatement()
  const [layoutId, setLayoutId] = useState('mx-movimientos')
  const [progress, setProgress] = useState(0)
  const refused = useRefusedLines(upload.error)
  const send = (file: File) => {
    setProgress(0)
    upload.mutate(
      { file, layoutId, onProgress: setProgress },
      { onSuccess: (answer) => void navigate(`/apps/tesoreria/estados-de-cuenta/${answer.statementId}`) },
    )
  }
  return (
    <Card>
      <CardContent>
        <Stack spacing={2}>
          <Typography variant="h6" component="h2">
            {t('import.title')}
          </Typography>
          <Typography variant="body2">{t('import.help')}</Typography>
          <TextField
            select
            id="import-layout"
            size="small"
            label={t('import.layout')}
            helperText={t('import.layoutHelp')}
            value={layoutId}
            onChange={(event) => setLayoutId(event.target.value)}
            sx={{ maxWidth: 480 }}
          >
            {(layouts.data ?? [{ id: 'mx-movimientos', name: t('import.defaultLayout') }]).map((layout) => (
              <MenuItem key={layout.id} value={layout.id}>
                {t(`layouts.${layout.id}`, { defaultValue: layout.name })}
              </MenuItem>
            ))}
          </TextField>
          <div>
            <FilePickButton
              label={t('import.choose')}
              accept=".csv,.txt,.xml,.sta,.940,.mt940,text/csv,text/plain,application/xml,text/xml"
              disabled={upload.isPending}
              onFile={(file) => send(file)}
            />
          </div>
          {upload.isPending && (
            <Stack spacing={1}>
              <LinearProgress
                variant={progress < 1 ? 'determinate' : 'indeterminate'}
                value={progress * 100}
                aria-label={t('import.sending')}
              />
              <Typography variant="body2">
                {progress < 1 ? t('import.sending') : t('import.matching')}
              </Typography>
            </Stack>
          )}
          {upload.error && (
            <Alert severity="error">
              {refused.length > 0 ? t('import.refused') : callText(upload.error)}
              {refused.length > 0 && (
                <ul>
                  {refused.map((text) => (
                    <li key={text}>{text}</li>
                  ))}
                </ul>
              )}
            </Alert>
          )}
        </Stack>
      </CardContent>
    </Card>
  )
}

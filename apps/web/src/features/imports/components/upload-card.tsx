import Alert from '@mui/material/Alert'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import LinearProgress from '@mui/material/LinearProgress'
import Stack from '@mui/material/Stack'
import ToggleButton from '@mui/material/ToggleButton'
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup'
import Typography from '@mui/material/Typography'
import {
  IMPORT_MAX_ROWS,
  importEntities,
  importFieldsOf,
  importPermissionOf,
  importRequiredFieldsOf,
  rulesAllow,
  type ImportEntity,
} from '@mesa/contracts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { FilePickButton } from '../../../components/file-pick-button'
import { useErrorText } from '../../../lib/error-text'
import { useSession } from '../../../lib/use-session'
import { useUploadImport } from '../api/upload-import'
import { formatNumber } from '../../../lib/format'

/**
 * Choosing a CSV or XLSX file sends it at once: the server reads it as it arrives, checks every row and
 * answers the import, whose page then shows the mapping and the preview.
 */
export function UploadCard() {
  const { t, i18n } = useTranslation('imports')
  const { callText } = useErrorText('imports')
  const navigate = useNavigate()
  const upload = useUploadImport()
  const [progress, setProgress] = useState(0)
  const { rules } = useSession()
  // Only what this user may create one by one (the server refuses the rest with 403).
  const allowed = importEntities.filter((entity) => rulesAllow(rules, importPermissionOf[entity]))
  const [chosen, setChosen] = useState<ImportEntity>('allies')
  const entity = allowed.includes(chosen) ? chosen : (allowed[0] ?? 'allies')
  const required = importRequiredFieldsOf[entity]
  const send = (file: File) => {
    setProgress(0)
    upload.mutate(
      { entity, file, onProgress: setProgress },
      { onSuccess: (summary) => void navigate(`/apps/imports/${summary.id}`) },
    )
  }
  // Joins words, not figures: lib/format has nothing to say about it.
  const list = new Intl.ListFormat(i18n.language, { type: 'conjunction' })
  return (
    <Card>
      <CardContent>
        <Stack spacing={2}>
          <Typography variant="h6" component="h2">
            {t('upload.title')}
          </Typography>
          {allowed.length > 1 && (
            <ToggleButtonGroup
              exclusive
              size="small"
              value={entity}
              aria-label={t('upload.entity')}
              onChange={(_event, value: ImportEntity | null) => value && setChosen(value)}
            >
              {allowed.map((value) => (
                <ToggleButton key={value} value={value}>
                  {t(`entities.${value}`)}
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
          )}
          <Typography variant="body2">
            {t('upload.help', { max: formatNumber(IMPORT_MAX_ROWS, i18n.language) })}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('upload.columns', {
              required: list.format(required.map((field) => t(`fields.${field}`))),
              optional: list.format(
                importFieldsOf[entity]
                  .filter((field) => !required.includes(field))
                  .map((field) => t(`fields.${field}`)),
              ),
            })}
          </Typography>
          <div>
            <FilePickButton
              label={t('upload.choose')}
              accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              disabled={upload.isPending}
              onFile={(file) => send(file)}
            />
          </div>
          {upload.isPending && (
            <Stack spacing={1}>
              <LinearProgress
                variant={progress < 1 ? 'determinate' : 'indeterminate'}
                value={progress * 100}
                aria-label={t('upload.sending')}
              />
              <Typography variant="body2">
                {progress < 1 ? t('upload.sending') : t('upload.checking')}
              </Typography>
            </Stack>
          )}
          {upload.error && <Alert severity="error">{callText(upload.error)}</Alert>}
        </Stack>
      </CardContent>
    </Card>
  )
}

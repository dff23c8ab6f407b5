import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import CircularProgress from '@mui/material/CircularProgress'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { screens } from '@mesa/contracts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { generatePath, useNavigate, useParams } from 'react-router'
import { ability } from '../../../lib/ability'
import { useErrorText } from '../../../lib/error-text'
import { useSaveTemplate, useSubmitTemplate, useTemplate } from '../api/templates'
import { emptyTemplate, TemplateForm, templateValues } from '../components/template-form'
import { TemplateStatusChip } from './template-list'

/** create-template and edit template by id (read templates): fields, preview, and review by the provider. */
export function Component() {
  const { t } = useTranslation('messaging')
  const { callText } = useErrorText('messaging')
  const id = Number(useParams().id) || 0
  const template = useTemplate(id)
  const save = useSaveTemplate()
  const submit = useSubmitTemplate()
  const navigate = useNavigate()
  const [failure, setFailure] = useState('')
  const mayWrite = ability.can(id ? 'update' : 'create', 'templates')
  if (id && template.isLoading) return <CircularProgress aria-label={t('loading')} />
  if (id && !template.data) return <Alert severity="error">{t('loadError')}</Alert>
  const current = template.data
  return (
    <Paper sx={{ p: 3 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 3, flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1" sx={{ flex: 1 }}>
          {current ? current.name : t('newTemplate')}
        </Typography>
        {current && <TemplateStatusChip status={current.status} />}
        {current && mayWrite && (current.status === 'draft' || current.status === 'rejected') && (
          <Button
            variant="outlined"
            disabled={submit.isPending}
            onClick={() => submit.mutateAsync(current).catch((error: unknown) => setFailure(callText(error)))}
          >
            {t('submitForReview')}
          </Button>
        )}
      </Stack>
      {current?.status === 'rejected' && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {t('rejectedBecause', { reason: current.rejectedReason })}
        </Alert>
      )}
      {current?.status === 'submitted' && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('inReview')}
        </Alert>
      )}
      {failure && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {failure}
        </Alert>
      )}
      {mayWrite ? (
        <TemplateForm
          key={`${current?.id}-${current?.version}`}
          initial={current ? templateValues(current) : emptyTemplate}
          busy={save.isPending}
          onSave={async (values) => {
            const saved = await save.mutateAsync({ ...values, id: current?.id, version: current?.version })
            if (!current)
              await navigate(generatePath(screens.editTemplate.path, { id: String(saved.id) }), {
                replace: true,
              })
          }}
        />
      ) : (
        <Typography sx={{ whiteSpace: 'pre-wrap' }}>{current?.body}</Typography>
      )}
    </Paper>
  )
}

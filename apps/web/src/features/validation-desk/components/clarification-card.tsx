import Box from '@mui/material/Box'
import Chip from '@mui/material/Chip'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import { clarificationAnswerSchema, type Clarification } from '@mesa/contracts'
import { useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { FormEnd, FormField, useContractForm } from '../../../components/form'
import type { ApplicationFile } from '../../../lib/application-file'
import { formatDate, formatDateTime } from '../../../lib/format'
import { useAnswerClarification } from '../api/answer-clarification'
import { itemLabelKey } from './clarification-items'

const statusColor = { open: 'warning', answered: 'success', withdrawn: 'default' } as const

interface Props {
  application: ApplicationFile
  clarification: Clarification
  mayAnswer: boolean
}

/** One clarification: what the desk asked, by when, and the ally's answer (or the form to give it). */
export function ClarificationCard({ application, clarification, mayAnswer }: Props) {
  const { t, i18n } = useTranslation('validationDesk')
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="li" data-testid={`clarification-${clarification.id}`}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 1 }}>
        <Chip
          size="small"
          color={statusColor[clarification.status]}
          label={t(`validation.clarifications.status.${clarification.status}`)}
        />
        <Typography variant="body2" color="text.secondary">
          {t('validation.clarifications.due', {
            date: formatDate(`${clarification.dueOn}T12:00:00`, i18n.language),
          })}
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap', mb: 1 }}>
        {clarification.items.map((item) => (
          <Chip key={item} size="small" variant="outlined" label={t(itemLabelKey(item))} />
        ))}
      </Box>
      <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {clarification.message}
      </Typography>
      <Typography variant="caption" color="text.secondary" component="div">
        {t('validation.byOn', {
          name: clarification.requestedBy?.fullName ?? '—',
          date: formatDateTime(clarification.requestedAt, i18n.language),
        })}
      </Typography>
      {clarification.answer !== null && (
        <Box
          sx={{
            mt: 1.5,
            paddingInlineStart: '12px',
            borderInlineStart: '3px solid',
            borderColor: 'success.main',
          }}
        >
          <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {clarification.answer}
          </Typography>
          <Typography variant="caption" color="text.secondary" component="div">
            {t('validation.byOn', {
              name: clarification.answeredBy?.fullName ?? '—',
              date: formatDateTime(clarification.answeredAt ?? clarification.requestedAt, i18n.language),
            })}
          </Typography>
        </Box>
      )}
      {mayAnswer && clarification.status === 'open' && (
        <AnswerForm application={application} clarification={clarification} />
      )}
    </Paper>
  )
}

function AnswerForm({ application, clarification }: Omit<Props, 'mayAnswer'>) {
  const { t } = useTranslation('validationDesk')
  const answer = useAnswerClarification()
  const form = useContractForm(clarificationAnswerSchema, {
    namespace: 'validationDesk',
    defaultValues: { answer: '', version: clarification.version },
  })
  const text = useWatch({ control: form.control, name: 'answer' })
  const submit = form.handleSubmit(async (body) => {
    form.clearServerError()
    try {
      await answer.mutateAsync({
        origin: application.origin,
        id: application.id,
        clarificationId: clarification.id,
        ...body,
      })
    } catch (error) {
      form.failWith(error)
    }
  })
  return (
    <Box component="form" onSubmit={(event) => void submit(event)} noValidate sx={{ mt: 2 }}>
      <FormField
        control={form.control}
        name="answer"
        namespace="validationDesk"
        idPrefix={`clarification-${clarification.id}`}
        label={t('validation.clarifications.answer')}
        multiline
        maxLength={2000}
      />
      <FormEnd
        message={form.serverError}
        label={t('validation.clarifications.send')}
        disabled={answer.isPending || text.trim().length < 3}
      />
    </Box>
  )
}

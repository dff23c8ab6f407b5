import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { fillVariables, sendTemplateSchema, variableNumbers } from '@mesa/contracts'
import { useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { FormField, useContractForm } from '../../../components/form'
import { useTemplates } from '../api/templates'

interface Props {
  busy: boolean
  onSend: (input: { templateId: number; variables: string[] }) => void
}

/** No template chosen yet; one value per variable of the chosen one. */
interface ComposerValues {
  templateId: number | ''
  variables: string[]
}

/** The send contract less its contact (the screen's): each variable filled, trimmed. */
const composerSchema = z
  .custom<ComposerValues>()
  .transform((values): unknown => values)
  .pipe(sendTemplateSchema.omit({ contactId: true }))

/** Picks an approved template and fills its numbered variables, with the filled text as preview. */
export function TemplateComposer({ busy, onSend }: Props) {
  const { t } = useTranslation('messaging')
  const approved = useTemplates({ status: 'approved', itemsPerPage: 100, sortBy: 'name', orderBy: 'asc' })
  const form = useContractForm(composerSchema, {
    namespace: 'messaging',
    defaultValues: { templateId: '', variables: [] },
  })
  const [templateId, variables] = useWatch({ control: form.control, name: ['templateId', 'variables'] })
  const template = approved.data?.items.find((row) => row.id === templateId)
  // Another template starts its variables over, one empty value each.
  const pick = (id: string | number) => {
    const picked = approved.data?.items.find((row) => row.id === id)
    const count = picked ? new Set(variableNumbers(picked.body)).size : 0
    form.setValue(
      'variables',
      Array.from({ length: count }, () => ''),
    )
  }
  const send = form.handleSubmit((body) => onSend(body))
  return (
    <Stack spacing={1.5}>
      <FormField
        control={form.control}
        namespace="messaging"
        name="templateId"
        numeric
        label={t('template')}
        onPicked={pick}
        options={(approved.data?.items ?? []).map((row) => ({ value: row.id, label: row.name }))}
      />
      {template && (
        <>
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
            {variables.map((_, index) => (
              <FormField
                key={`${template.id}-${index}`}
                control={form.control}
                namespace="messaging"
                name={`variables.${index}`}
                label={t('variable', { number: index + 1 })}
                placeholder={template.examples[index]}
              />
            ))}
          </Stack>
          <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'pre-wrap' }}>
            {fillVariables(template.body, variables)}
          </Typography>
        </>
      )}
      <Button
        variant="contained"
        disabled={!template || busy}
        onClick={() => void send()}
        sx={{ alignSelf: 'flex-end' }}
      >
        {t('sendTemplate')}
      </Button>
    </Stack>
  )
}

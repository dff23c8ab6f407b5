import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Grid from '@mui/material/Grid'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import {
  headerFormats,
  TEMPLATE_LIMITS,
  templateCategories,
  templateLanguages,
  type TemplateInput,
} from '@mesa/contracts'
import { useTranslation } from 'react-i18next'
import { FormField, useContractForm } from '../../../components/form'
import { useErrorText } from '../../../lib/error-text'
import { TemplateButtons } from './template-buttons'
import {
  templateFormSchema,
  toTemplateInput,
  variableCountOf,
  type TemplateValues,
} from './template-form-values'
import { TemplatePreview } from './template-preview'

export { emptyTemplate, templateValues } from './template-form-values'

interface Props {
  initial: TemplateValues
  busy: boolean
  onSave: (values: TemplateInput) => Promise<unknown>
}

/** The template's fields with WhatsApp's limits checked as you type (the contract's schema), and a phone preview. */
export function TemplateForm({ initial, busy, onSave }: Props) {
  const { t } = useTranslation('messaging')
  const { fieldText } = useErrorText('messaging')
  const form = useContractForm(templateFormSchema, { namespace: 'messaging', defaultValues: initial })
  // Every change redraws the preview and the examples' fields, as the template is typed.
  const values = form.watch()
  const examplesError = form.formState.errors.examples?.message
  const field = { control: form.control, namespace: 'messaging' }
  const save = form.handleSubmit(async (input) => {
    form.clearServerError()
    try {
      await onSave(input)
    } catch (error) {
      form.failWith(error)
    }
  })
  const select = (
    name: 'language' | 'category' | 'headerFormat',
    options: readonly string[],
    prefix = '',
  ) => (
    <FormField
      {...field}
      name={name}
      label={t(`fields.${name}`)}
      options={options.map((value) => ({ value, label: prefix ? t(`${prefix}.${value}`) : value }))}
    />
  )

  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, md: 8 }}>
        <Stack spacing={2}>
          {form.serverError && <Alert severity="error">{form.serverError}</Alert>}
          <FormField
            {...field}
            name="name"
            label={t('fields.name')}
            maxLength={TEMPLATE_LIMITS.name}
            helperText={t('nameHint')}
          />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            {select('language', templateLanguages)}
            {select('category', templateCategories, 'category')}
            {select('headerFormat', headerFormats, 'headerFormat')}
          </Stack>
          {values.headerFormat === 'text' && (
            <FormField
              {...field}
              name="headerText"
              label={t('fields.headerText')}
              maxLength={TEMPLATE_LIMITS.headerText}
            />
          )}
          <FormField
            {...field}
            name="body"
            multiline
            label={t('fields.body')}
            maxLength={TEMPLATE_LIMITS.body}
            helperText={t('bodyHint', { count: values.body.length, max: TEMPLATE_LIMITS.body })}
          />
          {Array.from({ length: variableCountOf(values.body) }, (_, index) => (
            <FormField
              key={index}
              {...field}
              name={`examples.${index}`}
              label={t('example', { number: index + 1 })}
            />
          ))}
          {examplesError && (
            <Typography color="error" variant="caption">
              {fieldText(examplesError, 'examples')}
            </Typography>
          )}
          <FormField {...field} name="footer" label={t('fields.footer')} maxLength={TEMPLATE_LIMITS.footer} />
          <TemplateButtons control={form.control} />
          <Button
            variant="contained"
            onClick={() => void save()}
            disabled={busy || form.formState.isSubmitting}
            sx={{ alignSelf: 'flex-start' }}
          >
            {t('save')}
          </Button>
        </Stack>
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <TemplatePreview template={toTemplateInput(values)} />
      </Grid>
    </Grid>
  )
}

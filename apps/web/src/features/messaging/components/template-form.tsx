import AddIcon from '@mui/icons-material/Add'
import DeleteOutline from '@mui/icons-material/DeleteOutline'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Grid from '@mui/material/Grid'
import IconButton from '@mui/material/IconButton'
import MenuItem from '@mui/material/MenuItem'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import {
  buttonTypes,
  headerFormats,
  TEMPLATE_LIMITS,
  templateCategories,
  templateInputSchema,
  templateLanguages,
  variableNumbers,
  type MessageTemplate,
  type TemplateInput,
} from '@mesa/contracts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { placeFieldErrors, useErrorText } from '../../../lib/error-text'
import { TemplatePreview } from './template-preview'

type Values = Omit<Required<TemplateInput>, 'buttons'> & {
  buttons: { type: (typeof buttonTypes)[number]; text: string; value: string }[]
}

export const emptyTemplate: Values = {
  name: '',
  language: 'es_MX',
  category: 'utility',
  headerFormat: 'none',
  headerText: '',
  body: '',
  examples: [],
  footer: '',
  buttons: [],
}

export const templateValues = (template: MessageTemplate): Values => ({
  name: template.name,
  language: template.language,
  category: template.category,
  headerFormat: template.headerFormat,
  headerText: template.headerText,
  body: template.body,
  examples: template.examples,
  footer: template.footer,
  buttons: template.buttons,
})

interface Props {
  initial: Values
  busy: boolean
  onSave: (values: Values) => Promise<unknown>
}

/** The template's fields with WhatsApp's limits checked as you type (the contract's schema), and a phone preview. */
export function TemplateForm({ initial, busy, onSave }: Props) {
  const { t } = useTranslation('messaging')
  const { fieldText, callText } = useErrorText('messaging')
  const [values, setValues] = useState<Values>(initial)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [failure, setFailure] = useState('')
  const set = <K extends keyof Values>(key: K, value: Values[K]) =>
    setValues((current) => ({ ...current, [key]: value }))
  const variableCount = new Set(variableNumbers(values.body)).size
  const examples = Array.from({ length: variableCount }, (_, index) => values.examples[index] ?? '')
  const input = { ...values, examples }

  const save = async () => {
    setFailure('')
    const parsed = templateInputSchema.safeParse(input)
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message])))
      return
    }
    setErrors({})
    try {
      await onSave(input)
    } catch (error) {
      const placed: Record<string, string> = {}
      if (placeFieldErrors(error, (field, entry) => Boolean((placed[field] = entry)))) setErrors(placed)
      else setFailure(callText(error))
    }
  }
  const error = (field: string) =>
    errors[field] ? { error: true, helperText: fieldText(errors[field], field) } : {}
  const text = (field: 'name' | 'headerText' | 'footer', max: number, extra = {}) => (
    <TextField
      fullWidth
      size="small"
      label={t(`fields.${field}`)}
      value={values[field]}
      onChange={(event) => set(field, event.target.value)}
      slotProps={{ htmlInput: { maxLength: max } }}
      {...error(field)}
      {...extra}
    />
  )
  const select = <K extends 'language' | 'category' | 'headerFormat'>(
    field: K,
    options: readonly string[],
    label: (value: string) => string,
  ) => (
    <TextField
      select
      fullWidth
      size="small"
      label={t(`fields.${field}`)}
      value={values[field]}
      onChange={(event) => set(field, event.target.value as Values[K])}
      {...error(field)}
    >
      {options.map((option) => (
        <MenuItem key={option} value={option}>
          {label(option)}
        </MenuItem>
      ))}
    </TextField>
  )

  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, md: 8 }}>
        <Stack spacing={2}>
          {failure && <Alert severity="error">{failure}</Alert>}
          {text('name', TEMPLATE_LIMITS.name, {
            helperText: errors.name ? fieldText(errors.name, 'name') : t('nameHint'),
          })}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            {select('language', templateLanguages, (value) => value)}
            {select('category', templateCategories, (value) => t(`category.${value}`))}
            {select('headerFormat', headerFormats, (value) => t(`headerFormat.${value}`))}
          </Stack>
          {values.headerFormat === 'text' && text('headerText', TEMPLATE_LIMITS.headerText)}
          <TextField
            fullWidth
            multiline
            minRows={4}
            label={t('fields.body')}
            value={values.body}
            onChange={(event) => set('body', event.target.value)}
            slotProps={{ htmlInput: { maxLength: TEMPLATE_LIMITS.body } }}
            {...(errors.body
              ? error('body')
              : { helperText: t('bodyHint', { count: values.body.length, max: TEMPLATE_LIMITS.body }) })}
          />
          {examples.map((example, index) => (
            <TextField
              key={index}
              size="small"
              label={t('example', { number: index + 1 })}
              value={example}
              onChange={(event) =>
                set('examples', Object.assign([...examples], { [index]: event.target.value }))
              }
              {...error(`examples.${index}`)}
            />
          ))}
          {errors.examples && (
            <Typography color="error" variant="caption">
              {fieldText(errors.examples, 'examples')}
            </Typography>
          )}
          {text('footer', TEMPLATE_LIMITS.footer)}
          <Typography variant="subtitle2">{t('fields.buttons')}</Typography>
          {values.buttons.map((button, index) => (
            <Stack key={index} direction={{ xs: 'column', sm: 'row' }} spacing={1}>
              <TextField
                select
                size="small"
                label={t('buttonType')}
                value={button.type}
                sx={{ minWidth: 160 }}
                onChange={(event) =>
                  set(
                    'buttons',
                    values.buttons.map((row, at) =>
                      at === index
                        ? { ...row, type: event.target.value as Values['buttons'][number]['type'] }
                        : row,
                    ),
                  )
                }
              >
                {buttonTypes.map((type) => (
                  <MenuItem key={type} value={type}>
                    {t(`buttonTypes.${type}`)}
                  </MenuItem>
                ))}
              </TextField>
              <TextField
                size="small"
                label={t('buttonText')}
                value={button.text}
                slotProps={{ htmlInput: { maxLength: TEMPLATE_LIMITS.buttonText } }}
                onChange={(event) =>
                  set(
                    'buttons',
                    values.buttons.map((row, at) =>
                      at === index ? { ...row, text: event.target.value } : row,
                    ),
                  )
                }
                {...error(`buttons.${index}.text`)}
              />
              {button.type !== 'quick_reply' && (
                <TextField
                  size="small"
                  label={t(`buttonValue.${button.type}`)}
                  value={button.value}
                  sx={{ flex: 1 }}
                  onChange={(event) =>
                    set(
                      'buttons',
                      values.buttons.map((row, at) =>
                        at === index ? { ...row, value: event.target.value } : row,
                      ),
                    )
                  }
                  {...error(`buttons.${index}.value`)}
                />
              )}
              <IconButton
                aria-label={t('removeButton')}
                onClick={() =>
                  set(
                    'buttons',
                    values.buttons.filter((_, at) => at !== index),
                  )
                }
              >
                <DeleteOutline />
              </IconButton>
            </Stack>
          ))}
          <Button
            startIcon={<AddIcon />}
            sx={{ alignSelf: 'flex-start' }}
            disabled={values.buttons.length >= TEMPLATE_LIMITS.buttons}
            onClick={() => set('buttons', [...values.buttons, { type: 'quick_reply', text: '', value: '' }])}
          >
            {t('addButton')}
          </Button>
          <Button
            variant="contained"
            onClick={() => void save()}
            disabled={busy}
            sx={{ alignSelf: 'flex-start' }}
          >
            {t('save')}
          </Button>
        </Stack>
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <TemplatePreview template={input} />
      </Grid>
    </Grid>
  )
}

import AddIcon from '@mui/icons-material/Add'
import DeleteOutline from '@mui/icons-material/DeleteOutline'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import IconButton from '@mui/material/IconButton'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { buttonTypes, TEMPLATE_LIMITS } from '@mesa/contracts'
import { useFieldArray, useWatch, type Control } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { FormField } from '../../../components/form'
import type { TemplateValues } from './template-form-values'

/** The template's buttons (at most WhatsApp's limit): a type, its text and, but for a quick reply, its value. */
export function TemplateButtons({ control }: { control: Control<TemplateValues> }) {
  const { t } = useTranslation('messaging')
  const { fields, append, remove } = useFieldArray({ control, name: 'buttons' })
  const buttons = useWatch({ control, name: 'buttons' })
  const field = { control, namespace: 'messaging' }
  return (
    <>
      <Typography variant="subtitle2">{t('fields.buttons')}</Typography>
      {fields.map((row, index) => (
        <Stack key={row.id} direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          <Box sx={{ minWidth: 160 }}>
            <FormField
              {...field}
              name={`buttons.${index}.type`}
              label={t('buttonType')}
              options={buttonTypes.map((type) => ({ value: type, label: t(`buttonTypes.${type}`) }))}
            />
          </Box>
          <Box>
            <FormField
              {...field}
              name={`buttons.${index}.text`}
              label={t('buttonText')}
              maxLength={TEMPLATE_LIMITS.buttonText}
            />
          </Box>
          {buttons[index]?.type !== 'quick_reply' && (
            <Box sx={{ flex: 1 }}>
              <FormField
                {...field}
                name={`buttons.${index}.value`}
                label={t(`buttonValue.${buttons[index]?.type ?? 'url'}`)}
              />
            </Box>
          )}
          <IconButton aria-label={t('removeButton')} onClick={() => remove(index)}>
            <DeleteOutline />
          </IconButton>
        </Stack>
      ))}
      <Button
        startIcon={<AddIcon />}
        sx={{ alignSelf: 'flex-start' }}
        disabled={fields.length >= TEMPLATE_LIMITS.buttons}
        onClick={() => append({ type: 'quick_reply', text: '', value: '' })}
      >
        {t('addButton')}
      </Button>
    </>
  )
}

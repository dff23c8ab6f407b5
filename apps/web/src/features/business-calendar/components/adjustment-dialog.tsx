import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import { calendarAdjustmentCreateSchema, type CalendarAdjustmentKind } from '@mesa/contracts'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import { FieldGrid, useContractForm, type GridFieldSpec } from '../../../components/form'
import { FormDialog } from '../../../components/form-dialog'
import { formatDate } from '../../../lib/format'
import { useAdjustCalendar } from '../api/adjust-calendar'

type AdjustmentValues = z.input<typeof calendarAdjustmentCreateSchema>

/**
 * Adds a non-business day (`added`, the date picked) or marks an official holiday as worked (`removed`, the
 * date the row's). The dialog says what the change moves, the due dates of loans opened afterwards, before
 * the administrator confirms it; the reason is asked for and kept beside the day.
 */
export function AdjustmentDialog(props: {
  kind: CalendarAdjustmentKind
  /** The official holiday to work (`removed`), or the year's first proposed day (`added`). */
  date: string
  onClose: () => void
  onSaved: (date: string) => void
}) {
  const { t, i18n } = useTranslation('businessCalendar')
  const adjust = useAdjustCalendar()
  const form = useContractForm(calendarAdjustmentCreateSchema, {
    namespace: 'businessCalendar',
    defaultValues: { date: props.date, kind: props.kind, note: '' },
  })
  const fields: GridFieldSpec<AdjustmentValues>[] = [
    props.kind === 'added'
      ? { name: 'date', labelKey: 'dialog.date', kind: 'date', required: true, size: 'half' }
      : { name: 'date', labelKey: 'dialog.date', kind: 'readonly', size: 'half' },
    { name: 'note', labelKey: 'dialog.note', required: true, helperKey: `dialog.noteHelp.${props.kind}` },
  ]
  const submit = form.handleSubmit(async (body) => {
    form.clearServerError()
    try {
      await adjust.mutateAsync(body)
      props.onSaved(body.date)
    } catch (failure) {
      form.failWith(failure)
    }
  })
  return (
    <FormDialog
      open
      title={
        props.kind === 'added'
          ? t('dialog.addTitle')
          : t('dialog.workTitle', { date: formatDate(props.date, i18n.language) })
      }
      submitLabel={t(`dialog.confirm.${props.kind}`)}
      busy={form.formState.isSubmitting}
      error={form.serverError}
      onSubmit={(event) => void submit(event)}
      onClose={props.onClose}
    >
      <Box sx={{ pt: 1 }}>
        <Alert severity="warning" sx={{ mb: 2 }}>
          {t(`dialog.consequence.${props.kind}`)}
        </Alert>
        <FieldGrid control={form.control} namespace="businessCalendar" fields={fields} idPrefix="calendar" />
      </Box>
    </FormDialog>
  )
}

import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import Box from '@mui/material/Box'
import { useEffect, useId, useRef, type ReactNode } from 'react'
import type { Control, DefaultValues, FieldPath, FieldValues } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import { useContractForm } from '../../../components/form'

interface ItemDialogProps<I extends FieldValues, O extends FieldValues> {
  open: boolean
  title: string
  /** The contracts' schema of one item: the dialog checks what the API will check. */
  schema: z.ZodType<O, I>
  values: DefaultValues<I>
  /** Server errors of this item (field → text), shown on its fields when the dialog opens. */
  errors?: Record<string, string>
  onSave: (values: O) => void
  onClose: () => void
  children: (control: Control<I, unknown, O>) => ReactNode
}

/** A dialog editing one row of a Comercial list (bank account, responsible person, address). */
export function ItemDialog<I extends FieldValues, O extends FieldValues>(props: ItemDialogProps<I, O>) {
  const { t } = useTranslation()
  const titleId = useId()
  const form = useContractForm(props.schema, { namespace: 'allies', defaultValues: props.values })
  const { open, values, errors } = props
  const wasOpen = useRef(false)
  useEffect(() => {
    // Only when the dialog opens: the row's values and its server errors.
    if (open && !wasOpen.current) {
      form.reset(values)
      for (const [field, message] of Object.entries(errors ?? {})) {
        form.setError(field as FieldPath<I>, { type: 'server', message })
      }
    }
    wasOpen.current = open
  }, [open, values, errors, form])

  const submit = form.handleSubmit((parsed) => props.onSave(parsed))
  return (
    <Dialog open={open} onClose={props.onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form
        noValidate
        onSubmit={(event) => {
          event.stopPropagation()
          void submit(event)
        }}
      >
        <DialogTitle id={titleId}>{props.title}</DialogTitle>
        <DialogContent>
          <Box sx={{ pt: 1 }}>{props.children(form.control)}</Box>
        </DialogContent>
        <DialogActions>
          <Button onClick={props.onClose}>{t('list.cancel')}</Button>
          <Button type="submit" variant="contained">
            {t('list.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  )
}

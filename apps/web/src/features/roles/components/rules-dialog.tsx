import Alert from '@mui/material/Alert'
import Autocomplete from '@mui/material/Autocomplete'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import { useEffect, useRef, type FormEvent, type ReactNode } from 'react'
import {
  Controller,
  type Control,
  type DefaultValues,
  type FieldPath,
  type FieldValues,
} from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import type { ContractForm } from '../../../components/form'
import { useErrorText } from '../../../lib/error-text'

/**
 * Where a role or permission refusal lands: only on a field the dialog shows as one (a path inside the rules
 * matrix is told in the dialog's alert). The dialogs' `serverFieldOf`.
 */
export const shownFieldOf =
  (fields: readonly string[]) =>
  (path: string): string | null =>
    fields.includes(path) ? path : null

/**
 * The body the role and permission dialogs share: the form resets to the record each time it opens; saving
 * places the API's field errors on their fields, else shows the call's error above the form.
 */
export function useRulesDialogForm<T extends FieldValues, Saved extends FieldValues, R>(options: {
  form: ContractForm<T, Saved>
  open: boolean
  record: R | null
  toValues: (record: R | null) => DefaultValues<T>
  save: (values: Saved) => Promise<unknown>
  onSaved: () => void
}) {
  const { form, open, record } = options
  const { reset, clearServerError } = form
  const toValues = useRef(options.toValues)
  toValues.current = options.toValues

  useEffect(() => {
    if (!open) return
    clearServerError()
    reset(toValues.current(record))
  }, [open, record, reset, clearServerError])

  const onSubmit = form.handleSubmit(async (values) => {
    clearServerError()
    try {
      await options.save(values)
      options.onSaved()
    } catch (error) {
      form.failWith(error)
    }
  })
  return { formError: form.serverError, onSubmit }
}

/** The dialog around it: title, the error, the fields, Cancel and Save. */
export function RulesDialog(props: {
  open: boolean
  /** Names the dialog (`<id>-title`). */
  id: string
  title: string
  formError: string | null
  submitting: boolean
  /** The form's submit handler (it prevents the browser's own submit). */
  onSubmit: (event: FormEvent) => void
  onClose: () => void
  children: ReactNode
}) {
  const { t } = useTranslation()
  return (
    <Dialog
      open={props.open}
      onClose={props.onClose}
      maxWidth="md"
      fullWidth
      aria-labelledby={`${props.id}-title`}
    >
      <form noValidate onSubmit={props.onSubmit}>
        <DialogTitle id={`${props.id}-title`}>{props.title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {props.formError && <Alert severity="error">{props.formError}</Alert>}
            {props.children}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={props.onClose}>{t('list.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={props.submitting}>
            {t('list.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  )
}

/** A multiple choice of named records (roles, permissions) kept in the form as their ids. */
export function NamedChoiceField<T extends FieldValues>(props: {
  control: Control<T>
  name: FieldPath<T>
  id: string
  label: string
  options: { id: number; name: string }[]
  /** The field's path in the API's error answer. */
  errorField?: string
  helperText?: string
}) {
  const { fieldText } = useErrorText('roles')
  return (
    <Controller
      control={props.control}
      name={props.name}
      render={({ field, fieldState }) => (
        <Autocomplete
          multiple
          id={props.id}
          options={props.options}
          getOptionLabel={(option) => option.name}
          value={props.options.filter((option) => (field.value as number[] | undefined)?.includes(option.id))}
          onChange={(_event, chosen) => field.onChange(chosen.map((option) => option.id))}
          renderInput={(params) => (
            <TextField
              {...params}
              label={props.label}
              size="small"
              error={Boolean(fieldState.error)}
              helperText={
                fieldState.error
                  ? fieldText(fieldState.error.message, props.errorField ?? field.name)
                  : props.helperText
              }
            />
          )}
        />
      )}
    />
  )
}

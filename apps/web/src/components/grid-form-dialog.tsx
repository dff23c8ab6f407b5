import Box from '@mui/material/Box'
import type { ReactNode } from 'react'
import type { FieldValues } from 'react-hook-form'
import { FieldGrid, type ContractForm, type GridFieldSpec } from './form'
import { FormDialog } from './form-dialog'

/**
 * A form dialog whose body is one field grid (a promise, a contact, a funder or line, a blacklist entry, a
 * reminder rule, an accounting request): `send` makes the call and what follows it (close, tell the screen);
 * a refusal lands on the form's fields or its alert. `intro` sits above the grid, `footer` below it, and
 * `children` go inside the grid.
 */
export function GridFormDialog<Input extends FieldValues, Output extends FieldValues>(props: {
  form: ContractForm<Input, Output>
  title: string
  submitLabel: string
  namespace: string
  fields: readonly GridFieldSpec<Input>[]
  idPrefix: string
  send: (values: Output) => Promise<void>
  onClose: () => void
  /** Busy while this is true; the form's own submitting state by default. */
  busy?: boolean
  intro?: ReactNode
  footer?: ReactNode
  children?: ReactNode
}) {
  const { form } = props
  const submit = form.handleSubmit(async (values) => {
    form.clearServerError()
    try {
      await props.send(values)
    } catch (failure) {
      form.failWith(failure)
    }
  })
  return (
    <FormDialog
      open
      title={props.title}
      submitLabel={props.submitLabel}
      busy={props.busy ?? form.formState.isSubmitting}
      error={form.serverError}
      onSubmit={(event) => void submit(event)}
      onClose={props.onClose}
    >
      <Box sx={{ pt: 1 }}>
        {props.intro}
        <FieldGrid
          control={form.control}
          namespace={props.namespace}
          fields={props.fields}
          idPrefix={props.idPrefix}
        >
          {props.children}
        </FieldGrid>
        {props.footer}
      </Box>
    </FormDialog>
  )
}

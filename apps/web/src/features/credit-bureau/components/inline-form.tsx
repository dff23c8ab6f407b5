import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import type { ReactNode } from 'react'
import type { FieldValues } from 'react-hook-form'
import type { ContractForm } from '../../../components/form'

/**
 * A bureau form set in one row of the panel (the consent, a forced pull): submits the form's checked body
 * through `send`, and tells a refusal on its field or, when it belongs to none, in words below the row.
 */
export function InlineForm<Input extends FieldValues, Output extends FieldValues>(props: {
  label: string
  form: ContractForm<Input, Output>
  send: (body: Output) => Promise<unknown>
  children: ReactNode
}) {
  const { form } = props
  const submit = form.handleSubmit(async (body) => {
    form.clearServerError()
    try {
      await props.send(body)
    } catch (error) {
      form.failWith(error)
    }
  })
  return (
    <Box
      component="form"
      noValidate
      aria-label={props.label}
      onSubmit={(event) => void submit(event)}
      sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}
    >
      {props.children}
      {form.serverError && (
        <Alert severity="error" sx={{ width: '100%' }}>
          {form.serverError}
        </Alert>
      )}
    </Box>
  )
}

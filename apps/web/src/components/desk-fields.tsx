import MenuItem from '@mui/material/MenuItem'
import TextField from '@mui/material/TextField'
import { useState } from 'react'
import { placeFieldErrors, useErrorText } from '../lib/error-text'

/*
 * What is left of the desk's hand-built form pieces (issue 37): the desk's and the committee's forms are on the
 * form kit (`components/form`: FormPanel, FormEnd, FormField, CheckboxListField, `form.failWith`) and the
 * loading state is `components/query-state`. Only field visits' research panel and request forms and the
 * application file's validation panel still import from here; this file goes when they move onto the kit.
 */
export { FormEnd, FormPanel as DeskForm } from './form'
export { QueryState } from './query-state'

interface ChoiceProps {
  id: string
  label: string
  value: string
  options: ReadonlyArray<{ value: string; label: string }>
  onChange: (value: string) => void
  error?: string | undefined
}

/** A labelled single choice (the kit's select is `FormField` with `options`). */
export function ChoiceField({ id, label, value, options, onChange, error }: ChoiceProps) {
  return (
    <TextField
      select
      fullWidth
      id={id}
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={Boolean(error)}
      helperText={error}
    >
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  )
}

/** A form's failure state by hand (the kit's is `form.failWith` and `form.serverError`). */
export function useDeskErrors(namespace: string) {
  const { fieldText, callText } = useErrorText(namespace)
  const [fields, setFields] = useState<Record<string, string>>({})
  const [message, setMessage] = useState<string | null>(null)
  return {
    message,
    fieldError: (name: string) => fields[name],
    clear: () => (setFields({}), setMessage(null)),
    fail: (error: unknown) => {
      const next: Record<string, string> = {}
      const placed = placeFieldErrors(error, (field, entry) => {
        next[field] = fieldText(entry, field)
        return true
      })
      setFields(next)
      setMessage(placed ? null : callText(error))
    },
  }
}

interface TextProps {
  id: string
  label: string
  value: string
  onChange: (value: string) => void
  error?: string | undefined
}

/** A free-text box of up to 2,000 characters (the kit's is `FormField` with `multiline`). */
export function LongTextField({ id, label, value, onChange, error }: TextProps) {
  return (
    <TextField
      fullWidth
      multiline
      minRows={2}
      id={id}
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={Boolean(error)}
      helperText={error}
      sx={{ mt: 2 }}
      slotProps={{ htmlInput: { maxLength: 2000 } }}
    />
  )
}

import Checkbox from '@mui/material/Checkbox'
import FormControl from '@mui/material/FormControl'
import FormControlLabel from '@mui/material/FormControlLabel'
import FormHelperText from '@mui/material/FormHelperText'
import Switch from '@mui/material/Switch'
import type { ReactNode } from 'react'
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form'
import { useErrorText } from '../../lib/error-text'

/** The form kit's checkbox (or switch): a boolean of the form, its error worded by `useErrorText` in the feature's namespace. */
export function CheckboxField<T extends FieldValues, O extends FieldValues = T>(props: {
  /** The form's control; `O` is what its resolver submits (the contract's output). */
  control: Control<T, unknown, O>
  name: FieldPath<T>
  label: ReactNode
  namespace?: string
  disabled?: boolean
  /** A switch where the choice takes effect like a setting (active, enabled); a checkbox by default. */
  variant?: 'checkbox' | 'switch'
}) {
  const Toggle = props.variant === 'switch' ? Switch : Checkbox
  const { fieldText } = useErrorText(props.namespace)
  return (
    <Controller
      control={props.control}
      name={props.name}
      render={({ field, fieldState }) => (
        <FormControl error={Boolean(fieldState.error)}>
          <FormControlLabel
            label={props.label}
            disabled={props.disabled}
            control={
              <Toggle
                name={field.name}
                checked={Boolean(field.value)}
                onChange={(event) => field.onChange(event.target.checked)}
                onBlur={field.onBlur}
                inputRef={field.ref}
              />
            }
          />
          {fieldState.error && (
            <FormHelperText>{fieldText(fieldState.error.message, field.name)}</FormHelperText>
          )}
        </FormControl>
      )}
    />
  )
}

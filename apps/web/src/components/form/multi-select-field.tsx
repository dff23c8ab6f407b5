import MenuItem from '@mui/material/MenuItem'
import TextField from '@mui/material/TextField'
import { useId } from 'react'
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form'
import { useErrorText } from '../../lib/error-text'
import type { FieldOption } from './form-field'

/**
 * The form kit's select of several values (an audience's stages and products): a list of the chosen option
 * values, shown as their labels joined; its error worded by `useErrorText` in the feature's namespace.
 * Imported by path (not in the index).
 */
export function MultiSelectField<T extends FieldValues, O extends FieldValues = T>(props: {
  /** The form's control; `O` is what its resolver submits (the contract's output). */
  control: Control<T, unknown, O>
  name: FieldPath<T>
  label: string
  options: readonly FieldOption[]
  namespace?: string
  helperText?: string
  disabled?: boolean
}) {
  const { fieldText } = useErrorText(props.namespace)
  const id = `${useId()}-${props.name}`
  const labelOf = (value: unknown) =>
    props.options.find((option) => option.value === value)?.label ?? String(value)
  return (
    <Controller
      control={props.control}
      name={props.name}
      render={({ field, fieldState }) => {
        const value: unknown = field.value
        return (
          <TextField
            select
            fullWidth
            size="small"
            id={id}
            name={field.name}
            label={props.label}
            disabled={props.disabled}
            value={Array.isArray(value) ? value : []}
            onChange={(event) => {
              const picked: unknown = event.target.value
              // MUI hands a multiple select's autofill as one comma-joined text.
              field.onChange(typeof picked === 'string' ? picked.split(',') : picked)
            }}
            onBlur={field.onBlur}
            inputRef={field.ref}
            error={Boolean(fieldState.error)}
            helperText={fieldState.error ? fieldText(fieldState.error.message, field.name) : props.helperText}
            slotProps={{
              select: {
                multiple: true,
                renderValue: (picked) => (Array.isArray(picked) ? picked.map(labelOf).join(', ') : ''),
              },
            }}
          >
            {props.options.map((option) => (
              <MenuItem key={option.value} value={option.value}>
                {option.label}
              </MenuItem>
            ))}
          </TextField>
        )
      }}
    />
  )
}

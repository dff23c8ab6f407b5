import MenuItem from '@mui/material/MenuItem'
import TextField, { type TextFieldProps } from '@mui/material/TextField'
import { useId } from 'react'
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form'
import { useErrorText } from './use-error-text'

type FieldProps<T extends FieldValues> = {
  control: Control<T>
  name: FieldPath<T>
  label: string
} & Pick<TextFieldProps, 'type' | 'autoComplete' | 'required' | 'disabled' | 'helperText'> & {
    inputMode?: 'email' | 'numeric' | 'text' | 'tel'
  }

/** A react-hook-form text field; its error (a contracts validator text, in Spanish) shows below it. */
export function RhfTextField<T extends FieldValues>({
  control,
  name,
  label,
  inputMode,
  helperText,
  ...rest
}: FieldProps<T>) {
  const { fieldText } = useErrorText()
  const id = `${useId()}-${name}`
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          {...rest}
          fullWidth
          size="small"
          id={id}
          name={field.name}
          value={field.value ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          label={label}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error ? fieldText(fieldState.error.message) : helperText}
          slotProps={{ htmlInput: { inputMode } }}
        />
      )}
    />
  )
}

export interface Option {
  value: string | number
  label: string
}

type SelectProps<T extends FieldValues> = FieldProps<T> & {
  options: Option[]
  /** Number fields (user ids) keep numbers in the form. */
  numeric?: boolean
  onPicked?: (value: string | number) => void
}

/** A react-hook-form select over catalog options. */
export function RhfSelect<T extends FieldValues>({
  control,
  name,
  label,
  options,
  numeric,
  onPicked,
  required,
  disabled,
}: SelectProps<T>) {
  const { fieldText } = useErrorText()
  const id = `${useId()}-${name}`
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          select
          fullWidth
          size="small"
          id={id}
          name={field.name}
          required={required}
          disabled={disabled}
          value={field.value ?? ''}
          onChange={(event) => {
            const raw = event.target.value
            const value = numeric ? Number(raw) : raw
            field.onChange(value)
            onPicked?.(value)
          }}
          onBlur={field.onBlur}
          inputRef={field.ref}
          label={label}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error ? fieldText(fieldState.error.message) : undefined}
        >
          {options.map((option) => (
            <MenuItem key={option.value} value={option.value}>
              {option.label}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  )
}

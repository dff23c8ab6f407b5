import MenuItem from '@mui/material/MenuItem'
import TextField from '@mui/material/TextField'
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form'
import { useErrorText } from './use-error-text'

interface Props<T extends FieldValues> {
  control: Control<T>
  name: FieldPath<T>
  label: string
  type?: string
  autoComplete?: string
  multiline?: boolean
  options?: { value: string; label: string }[]
  inputMode?: 'numeric' | 'text'
}

/** A text field or select bound to react-hook-form, with its error translated. */
export function FormField<T extends FieldValues>(props: Props<T>) {
  const { fieldText } = useErrorText()
  return (
    <Controller
      control={props.control}
      name={props.name}
      render={({ field, fieldState }) => (
        <TextField
          {...field}
          value={field.value ?? ''}
          id={`account-${props.name}`}
          label={props.label}
          type={props.type}
          autoComplete={props.autoComplete}
          multiline={props.multiline}
          minRows={props.multiline ? 3 : undefined}
          select={Boolean(props.options)}
          fullWidth
          size="small"
          error={Boolean(fieldState.error)}
          helperText={fieldState.error ? fieldText(fieldState.error.message) : undefined}
          slotProps={{ htmlInput: { inputMode: props.inputMode } }}
        >
          {props.options?.map((option) => (
            <MenuItem key={option.value} value={option.value}>
              {option.label}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  )
}

import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form'
import { TextInputField, type TextInputFieldProps } from './text-input-field'

type Props<T extends FieldValues> = {
  control: Control<T>
  name: FieldPath<T>
} & Omit<TextInputFieldProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'inputRef' | 'error'>

/** A react-hook-form text field: `TextInputField` bound to the form's state and errors. */
export function FormTextField<T extends FieldValues>({ control, name, ...rest }: Props<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextInputField
          {...rest}
          name={field.name}
          value={(field.value as string | undefined) ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={fieldState.error?.message}
        />
      )}
    />
  )
}

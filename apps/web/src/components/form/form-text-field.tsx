import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form'
import { TextInputField, type TextInputFieldProps } from './text-input-field'

type Props<T extends FieldValues> = {
  control: Control<T>
  name: FieldPath<T>
} & Omit<TextInputFieldProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'inputRef' | 'error'>

/**
 * The light react-hook-form text field of the sign-in and account-recovery pages: `TextInputField` (no MUI
 * TextField, so no Select/Menu/Modal in their JavaScript; a password can be shown) bound to the form. Not in
 * the kit's index on purpose: import it by path, so the sign-in page never pulls the full kit.
 */
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

import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form'
import { TextInputField, type TextInputFieldProps } from './text-input-field'

type Props<T extends FieldValues, O extends FieldValues> = {
  /** The form's control; `O` is what its resolver submits (the contract's output). */
  control: Control<T, unknown, O>
  name: FieldPath<T>
} & Omit<TextInputFieldProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'inputRef' | 'error'>

/**
 * The light react-hook-form text field of the sign-in and account-recovery pages: `TextInputField` (no MUI
 * TextField, so no Select/Menu/Modal in their JavaScript; a password can be shown) bound to the form. Not in
 * the kit's index on purpose: import it by path, so the sign-in page never pulls the full kit.
 */
export function FormTextField<T extends FieldValues, O extends FieldValues = T>({
  control,
  name,
  ...rest
}: Props<T, O>) {
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

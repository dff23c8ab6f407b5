import Grid from '@mui/material/Grid'
import type { ReactNode } from 'react'
import type { Control, FieldPath, FieldValues } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { CheckboxField } from './checkbox-field'
import { FormField, type FieldOption, type FormFieldKind } from './form-field'

/** How much of a row a field takes from the breakpoint up (below it, every field takes the whole row). */
export type FieldSize = 'full' | 'half' | 'third'

/** One field of a form, declared: what `FieldGrid` renders as a grid cell with its kit field. */
export type GridFieldSpec<T extends FieldValues = FieldValues> = FieldSpecOf<FieldPath<T>>

/** A field spec by its form path (the form's paths, rather than its values, so a form's input and output types alike fit). */
interface FieldSpecOf<Name extends string> {
  name: Name
  /** i18n key of the label, in the grid's namespace. */
  labelKey: string
  /** 'full' when left out. */
  size?: FieldSize
  /**
   * text (default); select (needs `options`); date; datetime (datetime-local, the reader's clock); money (pesos
   * typed, centavos held); checkbox or switch (a boolean); readonly (the value shown as a text field that cannot be
   * edited, e.g. a recipient fixed by the record). A text field with `options` is a select as well.
   */
  kind?: 'text' | 'select' | 'date' | 'datetime' | 'money' | 'checkbox' | 'switch' | 'readonly'
  required?: boolean
  disabled?: boolean
  /** Not editable though enabled (focusable, read aloud); `kind: 'readonly'` is a text field that always is. */
  readOnly?: boolean
  type?: 'email' | 'tel' | 'password' | 'number' | 'text'
  inputMode?: 'email' | 'numeric' | 'decimal' | 'text' | 'tel'
  autoComplete?: string
  multiline?: boolean
  /** The choices of a select: options, or bare values labelled by `optionKey`. */
  options?: readonly (FieldOption | string | number)[]
  /** i18n key prefix of bare option values' labels (`<optionKey>.<value>`); without it the value is shown. */
  optionKey?: string
  /** A select over numbers (ids) keeps numbers in the form. */
  numeric?: boolean
  /** Called with the picked value of a select. */
  onPicked?: (value: string | number) => void
  /** i18n key of the helper text under the field, in the grid's namespace. */
  helperKey?: string
  /** Where its errors are worded (`fieldErrors.<errorField>.<code>`), when that differs from `name`. */
  errorField?: string
}

const columns: Record<FieldSize, number> = { full: 12, half: 6, third: 4 }

/** The `FormField` input of a spec's kind (a select, a read-only text and a plain text are all its text kind). */
const fieldKindOf = (kind: GridFieldSpec['kind']): FormFieldKind =>
  kind === 'date' || kind === 'datetime' || kind === 'money' ? kind : 'text'

/**
 * A form's fields from their specs: a MUI grid of `FormField`s and `CheckboxField`s bound to the form's
 * `control`, labels and errors worded in the feature's i18n `namespace`. Children follow the fields inside
 * the grid (wrap them in a `Grid size={12}`).
 */
export function FieldGrid<T extends FieldValues, O extends FieldValues = T>(props: {
  /** The form's control; `O` is what its resolver submits (the contract's output). */
  control: Control<T, unknown, O>
  namespace: string
  fields: readonly GridFieldSpec<T>[]
  /** Each input's id is `<idPrefix>-<name>` (stable for labels and tests); else a generated one. */
  idPrefix?: string
  /** Disables every field. */
  disabled?: boolean
  /** Where fields stop taking the whole row: 'sm' (dialogs, default) or 'md' (full pages). */
  breakpoint?: 'sm' | 'md'
  spacing?: number
  children?: ReactNode
}) {
  const { t } = useTranslation(props.namespace)
  const breakpoint = props.breakpoint ?? 'sm'
  return (
    <Grid container spacing={props.spacing ?? 2}>
      {props.fields.map((spec) => {
        const size = { xs: 12, [breakpoint]: columns[spec.size ?? 'full'] }
        const label = t(spec.labelKey)
        const disabled = props.disabled || spec.disabled
        const options = spec.options?.map((option) =>
          typeof option === 'object'
            ? option
            : { value: option, label: spec.optionKey ? t(`${spec.optionKey}.${option}`) : String(option) },
        )
        if (spec.kind === 'checkbox' || spec.kind === 'switch') {
          return (
            <Grid key={spec.name} size={size} sx={{ display: 'flex', alignItems: 'center' }}>
              <CheckboxField
                control={props.control}
                name={spec.name}
                label={label}
                namespace={props.namespace}
                disabled={disabled}
                variant={spec.kind}
              />
            </Grid>
          )
        }
        return (
          <Grid key={spec.name} size={size}>
            <FormField
              control={props.control}
              name={spec.name}
              label={label}
              namespace={props.namespace}
              idPrefix={props.idPrefix}
              kind={fieldKindOf(spec.kind)}
              readOnly={spec.readOnly || spec.kind === 'readonly'}
              options={spec.kind === 'select' ? (options ?? []) : options}
              numeric={spec.numeric}
              onPicked={spec.onPicked}
              required={spec.required}
              disabled={disabled}
              type={spec.type}
              inputMode={spec.inputMode}
              autoComplete={spec.autoComplete}
              multiline={spec.multiline}
              helperText={spec.helperKey ? t(spec.helperKey) : undefined}
              errorField={spec.errorField}
            />
          </Grid>
        )
      })}
      {props.children}
    </Grid>
  )
}

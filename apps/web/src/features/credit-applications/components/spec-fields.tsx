import Grid from '@mui/material/Grid'
import Typography from '@mui/material/Typography'
import { type Control, type FieldValues, type Path } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { FormField } from '../../../components/form'
import { formatField, getPath, type FieldSpec } from './field-specs'
import { formatMoney } from './format'

interface SpecFieldsProps<T extends FieldValues> {
  control: Control<T>
  specs: FieldSpec[]
  /** i18n group of the labels: fields.<group>.<name>. */
  group: string
  /** Prefix of the form paths (e.g. 'applicant' in the capture form). */
  prefix?: string
  disabled?: boolean
}

export function useOptionLabel() {
  const { t } = useTranslation('applications')
  return (spec: FieldSpec, value: string | number) =>
    spec.optionGroup ? t(`options.${spec.optionGroup}.${value}`) : String(value)
}

/** The editable fields of a section, laid out two per row. */
export function SpecFields<T extends FieldValues>(props: SpecFieldsProps<T>) {
  const { t } = useTranslation('applications')
  const optionLabel = useOptionLabel()
  return (
    <Grid container spacing={2}>
      {props.specs.map((spec) => {
        const name = (props.prefix ? `${props.prefix}.${spec.name}` : spec.name) as Path<T>
        const label = t(`fields.${props.group}.${spec.name}`)
        return (
          <Grid key={spec.name} size={{ xs: 12, sm: spec.wide || spec.kind === 'textarea' ? 12 : 6 }}>
            <FormField
              control={props.control}
              name={name}
              label={label}
              namespace="applications"
              idPrefix="field"
              disabled={props.disabled}
              kind={spec.kind === 'date' ? 'date' : 'text'}
              multiline={spec.kind === 'textarea'}
              inputMode={['int', 'money', 'percent'].includes(spec.kind) ? 'decimal' : undefined}
              options={
                spec.kind === 'select'
                  ? (spec.options ?? []).map((option) => ({
                      value: String(option),
                      label: optionLabel(spec, option),
                    }))
                  : undefined
              }
            />
          </Grid>
        )
      })}
    </Grid>
  )
}

/** The same fields, read-only: label over value. */
export function SpecValues(props: { specs: FieldSpec[]; group: string; data: unknown }) {
  const { t, i18n } = useTranslation('applications')
  const optionLabel = useOptionLabel()
  const show = (spec: FieldSpec) => {
    const value = getPath(props.data, spec.name)
    if (value === undefined || value === null || value === '') return '—'
    if (spec.kind === 'money' && typeof value === 'number') return formatMoney(value)
    if (spec.kind === 'percent' && typeof value === 'number')
      return `${new Intl.NumberFormat(i18n.language).format(value / 100)} %`
    if (spec.kind === 'select') return optionLabel(spec, value as string)
    return formatField(spec, value)
  }
  return (
    <Grid container spacing={2}>
      {props.specs.map((spec) => (
        <Grid key={spec.name} size={{ xs: 12, sm: spec.wide || spec.kind === 'textarea' ? 12 : 6 }}>
          <Typography variant="caption" color="text.secondary" component="div">
            {t(`fields.${props.group}.${spec.name}`)}
          </Typography>
          <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{show(spec)}</Typography>
        </Grid>
      ))}
    </Grid>
  )
}

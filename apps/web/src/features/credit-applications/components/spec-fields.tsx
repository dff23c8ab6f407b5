import Grid from '@mui/material/Grid'
import Typography from '@mui/material/Typography'
import { type Control, type FieldValues, type Path } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { FieldGrid, type GridFieldSpec } from '../../../components/form'
import { formatField, getPath, type FieldSpec } from './field-specs'
import { formatDate, formatMoney, formatPercent } from '../../../lib/format'

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
    spec.optionGroup
      ? t(`options.${spec.optionGroup}.${value}`)
      : (spec.optionName?.(String(value)) ?? String(value))
}

/** The editable fields of a section, laid out two per row: the feature's specs in the kit's `FieldGrid`. */
export function SpecFields<T extends FieldValues>(props: SpecFieldsProps<T>) {
  const fields = props.specs.map((spec): GridFieldSpec<T> => ({
    name: (props.prefix ? `${props.prefix}.${spec.name}` : spec.name) as Path<T>,
    labelKey: `fields.${props.group}.${spec.name}`,
    size: spec.wide || spec.kind === 'textarea' ? 'full' : 'half',
    // The form holds texts (pesos, percent); `payloadResolver` converts them, so money is a text field here.
    kind: spec.kind === 'date' || spec.kind === 'select' ? spec.kind : 'text',
    multiline: spec.kind === 'textarea',
    inputMode: ['int', 'money', 'percent'].includes(spec.kind) ? 'decimal' : undefined,
    options: spec.options?.map((value) =>
      spec.optionName ? { value: String(value), label: spec.optionName(String(value)) } : String(value),
    ),
    optionKey: spec.optionGroup && `options.${spec.optionGroup}`,
  }))
  return (
    <FieldGrid
      control={props.control}
      namespace="applications"
      idPrefix="field"
      disabled={props.disabled}
      fields={fields}
    />
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
      return formatPercent(value / 10_000, i18n.language, value % 100 === 0 ? 0 : value % 10 === 0 ? 1 : 2)
    if (spec.kind === 'select') return optionLabel(spec, value as string)
    // A day as Mexico writes it (30 oct 1992), never the stored ISO form (issue 38).
    if (spec.kind === 'date' && typeof value === 'string') return formatDate(value, i18n.language)
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

import {
  creditProducts,
  lineInputSchema,
  type CreditLine,
  type CreditProduct,
  type Funder,
} from '@mesa/contracts'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { useContractForm, type GridFieldSpec } from '../../../components/form'
import { useSaveLine } from '../api/funders'
import { GridFormDialog } from '../../../components/grid-form-dialog'

/** The form holds pesos as centavos and the rate as hundredths of a percent (money fields), whole numbers as text. */
interface LineValues {
  name: string
  amountCents: number | null
  annualRateBps: number | null
  termMonths: string
  validFrom: string
  validTo: string
  active: boolean
  auto: boolean
  seminuevo: boolean
  moto: boolean
  maxAmountCents: number | null
  minScore: string
  maxVehicleAgeYears: string
}
const fieldNames = [
  'name',
  'amountCents',
  'annualRateBps',
  'termMonths',
  'validFrom',
  'validTo',
  'active',
  'auto',
  'maxAmountCents',
  'minScore',
  'maxVehicleAgeYears',
] as const

/** Text as a whole number; empty is null (no limit) where allowed; anything else goes as typed for the schema to name. */
const whole = (text: string, nullable: boolean) =>
  text.trim() === '' ? (nullable ? null : text) : /^\d+$/.test(text.trim()) ? Number(text) : text
/** Where a contract path lands in this form (the products list on its first box). */
const fieldOf = (path: string) =>
  path === 'rules.products' || path.startsWith('rules.products.') ? 'auto' : path.replace(/^rules\./, '')
/** A server refusal's field, when the form shows it (else the dialog's alert tells it). */
const shownFieldOf = (path: string) => {
  const name = fieldOf(path.replace(/\.\d+$/, ''))
  return (fieldNames as readonly string[]).includes(name) ? name : null
}

/** The form's values as the contract's body: products from their boxes, whole numbers from their text. */
function toBody(values: LineValues) {
  return {
    name: values.name,
    amountCents: values.amountCents,
    annualRateBps: values.annualRateBps,
    termMonths: whole(values.termMonths, false),
    validFrom: values.validFrom,
    validTo: values.validTo,
    active: values.active,
    rules: {
      products: creditProducts.filter((product: CreditProduct) => values[product]),
      maxAmountCents: values.maxAmountCents,
      minScore: whole(values.minScore, true),
      maxVehicleAgeYears: whole(values.maxVehicleAgeYears, true),
    },
  }
}
/** The contract's schema over the converted values, each wrong field named before anything is sent. */
const lineFormSchema = z
  .custom<LineValues>()
  .transform((values): unknown => toBody(values))
  .pipe(lineInputSchema)

/** Adds a credit line to a funder or edits one: amount, rate, term, validity and the eligibility rules. */
export function LineDialog(props: { funder: Funder; line: CreditLine | null; onClose: () => void }) {
  const { t } = useTranslation('funding')
  const save = useSaveLine()
  const { line } = props
  const year = new Date().getFullYear()
  const form = useContractForm(lineFormSchema, {
    namespace: 'funding',
    checkFieldOf: fieldOf,
    serverFieldOf: shownFieldOf,
    defaultValues: {
      name: line?.name ?? '',
      amountCents: line?.amountCents ?? null,
      annualRateBps: line?.annualRateBps ?? null,
      termMonths: String(line?.termMonths ?? 60),
      validFrom: line?.validFrom ?? `${year}-01-01`,
      validTo: line?.validTo ?? `${year}-12-31`,
      active: line?.active ?? true,
      ...Object.fromEntries(
        creditProducts.map((product) => [product, line ? line.rules.products.includes(product) : true]),
      ),
      maxAmountCents: line?.rules.maxAmountCents ?? null,
      minScore: line?.rules.minScore === null || !line ? '' : String(line.rules.minScore),
      maxVehicleAgeYears:
        line?.rules.maxVehicleAgeYears === null || !line ? '' : String(line.rules.maxVehicleAgeYears),
    } as LineValues,
  })
  const fields: GridFieldSpec<LineValues>[] = [
    { name: 'name', labelKey: 'lines.fields.name', required: true },
    { name: 'amountCents', labelKey: 'lines.fields.amount', kind: 'money', size: 'half', required: true },
    {
      name: 'annualRateBps',
      labelKey: 'lines.fields.rate',
      kind: 'money',
      size: 'half',
      required: true,
      helperKey: 'lines.fields.rateHelp',
    },
    {
      name: 'termMonths',
      labelKey: 'lines.fields.term',
      size: 'third',
      inputMode: 'numeric',
      required: true,
    },
    { name: 'validFrom', labelKey: 'lines.fields.validFrom', kind: 'date', size: 'third', required: true },
    { name: 'validTo', labelKey: 'lines.fields.validTo', kind: 'date', size: 'third', required: true },
    ...creditProducts.map((product) => ({
      name: product,
      labelKey: `products.${product}`,
      kind: 'checkbox' as const,
      size: 'third' as const,
    })),
    {
      name: 'maxAmountCents',
      labelKey: 'lines.fields.maxAmount',
      kind: 'money',
      size: 'third',
      helperKey: 'lines.fields.noLimit',
    },
    {
      name: 'minScore',
      labelKey: 'lines.fields.minScore',
      size: 'third',
      inputMode: 'numeric',
      helperKey: 'lines.fields.noLimit',
    },
    {
      name: 'maxVehicleAgeYears',
      labelKey: 'lines.fields.maxAge',
      size: 'third',
      inputMode: 'numeric',
      helperKey: 'lines.fields.noLimit',
    },
    { name: 'active', labelKey: 'lines.fields.active', kind: 'switch' },
  ]
  return (
    <GridFormDialog
      form={form}
      title={line ? t('lines.edit', { name: line.name }) : t('lines.create', { funder: props.funder.name })}
      submitLabel={t('actions.save')}
      namespace="funding"
      fields={fields}
      idPrefix="line"
      send={async (values) => {
        await save.mutateAsync({
          funderId: props.funder.id,
          lineId: line?.id ?? null,
          body: line ? { ...values, version: line.version } : values,
        })
        props.onClose()
      }}
      onClose={props.onClose}
    />
  )
}

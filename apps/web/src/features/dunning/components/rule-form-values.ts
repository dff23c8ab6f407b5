import { creditProducts, dunningRuleInputSchema, type CreditProduct, type DunningRule } from '@mesa/contracts'
import { z } from 'zod'

/** The rule as its dialog holds it: the days as typed text, products as one box each. */
export interface RuleValues {
  name: string
  offsetDays: string
  channel: string
  templateId: number | ''
  letterKind: string
  auto: boolean
  seminuevo: boolean
  moto: boolean
  active: boolean
}

/** A whole number (a minus for a courtesy) from its text; anything else goes as typed for the schema to name. */
const days = (text: string) =>
  /^-?\d+$/.test(text.trim()) ? Number(text) : text.trim() === '' ? undefined : text

/** The dialog's values as the contract's body (the allies a rule lists are kept as they were). */
export const toBody = (values: RuleValues, allyIds: number[]) => ({
  name: values.name,
  offsetDays: days(values.offsetDays),
  channel: values.channel,
  templateId: values.channel === 'letter' ? null : values.templateId,
  letterKind: values.channel === 'letter' ? values.letterKind : null,
  products: creditProducts.filter((product: CreditProduct) => values[product]),
  allyIds,
  active: values.active,
})

/** The contract's schema over the converted values: each wrong field named before anything is sent. */
export const ruleFormSchema = (allyIds: number[]) =>
  z
    .custom<RuleValues>()
    .transform((values): unknown => toBody(values, allyIds))
    .pipe(dunningRuleInputSchema)

/** Where a contract path lands in the dialog (the products list on its first box). */
export const fieldOf = (path: string) => (path.startsWith('products') ? 'auto' : path)

export const valuesOf = (rule: DunningRule | null): RuleValues => ({
  name: rule?.name ?? '',
  offsetDays: rule ? String(rule.offsetDays) : '',
  channel: rule?.channel ?? '',
  templateId: rule?.templateId ?? '',
  letterKind: rule?.letterKind ?? '',
  auto: rule?.products.includes('auto') ?? false,
  seminuevo: rule?.products.includes('seminuevo') ?? false,
  moto: rule?.products.includes('moto') ?? false,
  active: rule?.active ?? true,
})

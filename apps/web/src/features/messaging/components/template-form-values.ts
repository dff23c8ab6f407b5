import {
  templateInputSchema,
  variableNumbers,
  type buttonTypes,
  type MessageTemplate,
  type TemplateInput,
} from '@mesa/contracts'
import { z } from 'zod'

/** The template form's values: every field present, the buttons as rows. */
export type TemplateValues = Omit<Required<TemplateInput>, 'buttons'> & {
  buttons: { type: (typeof buttonTypes)[number]; text: string; value: string }[]
}

export const emptyTemplate: TemplateValues = {
  name: '',
  language: 'es_MX',
  category: 'utility',
  headerFormat: 'none',
  headerText: '',
  body: '',
  examples: [],
  footer: '',
  buttons: [],
}

export const templateValues = (template: MessageTemplate): TemplateValues => ({
  name: template.name,
  language: template.language,
  category: template.category,
  headerFormat: template.headerFormat,
  headerText: template.headerText,
  body: template.body,
  examples: template.examples,
  footer: template.footer,
  buttons: template.buttons,
})

/** How many variables the body numbers ({{1}}, {{2}}, …): one example each. */
export const variableCountOf = (body: string) => new Set(variableNumbers(body)).size

/** The form as the contract reads it: one example per variable of the body as it now stands. */
export const toTemplateInput = (values: TemplateValues): TemplateValues => ({
  ...values,
  examples: Array.from({ length: variableCountOf(values.body) }, (_, index) => values.examples[index] ?? ''),
})

/** WhatsApp's limits as the contract checks them, over the examples the body asks for. */
export const templateFormSchema = z
  .custom<TemplateValues>()
  .transform((values): unknown => toTemplateInput(values))
  .pipe(templateInputSchema)

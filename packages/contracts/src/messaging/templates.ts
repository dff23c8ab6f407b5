import { z } from 'zod'
import { idParams, idSchema, versionSchema } from '../common/bounds'
import { fieldError } from '../common/errors'
import { listQuerySchema, searchTextSchema } from '../common/list-query'
import { multiLineText, singleLineText } from '../common/text'
import { listEnvelope } from '../common/list-envelope'

export const templatePaths = {
  list: '/api/v1/messaging/templates',
  item: '/api/v1/messaging/templates/:id',
  submit: '/api/v1/messaging/templates/:id/submit',
  send: '/api/v1/messaging/send-template',
} as const

export const templateCategories = ['marketing', 'utility', 'authentication'] as const
export const templateStatuses = ['draft', 'submitted', 'approved', 'rejected'] as const
export type TemplateStatus = (typeof templateStatuses)[number]
export const templateLanguages = ['es_MX', 'es', 'en_US', 'fr', 'ar'] as const
export const headerFormats = ['none', 'text', 'image', 'document'] as const
export const buttonTypes = ['quick_reply', 'url', 'phone_number'] as const

/** WhatsApp Business limits (Meta's template rules). */
export const TEMPLATE_LIMITS = {
  name: 512,
  headerText: 60,
  body: 1024,
  footer: 60,
  buttons: 3,
  buttonText: 25,
  buttonValue: 2000,
} as const

/** The numbers of the `{{n}}` variables of a text, in order of appearance. */
export function variableNumbers(text: string): number[] {
  return [...text.matchAll(/\{\{\s*(\d+)\s*\}\}/g)].map((match) => Number(match[1]))
}

/** Variables must be numbered 1..n without gaps (repeats allowed); answers the problem code or undefined. */
export function variableProblem(text: string): 'variables_gap' | undefined {
  const distinct = [...new Set(variableNumbers(text))].sort((a, b) => a - b)
  return distinct.every((number, index) => number === index + 1) ? undefined : 'variables_gap'
}

/** Fills `{{n}}` with values[n - 1] (an empty value leaves the placeholder visible). */
export const fillVariables = (text: string, values: readonly string[]) =>
  text.replace(/\{\{\s*(\d+)\s*\}\}/g, (whole, number: string) => values[Number(number) - 1] || whole)

const text = (max: number) => singleLineText().trim().max(max, fieldError('too_long', max))
const required = (max: number) =>
  singleLineText({ error: fieldError('required') })
    .trim()
    .min(1, fieldError('required'))
    .max(max, fieldError('too_long', max))

export const templateButtonSchema = z.object({
  type: z.enum(buttonTypes, { error: fieldError('invalid_choice') }),
  text: required(TEMPLATE_LIMITS.buttonText),
  /** The URL of a url button, the phone of a phone_number button; empty for quick replies. */
  value: text(TEMPLATE_LIMITS.buttonValue).default(''),
})

export const templateInputSchema = z
  .object({
    name: required(TEMPLATE_LIMITS.name).regex(/^[a-z0-9_]+$/, fieldError('invalid_format')),
    language: z.enum(templateLanguages, { error: fieldError('invalid_choice') }),
    category: z.enum(templateCategories, { error: fieldError('invalid_choice') }),
    headerFormat: z.enum(headerFormats, { error: fieldError('invalid_choice') }).default('none'),
    headerText: text(TEMPLATE_LIMITS.headerText).default(''),
    body: multiLineText({ error: fieldError('required') })
      .trim()
      .min(1, fieldError('required'))
      .max(TEMPLATE_LIMITS.body, fieldError('too_long', TEMPLATE_LIMITS.body)),
    /** One example per body variable, in order ({{1}} first). */
    examples: z.array(required(200)).max(20, fieldError('too_many', 20)).default([]),
    footer: text(TEMPLATE_LIMITS.footer).default(''),
    buttons: z
      .array(templateButtonSchema)
      .max(TEMPLATE_LIMITS.buttons, fieldError('too_many', TEMPLATE_LIMITS.buttons))
      .default([]),
  })
  .superRefine((template, ctx) => {
    if (variableProblem(template.body))
      ctx.addIssue({ code: 'custom', path: ['body'], message: 'variables_gap' })
    const count = new Set(variableNumbers(template.body)).size
    if (template.examples.length !== count)
      ctx.addIssue({ code: 'custom', path: ['examples'], message: fieldError('examples_count', count) })
    if (template.headerFormat === 'text' && !template.headerText)
      ctx.addIssue({ code: 'custom', path: ['headerText'], message: fieldError('required') })
    if (variableNumbers(template.headerText).length > 0)
      ctx.addIssue({ code: 'custom', path: ['headerText'], message: fieldError('invalid_format') })
    template.buttons.forEach((button, index) => {
      const ok =
        button.type === 'quick_reply' ||
        (button.type === 'url' && /^https:\/\/[^\s]+$/.test(button.value)) ||
        (button.type === 'phone_number' && /^\+\d{8,15}$/.test(button.value))
      if (!ok) ctx.addIssue({ code: 'custom', path: ['buttons', index, 'value'], message: 'invalid_format' })
    })
  })
export type TemplateInput = z.input<typeof templateInputSchema>

export const templateUpdateSchema = templateInputSchema.and(z.object({ version: versionSchema() }))

export const templateSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  language: z.enum(templateLanguages),
  category: z.enum(templateCategories),
  headerFormat: z.enum(headerFormats),
  headerText: z.string(),
  body: z.string(),
  examples: z.array(z.string()),
  footer: z.string(),
  buttons: z.array(z.object({ type: z.enum(buttonTypes), text: z.string(), value: z.string() })),
  status: z.enum(templateStatuses),
  rejectedReason: z.string().nullable(),
  version: z.number().int(),
  updatedAt: z.string(),
})
export type MessageTemplate = z.infer<typeof templateSchema>

export const templateSortKeys = ['name', 'status', 'category', 'updated'] as const
export const templateListQuerySchema = listQuerySchema(templateSortKeys).extend({
  q: searchTextSchema,
  status: z.preprocess((value) => (value === '' ? undefined : value), z.enum(templateStatuses).optional()),
})
export type TemplateListQuery = z.infer<typeof templateListQuerySchema>
export const templateListResponseSchema = listEnvelope(templateSchema)
export type TemplateListResponse = z.infer<typeof templateListResponseSchema>
export const templateIdParams = idParams

/** Send an approved template to one contact (send-template screen). */
export const sendTemplateSchema = z.object({
  templateId: idSchema(),
  contactId: idSchema(),
  variables: z.array(required(200)).max(20, fieldError('too_many', 20)).default([]),
})
export type SendTemplate = z.input<typeof sendTemplateSchema>

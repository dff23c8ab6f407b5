import { z } from 'zod'
import type { FieldValues } from 'react-hook-form'
import type { GridFieldSpec } from '../../../components/form'
import { languages } from '../../../lib/preferences'
import { stepSchemas } from '../wizards/checkout-steps'
import { email as emailRule, phone as phoneRule, requiredText } from '../wizards/wizard-rules'

/**
 * The template's dialog examples as forms: each one's zod rules (messages are error codes worded by the demo
 * namespace) and its fields. Nothing is sent: a valid form says "demo" and closes.
 */
const email = emailRule()
const phone = phoneRule()

/** A demo form: its zod rules, its starting values and its fields (values as the form holds them). */
export interface DemoForm {
  schema: z.ZodType<FieldValues, FieldValues>
  defaults: FieldValues
  fields: GridFieldSpec[]
}

export const dialogForms = {
  editUser: {
    schema: z.object({
      firstName: requiredText(60, 2),
      lastName: requiredText(60, 2),
      email,
      phone,
      language: z.enum(languages, 'invalid_choice'),
    }),
    defaults: {
      firstName: 'Ana',
      lastName: 'Ruiz',
      email: 'ana.ruiz@demo.com',
      phone: '5512345678',
      language: 'es',
    },
    fields: [
      { name: 'firstName', labelKey: 'ui.dialogs.fields.firstName', size: 'half', required: true },
      { name: 'lastName', labelKey: 'ui.dialogs.fields.lastName', size: 'half', required: true },
      { name: 'email', labelKey: 'ui.dialogs.fields.email', size: 'half', type: 'email', required: true },
      { name: 'phone', labelKey: 'ui.dialogs.fields.phone', size: 'half', type: 'tel', required: true },
      {
        name: 'language',
        labelKey: 'ui.dialogs.fields.language',
        kind: 'select',
        options: languages,
        optionKey: 'ui.dialogs.languages',
      },
    ],
  },
  shareProject: {
    schema: z.object({ email, role: z.enum(['viewer', 'editor', 'owner'], 'invalid_choice') }),
    defaults: { email: '', role: 'viewer' },
    fields: [
      {
        name: 'email',
        labelKey: 'ui.dialogs.fields.inviteEmail',
        size: 'half',
        type: 'email',
        required: true,
      },
      {
        name: 'role',
        labelKey: 'ui.dialogs.fields.role',
        kind: 'select',
        size: 'half',
        options: ['viewer', 'editor', 'owner'],
        optionKey: 'ui.dialogs.roles',
      },
    ],
  },
  addCard: {
    schema: stepSchemas.payment,
    defaults: { cardName: '', cardNumber: '', expiry: '', cvv: '' },
    fields: [
      { name: 'cardNumber', labelKey: 'ui.dialogs.fields.cardNumber', inputMode: 'numeric', required: true },
      { name: 'cardName', labelKey: 'ui.dialogs.fields.cardName', size: 'half', required: true },
      {
        name: 'expiry',
        labelKey: 'ui.dialogs.fields.expiry',
        size: 'third',
        required: true,
        helperKey: 'ui.dialogs.expiryHelp',
      },
      { name: 'cvv', labelKey: 'ui.dialogs.fields.cvv', size: 'third', inputMode: 'numeric', required: true },
    ],
  },
  referAndEarn: {
    schema: z.object({ email }),
    defaults: { email: '' },
    fields: [{ name: 'email', labelKey: 'ui.dialogs.fields.friendEmail', type: 'email', required: true }],
  },
  twoFactor: {
    schema: z.object({
      phone,
      code: z
        .string()
        .trim()
        .regex(/^\d{6}$/, 'invalid_code'),
    }),
    defaults: { phone: '', code: '' },
    fields: [
      { name: 'phone', labelKey: 'ui.dialogs.fields.phone', size: 'half', type: 'tel', required: true },
      {
        name: 'code',
        labelKey: 'ui.dialogs.fields.code',
        size: 'half',
        inputMode: 'numeric',
        required: true,
      },
    ],
  },
  createApp: {
    schema: z.object({
      appName: requiredText(60, 3),
      category: z.enum(['crm', 'ecommerce', 'analytics'], 'invalid_choice'),
      framework: z.enum(['react', 'vue', 'angular'], 'invalid_choice'),
    }),
    defaults: { appName: '', category: 'crm', framework: 'react' },
    fields: [
      { name: 'appName', labelKey: 'ui.dialogs.fields.appName', required: true },
      {
        name: 'category',
        labelKey: 'ui.dialogs.fields.category',
        kind: 'select',
        size: 'half',
        options: ['crm', 'ecommerce', 'analytics'],
        optionKey: 'ui.dialogs.categories',
      },
      {
        name: 'framework',
        labelKey: 'ui.dialogs.fields.framework',
        kind: 'select',
        size: 'half',
        options: ['react', 'vue', 'angular'],
      },
    ],
  },
} satisfies Record<string, DemoForm>

export type DialogFormName = keyof typeof dialogForms

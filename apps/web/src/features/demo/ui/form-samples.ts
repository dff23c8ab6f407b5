import { z } from 'zod'
import type { DemoForm } from './dialog-forms'
import { email, requiredText, isoDay } from '../wizards/wizard-rules'

/** The form layouts page's forms: zod rules (error codes) and field specs; nothing is sent. */

export const formSamples = {
  account: {
    schema: z
      .object({
        username: requiredText(30, 3).regex(/^[a-z0-9_.]+$/i, 'invalid_format'),
        email: email(),
        password: z.string().min(8, 'too_short:8'),
        confirm: z.string(),
      })
      .refine((form) => form.password === form.confirm, { path: ['confirm'], message: 'passwords_mismatch' }),
    defaults: { username: '', email: '', password: '', confirm: '' },
    fields: [
      { name: 'username', labelKey: 'ui.forms.fields.username', required: true, autoComplete: 'username' },
      {
        name: 'email',
        labelKey: 'ui.forms.fields.email',
        type: 'email',
        required: true,
        autoComplete: 'email',
      },
      {
        name: 'password',
        labelKey: 'ui.forms.fields.password',
        type: 'password',
        size: 'half',
        required: true,
        autoComplete: 'new-password',
      },
      {
        name: 'confirm',
        labelKey: 'ui.forms.fields.confirm',
        type: 'password',
        size: 'half',
        required: true,
        autoComplete: 'new-password',
      },
    ],
  },
  personal: {
    schema: z.object({
      firstName: requiredText(60, 2),
      lastName: requiredText(60, 2),
      country: z.enum(['MX', 'US', 'FR', 'MA'], 'invalid_choice'),
      birthDate: z.string().min(1, { message: 'required', abort: true }).pipe(isoDay()),
      budgetCents: z.number('required').int('invalid_format').min(100, 'too_small:1'),
      newsletter: z.boolean(),
      terms: z.literal(true, 'consent_required'),
    }),
    defaults: {
      firstName: '',
      lastName: '',
      country: 'MX',
      birthDate: '',
      budgetCents: null,
      newsletter: false,
      terms: false,
    },
    fields: [
      { name: 'firstName', labelKey: 'ui.forms.fields.firstName', size: 'half', required: true },
      { name: 'lastName', labelKey: 'ui.forms.fields.lastName', size: 'half', required: true },
      {
        name: 'country',
        labelKey: 'ui.forms.fields.country',
        kind: 'select',
        size: 'third',
        options: ['MX', 'US', 'FR', 'MA'],
        optionKey: 'ui.forms.countries',
      },
      {
        name: 'birthDate',
        labelKey: 'ui.forms.fields.birthDate',
        kind: 'date',
        size: 'third',
        required: true,
      },
      {
        name: 'budgetCents',
        labelKey: 'ui.forms.fields.budget',
        kind: 'money',
        size: 'third',
        required: true,
      },
      { name: 'newsletter', labelKey: 'ui.forms.fields.newsletter', kind: 'switch', size: 'half' },
      { name: 'terms', labelKey: 'ui.forms.fields.terms', kind: 'checkbox', size: 'half' },
    ],
  },
} satisfies Record<string, DemoForm>

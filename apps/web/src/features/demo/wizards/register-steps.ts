import { z } from 'zod'
import { email, phone, requiredText } from './wizard-rules'

/** The demo multi-step registration (spec §2 "multi-step register variants v1 and v2"): it creates nothing. */
export const registerPlans = ['basic', 'standard', 'enterprise'] as const

export interface RegisterValues {
  username: string
  email: string
  password: string
  confirm: string
  firstName: string
  lastName: string
  phone: string
  postalCode: string
  plan: (typeof registerPlans)[number]
  terms: boolean
}

export const registerInitialValues: RegisterValues = {
  username: '',
  email: '',
  password: '',
  confirm: '',
  firstName: '',
  lastName: '',
  phone: '',
  postalCode: '',
  plan: 'basic',
  terms: false,
}

export const registerStepSchemas = {
  account: z
    .object({
      username: z
        .string()
        .trim()
        .regex(/^[a-z0-9_.]{3,30}$/, 'invalid_format'),
      email: email(),
      password: z
        .string()
        .min(1, { message: 'required', abort: true })
        .min(10, 'too_short:10')
        .max(128, 'too_long:128'),
      confirm: z.string(),
    })
    .refine((account) => account.confirm === account.password, {
      path: ['confirm'],
      message: 'passwords_mismatch',
    }),
  personal: z.object({
    firstName: requiredText(80),
    lastName: requiredText(80),
    phone: phone(),
    postalCode: z
      .string()
      .trim()
      .regex(/^\d{5}$/, 'invalid_format'),
  }),
  plan: z.object({
    plan: z.enum(registerPlans),
    terms: z.literal(true, 'consent_required'),
  }),
} as const

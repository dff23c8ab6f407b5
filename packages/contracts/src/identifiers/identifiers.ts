import { z } from 'zod'
import { singleLineText } from '../common/text'
import { identifierKinds } from './validate'

export const identifierPaths = {
  validate: '/api/v1/identifiers/validate',
} as const

export const identifierValidateRequestSchema = z
  .object({
    kind: z.enum(identifierKinds),
    value: singleLineText().trim().max(40),
    /** A CURP state code (e.g. JC): postal codes and CURPs are checked against it. */
    state: singleLineText()
      .trim()
      .regex(/^[A-Z]{2}$/)
      .optional(),
  })
  .strict()

export const identifierValidateResponseSchema = z.object({
  valid: z.boolean(),
  errors: z.array(z.string()),
  warnings: z.array(z.string()),
  decoded: z.record(z.string(), z.unknown()),
})
export type IdentifierValidateResponse = z.infer<typeof identifierValidateResponseSchema>

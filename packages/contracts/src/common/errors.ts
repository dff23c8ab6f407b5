import { z } from 'zod'

/** Every error answer (design.md §4): a message, and for 400 the text of each wrong field. */
export const apiErrorSchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
})
export type ApiError = z.infer<typeof apiErrorSchema>

/** The spec's generic fallback text (spec §8). */
export const GENERIC_ERROR_MESSAGE = 'Something went wrong'

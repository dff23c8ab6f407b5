import { z } from 'zod'
import { creditProductSchema, stageSchema } from '../credit-applications/stages'
import { singleLineText } from '../common/text'

/**
 * The command palette's record search (Ctrl+K): applications by folio, CURP or name; allies by name or RFC;
 * users by name or e-mail. Each kind only for those who may list it, and only rows within their scope.
 */
export const recordSearchPaths = { search: '/api/v1/search/records' } as const

/** Results per kind of record. */
export const RECORD_SEARCH_LIMIT = 5

export const recordSearchQuerySchema = z.object({ q: singleLineText().trim().min(2).max(100) })

export const recordSearchResponseSchema = z.object({
  applications: z.array(
    z.object({
      id: z.number().int(),
      origin: creditProductSchema,
      folio: z.number().int(),
      applicantName: z.string(),
      curp: z.string(),
      stage: stageSchema,
    }),
  ),
  allies: z.array(z.object({ id: z.number().int(), allyName: z.string(), rfc: z.string() })),
  users: z.array(z.object({ id: z.number().int(), fullName: z.string(), email: z.string() })),
})
export type RecordSearchResponse = z.infer<typeof recordSearchResponseSchema>

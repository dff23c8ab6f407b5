import type { z } from 'zod'

/** A zod error as the API's `errors` object: each dotted field path with its entries (docs/architecture.md). */
export function fieldErrorsOf(error: z.ZodError, prefix: string[] = []): Record<string, string[]> {
  const errors: Record<string, string[]> = {}
  for (const issue of error.issues) {
    const field = [...prefix, ...issue.path.map(String)].join('.') || '_root'
    ;(errors[field] ??= []).push(issue.message)
  }
  return errors
}

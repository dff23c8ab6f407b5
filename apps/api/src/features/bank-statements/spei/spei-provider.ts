import { createHmac, timingSafeEqual } from 'node:crypto'
import {
  SPEI_SANDBOX_PROVIDER,
  SPEI_SIGNATURE_HEADER,
  speiNotificationSchema,
  type SpeiNotification,
} from '@mesa/contracts'
import type { z } from 'zod'

/** How a provider judged a request's signature: none given (401) or given and wrong (403). */
export type SignatureVerdict = 'valid' | 'missing' | 'invalid'

/**
 * A SPEI payment provider (issue 35): the party that holds the lender's concentrating account and tells Mesa
 * of each transfer received. Each provider signs its notifications its own way and words them its own way;
 * the webhook checks the signature over the raw bytes before reading anything, then parses them into the one
 * notification shape the matching takes. A real provider (STP, a bank's API) is another implementation.
 */
export interface SpeiProvider {
  id: string
  /** Whether this is a sandbox (test notifications offered on the screen, documented as not real money). */
  sandbox: boolean
  verify(rawBody: Buffer, headers: Record<string, string | string[] | undefined>): SignatureVerdict
  /** The body's notification, or the zod error naming each wrong field. */
  parse(body: unknown): z.ZodSafeParseResult<SpeiNotification>
}

const hmacOf = (secret: string, rawBody: Buffer) => createHmac('sha256', secret).update(rawBody).digest('hex')

/**
 * The sandbox provider: HMAC-SHA256 of the raw body under SPEI_SANDBOX_SECRET, in the `x-spei-signature`
 * header as `sha256=<hex>`, compared in constant time. Its notifications are the team's format
 * (speiNotificationSchema). SANDBOX: it moves no money; it exists so the webhook's whole path (signature,
 * idempotency, matching, posting) runs offline and in tests.
 */
export function sandboxSpeiProvider(secret: string): SpeiProvider & { sign(rawBody: Buffer): string } {
  return {
    id: SPEI_SANDBOX_PROVIDER,
    sandbox: true,
    sign: (rawBody) => `sha256=${hmacOf(secret, rawBody)}`,
    verify(rawBody, headers) {
      const given = headers[SPEI_SIGNATURE_HEADER]
      if (typeof given !== 'string' || given === '') return 'missing'
      const expected = Buffer.from(`sha256=${hmacOf(secret, rawBody)}`)
      const actual = Buffer.from(given.trim().toLowerCase())
      return actual.length === expected.length && timingSafeEqual(actual, expected) ? 'valid' : 'invalid'
    },
    parse: (body) => speiNotificationSchema.safeParse(body),
  }
}

import { z } from 'zod'
import { versionSchema } from '../common/bounds'
import { fieldError } from '../common/errors'
import { singleLineText } from '../common/text'

/**
 * A staff user's own mailbox account (issue 18): the IMAP server the e-mail client reads into their
 * mailbox. The password is written, never read back (the API answers `hasPassword`). Sending still goes
 * through the app's mail jobs (SMTP_URL) from the app's address: no per-user SMTP.
 */
export const emailAccountPaths = {
  account: '/api/v1/email/account',
  test: '/api/v1/email/account/test',
  sync: '/api/v1/email/account/sync',
} as const

/** pending: never read yet; ok: the last run read the folder; error: it failed (see lastError). */
export const emailAccountSyncStatuses = ['pending', 'ok', 'error'] as const
export type EmailAccountSyncStatus = (typeof emailAccountSyncStatuses)[number]

const HOST = /^[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?(\.[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?)*$/

/** The settings as the user writes them. Leaving `password` out keeps the stored one (required the first time). */
export const emailAccountInputSchema = z.object({
  imapHost: singleLineText({ error: fieldError('required') })
    .trim()
    .min(1, fieldError('required'))
    .max(253, fieldError('too_long', 253))
    .regex(HOST, fieldError('invalid_format')),
  imapPort: z
    .number({ error: fieldError('invalid_type') })
    .int(fieldError('not_integer'))
    .min(1, fieldError('too_small', 1))
    .max(65_535, fieldError('too_big', 65_535)),
  imapTls: z.boolean({ error: fieldError('invalid_type') }),
  imapUser: singleLineText({ error: fieldError('required') })
    .trim()
    .min(1, fieldError('required'))
    .max(320, fieldError('too_long', 320)),
  password: z
    .string({ error: fieldError('invalid_type') })
    .max(500, fieldError('too_long', 500))
    .optional(),
  folder: singleLineText({ error: fieldError('invalid_type') })
    .trim()
    .min(1, fieldError('required'))
    .max(200, fieldError('too_long', 200))
    .default('INBOX'),
})
export type EmailAccountInput = z.input<typeof emailAccountInputSchema>

/** Saving: the settings and, when replacing a saved account, the version read (stale: 409). */
export const emailAccountSaveSchema = emailAccountInputSchema.extend({
  // Bounded like every version: past int4 it is a 400, not the database's error (a 500).
  version: versionSchema('invalid_type').optional(),
})
export type EmailAccountSaveInput = z.input<typeof emailAccountSaveSchema>

export const emailAccountSchema = z.object({
  imapHost: z.string(),
  imapPort: z.number().int(),
  imapTls: z.boolean(),
  imapUser: z.string(),
  folder: z.string(),
  hasPassword: z.boolean(),
  syncStatus: z.enum(emailAccountSyncStatuses),
  lastError: z.string().nullable(),
  lastSyncedAt: z.string().nullable(),
  version: z.number().int(),
})
export type EmailAccount = z.infer<typeof emailAccountSchema>

export const emailAccountResponseSchema = z.object({ account: emailAccountSchema.nullable() })
export type EmailAccountResponse = z.infer<typeof emailAccountResponseSchema>

/** "Test connection": signs in and opens the folder; `error` is the server's answer when it failed. */
export const emailAccountTestResultSchema = z.object({
  ok: z.boolean(),
  error: z.string().nullable(),
  messages: z.number().int().nullable(),
})
export type EmailAccountTestResult = z.infer<typeof emailAccountTestResultSchema>

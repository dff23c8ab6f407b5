import { z } from 'zod'
import { fieldError } from '../common/errors'
import { versionSchema } from '../common/bounds'
import { multiLineText, singleLineText } from '../common/text'
import { newPasswordSchema, presenceSchema } from '../auth/auth'

/** The signed-in user's own profile (account settings, tab account). */
export const accountSchema = z.object({
  id: z.number().int(),
  fullName: z.string(),
  username: z.string(),
  email: z.string(),
  avatar: z.string().nullable(),
  contact: z.string(),
  company: z.string(),
  country: z.string(),
  language: z.string(),
  about: z.string(),
  taxId: z.string(),
  role: z.string(),
  presence: presenceSchema,
  twoFactorEnabled: z.boolean(),
  version: z.number().int(),
})
export type Account = z.infer<typeof accountSchema>

export const updateAccountRequestSchema = z.object({
  fullName: singleLineText().trim().min(2, fieldError('too_short', 2)).max(120),
  contact: singleLineText().trim().max(30).default(''),
  company: singleLineText().trim().max(120).default(''),
  country: singleLineText().trim().max(60).default(''),
  language: z.enum(['es', 'en', 'fr', 'ar']).default('es'),
  about: multiLineText().trim().max(1000).default(''),
  taxId: singleLineText().trim().max(20).default(''),
  version: versionSchema(),
})
export type UpdateAccountRequest = z.output<typeof updateAccountRequestSchema>

export const changePasswordRequestSchema = z
  .object({
    currentPassword: z.string().min(1, fieldError('required')).max(128),
    newPassword: newPasswordSchema,
  })
  .refine((body) => body.currentPassword !== body.newPassword, {
    path: ['newPassword'],
    message: fieldError('same_password'),
  })
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>

export const accountSessionSchema = z.object({
  id: z.string(),
  userAgent: z.string(),
  ip: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string(),
  current: z.boolean(),
})
export type AccountSession = z.infer<typeof accountSessionSchema>
export const accountSessionsResponseSchema = z.object({ sessions: z.array(accountSessionSchema) })

export const twoFactorSetupResponseSchema = z.object({
  secret: z.string(),
  otpauthUrl: z.string(),
  /** The otpauth URL as a QR code image (data: URL). */
  qrCode: z.string(),
})
/** Setting up or turning on two-step sign-in asks for the current password again (ASVS 5.0 V7.5.1). */
const currentPasswordSchema = z.string().min(1, fieldError('required')).max(128)
export const twoFactorSetupRequestSchema = z.object({ currentPassword: currentPasswordSchema })
export const twoFactorCodeRequestSchema = z.object({
  currentPassword: currentPasswordSchema,
  code: singleLineText()
    .trim()
    .regex(/^\d{6}$/, fieldError('invalid_format')),
})
export type TwoFactorCodeRequest = z.infer<typeof twoFactorCodeRequestSchema>
export const twoFactorEnableResponseSchema = z.object({ recoveryCodes: z.array(z.string()) })
export const twoFactorDisableRequestSchema = z.object({
  password: z.string().min(1, fieldError('required')).max(128),
})

export const presenceRequestSchema = z.object({ presence: presenceSchema })

export const agentStatusSchema = z.object({
  id: z.number().int(),
  fullName: z.string(),
  email: z.string(),
  role: z.string(),
  avatar: z.string().nullable(),
  presence: presenceSchema,
  presenceUpdatedAt: z.string().nullable(),
})
export type AgentStatus = z.infer<typeof agentStatusSchema>
export const agentStatusResponseSchema = z.object({ agents: z.array(agentStatusSchema) })

/** POST /api/v1/account/avatar: where the new picture is served. */
export const avatarResponseSchema = z.object({ avatar: z.string() })

/** Where the API serves uploaded pictures: `<prefix><shard>/<uuid>.<ext>` (the user's `avatar` field). */
export const AVATAR_URL_PREFIX = '/api/v1/avatars/'

/** The signed-in user's own account endpoints (full paths, see index.ts "API paths"). */
export const accountPaths = {
  account: '/api/v1/account',
  avatar: '/api/v1/account/avatar',
  avatarFile: `${AVATAR_URL_PREFIX}:shard/:file`,
  password: '/api/v1/account/password',
  sessions: '/api/v1/account/sessions',
  session: '/api/v1/account/sessions/:sessionId',
  twoFactorSetup: '/api/v1/account/two-factor/setup',
  twoFactorEnable: '/api/v1/account/two-factor/enable',
  twoFactorDisable: '/api/v1/account/two-factor/disable',
  presence: '/api/v1/account/presence',
  agentStatus: '/api/v1/agent-status',
} as const

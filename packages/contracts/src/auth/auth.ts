import { z } from 'zod'
import { fieldError } from '../common/errors'
import { singleLineText } from '../common/text'
import { abilityRuleSchema } from '../permissions/permissions'

/** Passwords: at least 8 characters (NIST SP 800-63B), at most 128 so hashing stays bounded. */
export const newPasswordSchema = z.string().min(8, fieldError('too_short', 8)).max(128)

export const loginRequestSchema = z.object({
  email: singleLineText().trim().min(1, fieldError('required')).max(254).email(fieldError('invalid_email')),
  // Existing passwords are checked, not re-validated: the demo accounts use short ones.
  password: z.string().min(1, fieldError('required')).max(128),
})
export type LoginRequest = z.infer<typeof loginRequestSchema>

export const userStatuses = ['active', 'inactive', 'pending'] as const
export const userStatusSchema = z.enum(userStatuses)
export type UserStatus = z.infer<typeof userStatusSchema>

/** The signed-in user as the client keeps it: no password, no abilityRules, with its role (spec §3, §7). */
export const userDataSchema = z.object({
  id: z.number().int(),
  fullName: z.string(),
  username: z.string(),
  email: z.string(),
  avatar: z.string().nullable(),
  role: z.string(),
})
export type UserData = z.infer<typeof userDataSchema>

export const sessionResponseSchema = z.object({
  accessToken: z.string(),
  refreshToken: z.string(),
  userAbilityRules: z.array(abilityRuleSchema),
  userData: userDataSchema,
})
export type SessionResponse = z.infer<typeof sessionResponseSchema>

/** When two-step sign-in is on, login answers this instead of tokens; the code goes to /two-steps. */
export const twoStepChallengeSchema = z.object({
  twoStepRequired: z.literal(true),
  challengeToken: z.string(),
})
export type TwoStepChallenge = z.infer<typeof twoStepChallengeSchema>

export const loginResponseSchema = z.union([sessionResponseSchema, twoStepChallengeSchema])
export type LoginResponse = z.infer<typeof loginResponseSchema>

export const twoStepRequestSchema = z.object({
  challengeToken: singleLineText().min(1, fieldError('required')).max(2048),
  code: singleLineText().trim().min(6, fieldError('invalid_format')).max(32, fieldError('invalid_format')),
})
export type TwoStepRequest = z.infer<typeof twoStepRequestSchema>

export const refreshRequestSchema = z.object({
  refresh_token: singleLineText().min(1, fieldError('required')).max(512),
})
export type RefreshRequest = z.infer<typeof refreshRequestSchema>

export const meResponseSchema = z.object({
  userData: userDataSchema,
  userAbilityRules: z.array(abilityRuleSchema),
})

export const registerRequestSchema = z.object({
  fullName: singleLineText().trim().min(2, fieldError('too_short', 2)).max(120),
  email: singleLineText().trim().max(254).email(fieldError('invalid_email')),
  password: newPasswordSchema,
})
export type RegisterRequest = z.infer<typeof registerRequestSchema>

export const forgotPasswordRequestSchema = z.object({
  email: singleLineText().trim().max(254).email(fieldError('invalid_email')),
})
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordRequestSchema>

export const resetPasswordRequestSchema = z.object({
  token: singleLineText().min(1, fieldError('required')).max(512),
  password: newPasswordSchema,
})
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>

export const verifyEmailRequestSchema = z.object({
  token: singleLineText().min(1, fieldError('required')).max(512),
})

export const messageResponseSchema = z.object({ message: z.string() })

/** The login error text of spec §8. */
export const INVALID_CREDENTIALS_MESSAGE = 'Invalid email or password'

/** Where the web app opens links sent by e-mail. */
export const authLinks = {
  resetPassword: '/pages/authentication/reset-password-v2',
  verifyEmail: '/pages/authentication/verify-email-v2',
} as const

/** API paths of authentication; the first two are the spec's exact paths (§7). */
export const authPaths = {
  login: '/api/v1/allies/login/',
  refresh: '/api/v1/allies/refresh_token/',
  twoSteps: '/api/v1/auth/two-steps',
  logout: '/api/v1/auth/logout',
  me: '/api/v1/auth/me',
  register: '/api/v1/auth/register',
  verifyEmail: '/api/v1/auth/verify-email',
  forgotPassword: '/api/v1/auth/forgot-password',
  resetPassword: '/api/v1/auth/reset-password',
  /** @deprecated use `mailPaths.outbox` (the web moves onto it; then this goes). */
  outbox: '/api/v1/auth/outbox',
} as const

/** The demo mail outbox (full path, see index.ts "API paths"). */
export const mailPaths = { outbox: '/api/v1/auth/outbox' } as const

/** Staff presence (spec §4): set by each user from the navbar. */
export const presences = ['online', 'offline', 'busy', 'away'] as const
export const presenceSchema = z.enum(presences)
export type Presence = z.infer<typeof presenceSchema>

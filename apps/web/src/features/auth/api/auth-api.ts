import {
  authPaths,
  loginResponseSchema,
  messageResponseSchema,
  sessionResponseSchema,
  type ForgotPasswordRequest,
  type LoginRequest,
  type LoginResponse,
  type RegisterRequest,
  type ResetPasswordRequest,
  type SessionResponse,
  type TwoStepRequest,
} from '@mesa/contracts'
import { api } from '../../../lib/api-client'

/** One function per call of the sign-in pages; all go without the bearer header. */
export async function login(body: LoginRequest): Promise<LoginResponse> {
  return loginResponseSchema.parse(await api.post(authPaths.login, { json: body, auth: false }))
}

export async function verifyTwoSteps(body: TwoStepRequest): Promise<SessionResponse> {
  return sessionResponseSchema.parse(await api.post(authPaths.twoSteps, { json: body, auth: false }))
}

export async function register(body: RegisterRequest) {
  return messageResponseSchema.parse(await api.post(authPaths.register, { json: body, auth: false }))
}

export async function forgotPassword(body: ForgotPasswordRequest) {
  await api.post(authPaths.forgotPassword, { json: body, auth: false })
}

export async function resetPassword(body: ResetPasswordRequest) {
  await api.post(authPaths.resetPassword, { json: body, auth: false })
}

export async function verifyEmail(token: string) {
  return messageResponseSchema.parse(await api.post(authPaths.verifyEmail, { json: { token }, auth: false }))
}

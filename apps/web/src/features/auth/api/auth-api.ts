import {
  authPaths,
  loginResponseSchema,
  messageResponseSchema,
  sessionResponseSchema,
  type LoginRequest,
  type LoginResponse,
  type RegisterRequest,
  type SessionResponse,
} from '@mesa/contracts'
import { api } from '../../../lib/api-client'

/** One function per call of the sign-in pages; all go without the bearer header. */
export async function login(body: LoginRequest): Promise<LoginResponse> {
  return loginResponseSchema.parse(await api.post(authPaths.login, { json: body, auth: false }))
}

export async function verifyTwoSteps(body: {
  challengeToken: string
  code: string
}): Promise<SessionResponse> {
  return sessionResponseSchema.parse(await api.post(authPaths.twoSteps, { json: body, auth: false }))
}

export async function register(body: RegisterRequest) {
  return messageResponseSchema.parse(await api.post(authPaths.register, { json: body, auth: false }))
}

export async function forgotPassword(body: { email: string }) {
  await api.post(authPaths.forgotPassword, { json: body, auth: false })
}

export async function resetPassword(body: { token: string; password: string }) {
  await api.post(authPaths.resetPassword, { json: body, auth: false })
}

export async function verifyEmail(token: string) {
  return messageResponseSchema.parse(await api.post(authPaths.verifyEmail, { json: { token }, auth: false }))
}

import { expect, type APIRequestContext } from '@playwright/test'
import { users } from './helpers'
import { newestMailTo } from './mail-pickup'

/** Staff accounts made the way an administrator makes them: through the API, the password set from the invitation. */

export const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`

export async function adminToken(request: APIRequestContext): Promise<string> {
  const login = await request.post('/api/v1/allies/login/', { data: users.admin })
  expect(login.status()).toBe(201)
  return ((await login.json()) as { accessToken: string }).accessToken
}

/** The invitation link's token e-mailed to `to` (read from the API's pickup directory). */
export async function mailedResetToken(to: string): Promise<string> {
  const mail = await newestMailTo(to, 'token=')
  return mail.text.match(/reset-password-v2\?token=([^\s)]+)/)![1]!
}

/** A staff account made through the API (role by name), its password set through the invitation link. */
export async function createStaff(request: APIRequestContext, roleName: string) {
  const token = await adminToken(request)
  const headers = { authorization: `Bearer ${token}` }
  const { items: roles } = (await (await request.get('/api/v1/roles', { headers })).json()) as {
    items: { id: number; name: string }[]
  }
  const id = unique()
  const account = { email: `e2e.${id}@example.mx`, password: `Clave-${id}-2026` }
  const created = await request.post('/api/apps/users', {
    headers,
    data: {
      fullName: `Prueba ${id}`,
      username: `e2e.${id}`,
      email: account.email,
      roleId: roles.find((role) => role.name === roleName)!.id,
    },
  })
  expect(created.status()).toBe(201)
  const reset = await request.post('/api/v1/auth/reset-password', {
    data: { token: await mailedResetToken(account.email), password: account.password },
  })
  expect(reset.ok()).toBeTruthy()
  return account
}

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../helpers/test-app'

let t: TestApp
let token: string
beforeAll(async () => {
  t = await createTestApp()
  token = (await t.login('supervisor@demo.com', 'supervisor')).accessToken
})
afterAll(() => t.close())

const get = (url: string) => t.as(token, { method: 'GET', url })

describe('profile page', () => {
  it('header is the signed-in user', async () => {
    const response = await get('/api/pages/profile/header')
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({ fullName: 'Ricardo Supervisor Luna', location: 'México' })
  })

  it('each tab answers its data; tab defaults to profile; an unknown tab is 400', async () => {
    expect((await get('/api/pages/profile')).json()).toMatchObject({
      tab: 'profile',
      about: { role: 'supervisor' },
    })
    const teams = (await get('/api/pages/profile?tab=teams')).json()
    expect(teams.teams[0]).toMatchObject({ name: 'supervisor', isMine: true })
    const connections = (await get('/api/pages/profile?tab=connections')).json()
    expect(connections.connections.length).toBeGreaterThan(0)
    expect(connections.connections.every((c: { email: string }) => c.email !== 'supervisor@demo.com')).toBe(
      true,
    )
    const projects = (await get('/api/pages/profile?tab=projects')).json()
    expect(projects.tab).toBe('projects')
    expect(Array.isArray(projects.projects)).toBe(true)
    expect((await get('/api/pages/profile?tab=billing')).statusCode).toBe(400)
  })
})

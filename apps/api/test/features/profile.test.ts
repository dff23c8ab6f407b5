import { beforeAll, describe, expect, it } from 'vitest'
import { useTestApp } from '../helpers/use-test-app'

let token: string
const t = useTestApp()
beforeAll(async () => {
  token = (await t.login('supervisor@demo.com', 'supervisor')).accessToken
})

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
    // The supervisor lacks read Users (issue 9): the staff directory is not theirs to browse.
    const connections = (await get('/api/pages/profile?tab=connections')).json()
    expect(connections.connections).toEqual([])
    const projects = (await get('/api/pages/profile?tab=projects')).json()
    expect(projects.tab).toBe('projects')
    expect(Array.isArray(projects.projects)).toBe(true)
    expect((await get('/api/pages/profile?tab=billing')).statusCode).toBe(400)
  })
})

describe('profile data of others (issue 9)', () => {
  const tab = async (accessToken: string, name: string) => {
    const response = await t.as(accessToken, { method: 'GET', url: `/api/pages/profile?tab=${name}` })
    expect(response.statusCode, response.body).toBe(200)
    return response.json()
  }

  it('the client role sees no other user’s name, e-mail or presence in the teams and connections tabs', async () => {
    const client = (await t.login('client@demo.com', 'client')).accessToken
    const connections = await tab(client, 'connections')
    expect(connections.connections).toEqual([])
    const teams = await tab(client, 'teams')
    const people = teams.teams.flatMap((team: { members: Array<{ email: string }> }) => team.members)
    expect(people.map((person: { email: string }) => person.email)).toEqual(['client@demo.com'])
    expect(teams.teams.map((team: { name: string }) => team.name)).toEqual(['client'])
  })

  it('a holder of read Users still sees colleagues, as in the user list', async () => {
    const mesa = (await t.login('mesa@demo.com', 'mesa-control')).accessToken
    const connections = await tab(mesa, 'connections')
    expect(connections.connections.length).toBeGreaterThan(0)
    expect(connections.connections.every((c: { email: string }) => c.email !== 'mesa@demo.com')).toBe(true)
    expect((await tab(mesa, 'teams')).teams.length).toBeGreaterThan(1)
  })
})

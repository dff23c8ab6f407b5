import { describe, expect, it } from 'vitest'
import { importPermissionOf, rulesAllow, screens, type AbilityRule } from '@mesa/contracts'
import { decideGuard, loginRedirect, type GuardInput } from './access-decision'

const admin: AbilityRule[] = [{ action: 'manage', subject: 'all' }]
const client: AbilityRule[] = [{ action: 'read', subject: 'AclDemo' }]
const can =
  (rules: AbilityRule[]): GuardInput['can'] =>
  (action, subject) =>
    rulesAllow(rules, { action, subject })

function input(overrides: Partial<GuardInput>): GuardInput {
  return { matches: [], loggedIn: false, can: can([]), pathname: '/x', ...overrides }
}

describe('decideGuard', () => {
  it('opens public routes to everyone', () => {
    expect(decideGuard(input({ matches: [{ access: 'public' }] }))).toEqual({ kind: 'allow' })
    expect(decideGuard(input({ matches: [{ access: 'public' }], loggedIn: true }))).toEqual({ kind: 'allow' })
  })

  it('sends a logged-in user away from guest-only routes to /', () => {
    expect(decideGuard(input({ matches: [{ access: 'guest' }], loggedIn: true }))).toEqual({
      kind: 'redirect',
      to: '/',
    })
    expect(decideGuard(input({ matches: [{ access: 'guest' }] }))).toEqual({ kind: 'allow' })
  })

  it('sends a user who just signed in to a safe `to` only', () => {
    const guest = { matches: [{ access: 'guest' as const }], loggedIn: true }
    expect(decideGuard(input({ ...guest, search: '?to=%2Faccess-control' }))).toEqual({
      kind: 'redirect',
      to: '/access-control',
    })
    expect(decideGuard(input({ ...guest, search: '?to=//evil.example' }))).toEqual({
      kind: 'redirect',
      to: '/',
    })
    expect(decideGuard(input({ ...guest, search: '?to=https://evil.example' }))).toEqual({
      kind: 'redirect',
      to: '/',
    })
  })

  it('checks every matched permission', () => {
    const matches = [
      { access: 'protected' as const, permission: { action: 'read' as const, subject: 'AclDemo' as const } },
      { access: 'protected' as const, permission: { action: 'read' as const, subject: 'Aliados' as const } },
    ]
    expect(decideGuard(input({ matches, loggedIn: true, can: can(admin) }))).toEqual({ kind: 'allow' })
    expect(decideGuard(input({ matches, loggedIn: true, can: can(client) }))).toEqual({
      kind: 'redirect',
      to: '/not-authorized',
    })
  })

  it('opens an any-of route to whoever holds any one of its permissions', () => {
    const importer = (rules: AbilityRule[]) =>
      decideGuard(
        input({
          matches: [{ access: 'protected', permission: screens.imports.permission }],
          loggedIn: true,
          can: can(rules),
        }),
      )
    // The imports screen: creating allies or what importing applications needs, either one opens it.
    expect(importer([{ action: 'create', subject: 'Aliados' }])).toEqual({ kind: 'allow' })
    expect(importer([importPermissionOf['credit-applications']])).toEqual({ kind: 'allow' })
    expect(importer([{ action: 'read', subject: 'Aliados' }])).toEqual({
      kind: 'redirect',
      to: '/not-authorized',
    })
    expect(screens.importDetail.permission).toEqual(screens.imports.permission)
  })

  it('sends an anonymous user to /login with the wanted path in to', () => {
    const decision = decideGuard(
      input({
        matches: [{ permission: { action: 'read', subject: 'AclDemo' } }],
        pathname: '/access-control',
        search: '?a=1',
      }),
    )
    expect(decision).toEqual({ kind: 'redirect', to: '/login?to=%2Faccess-control%3Fa%3D1' })
  })

  it('sends a user who just signed out to plain /login', () => {
    const decision = decideGuard(input({ matches: [{}], pathname: '/access-control', signedOut: true }))
    expect(decision).toEqual({ kind: 'redirect', to: '/login' })
  })

  it('omits to when the wanted path is /', () => {
    expect(loginRedirect('/')).toBe('/login')
    expect(decideGuard(input({ matches: [{}], pathname: '/' }))).toEqual({ kind: 'redirect', to: '/login' })
  })

  it('treats a route without access as protected', () => {
    expect(decideGuard(input({ matches: [{}], loggedIn: true }))).toEqual({ kind: 'allow' })
  })
})

import { describe, expect, it } from 'vitest'
import type { AbilityRule } from '@mesa/contracts'
import { rootRedirect, type RootRedirectInput } from './root-redirect'

const base: RootRedirectInput = {
  loggedIn: true,
  role: 'admin',
  rules: [],
  canReadAclDemo: false,
  search: '',
}
const rules = (...subjects: AbilityRule['subject'][]): AbilityRule[] =>
  subjects.map((subject) => ({ action: 'read', subject }))

describe('rootRedirect', () => {
  it('sends a client or admin with rules on Aliados to the ally list', () => {
    expect(rootRedirect({ ...base, rules: [{ action: 'manage', subject: 'all' }] })).toBe(
      '/apps/aliados/list',
    )
    expect(rootRedirect({ ...base, role: 'client', rules: rules('Aliados', 'Documentos') })).toBe(
      '/apps/aliados/list',
    )
  })

  it('else to the document requests when they have rules on Documentos', () => {
    expect(rootRedirect({ ...base, rules: rules('Documentos') })).toBe('/apps/solicitudes/list')
  })

  it('sends anonymous users to /login keeping the query', () => {
    expect(rootRedirect({ ...base, loggedIn: false, search: '?x=1' })).toBe('/login?x=1')
    expect(rootRedirect({ ...base, loggedIn: false, role: undefined })).toBe('/login')
  })

  it('never loops: a logged-in user without a home goes to access control or not-authorized', () => {
    expect(rootRedirect({ ...base, role: 'client', rules: rules('AclDemo'), canReadAclDemo: true })).toBe(
      '/access-control',
    )
    expect(rootRedirect({ ...base, role: 'client', rules: [] })).toBe('/not-authorized')
    expect(rootRedirect({ ...base, role: 'analista', rules: rules('Aliados') })).toBe('/not-authorized')
  })
})

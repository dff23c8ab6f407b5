import { describe, expect, it } from 'vitest'
import type { AbilityRule } from '@mesa/contracts'
import { rootRedirect, type RootRedirectInput } from './root-redirect'

const base: RootRedirectInput = {
  loggedIn: true,
  role: 'admin',
  rules: [],
  canReadAclDemo: false,
  isStaff: false,
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

  it('sends every other member of staff to their home (issue 38), not to the access-control demo', () => {
    for (const role of ['analista', 'mesa-control', 'visitador', 'comite', 'ventas', 'cobranza'])
      expect(
        rootRedirect({
          ...base,
          role,
          rules: rules('Documentos', 'AclDemo'),
          canReadAclDemo: true,
          isStaff: true,
        }),
      ).toBe('/apps/inicio')
  })

  it('keeps spec §2 for admin and client: the ally list or the document requests, never the staff home', () => {
    expect(rootRedirect({ ...base, rules: [{ action: 'manage', subject: 'all' }], isStaff: true })).toBe(
      '/apps/aliados/list',
    )
    expect(rootRedirect({ ...base, role: 'client', rules: rules('AclDemo'), canReadAclDemo: true })).toBe(
      '/access-control',
    )
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

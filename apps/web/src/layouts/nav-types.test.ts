import { rulesAllow, type AbilityRule, type Permission } from '@mesa/contracts'
import { describe, expect, it } from 'vitest'
import { activeNavTarget, visibleNavEntries, type NavEntry } from './nav-types'

const entries: NavEntry[] = [
  { kind: 'heading', titleKey: 'apps' },
  {
    kind: 'link',
    titleKey: 'acl',
    to: '/access-control',
    icon: null,
    permission: { action: 'read', subject: 'AclDemo' },
  },
  {
    kind: 'link',
    titleKey: 'vin',
    to: '/apps/vin/list',
    icon: null,
    permission: { action: 'read', subject: 'vin' },
  },
  { kind: 'heading', titleKey: 'admin' },
  {
    kind: 'link',
    titleKey: 'roles',
    to: '/apps/roles',
    icon: null,
    permission: { action: 'read', subject: 'Admin' },
  },
  {
    kind: 'link',
    titleKey: 'imports',
    to: '/apps/imports',
    icon: null,
    permission: {
      anyOf: [
        { action: 'create', subject: 'Aliados' },
        { action: 'create', subject: 'Documentos' },
      ],
    },
  },
  { kind: 'heading', titleKey: 'misc' },
  { kind: 'link', titleKey: 'soon', to: '/pages/misc/coming-soon', icon: null },
]
const titles = (rules: AbilityRule[]) =>
  visibleNavEntries(entries, (permission: Permission) => rulesAllow(rules, permission)).map((e) => e.titleKey)

describe('visibleNavEntries', () => {
  it('shows a link only when the user can perform its action on its subject, and drops empty headings', () => {
    expect(titles([{ action: 'read', subject: 'AclDemo' }])).toEqual(['apps', 'acl', 'misc', 'soon'])
    expect(titles([{ action: 'manage', subject: 'all' }])).toEqual(entries.map((e) => e.titleKey))
    expect(titles([])).toEqual(['misc', 'soon'])
    // An any-of link shows to whoever holds any one of its permissions.
    expect(titles([{ action: 'create', subject: 'Documentos' }])).toEqual([
      'admin',
      'imports',
      'misc',
      'soon',
    ])
  })
})

describe('activeNavTarget', () => {
  const links: NavEntry[] = [
    { kind: 'link', titleKey: 'a', to: '/apps/solicitudes/list', icon: null },
    { kind: 'link', titleKey: 'b', to: '/apps/solicitudes/list/assignments', icon: null },
    { kind: 'link', titleKey: 'c', to: '/apps/aliados/list', icon: null },
  ]
  it('lights only the longest matching link', () => {
    expect(activeNavTarget(links, '/apps/solicitudes/list/assignments')).toBe(
      '/apps/solicitudes/list/assignments',
    )
    expect(activeNavTarget(links, '/apps/solicitudes/list')).toBe('/apps/solicitudes/list')
    expect(activeNavTarget(links, '/apps/solicitudes/listing')).toBeUndefined()
    expect(activeNavTarget(links, '/apps/aliados/list/5')).toBe('/apps/aliados/list')
  })
})

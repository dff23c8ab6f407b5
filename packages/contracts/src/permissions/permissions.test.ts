import { describe, expect, it } from 'vitest'
import { rulesAreAdministrator, rulesWithin, scopeWithin, type AbilityRule } from './permissions'

const held: AbilityRule[] = [
  { action: 'manage', subject: 'Users' },
  { action: 'read', subject: 'Aliados' },
]

describe('rulesWithin', () => {
  it('accepts rules the holder has, exactly or through manage', () => {
    expect(rulesWithin([{ action: 'read', subject: 'Aliados' }], held)).toBe(true)
    expect(rulesWithin([{ action: 'delete', subject: 'Users' }], held)).toBe(true)
    expect(rulesWithin([{ action: 'manage', subject: 'Users' }], held)).toBe(true)
    expect(rulesWithin([], held)).toBe(true)
  })

  it('refuses a rule the holder lacks, and wildcards the holder does not hold', () => {
    expect(rulesWithin([{ action: 'update', subject: 'Aliados' }], held)).toBe(false)
    expect(rulesWithin([{ action: 'manage', subject: 'Aliados' }], held)).toBe(false)
    expect(rulesWithin([{ action: 'read', subject: 'all' }], held)).toBe(false)
    expect(rulesWithin([{ action: 'manage', subject: 'all' }], held)).toBe(false)
    expect(
      rulesWithin(
        [
          { action: 'read', subject: 'Aliados' },
          { action: 'read', subject: 'Roles' },
        ],
        held,
      ),
    ).toBe(false)
  })

  it('lets manage all hold everything', () => {
    const admin: AbilityRule[] = [{ action: 'manage', subject: 'all' }]
    expect(rulesWithin([{ action: 'manage', subject: 'all' }], admin)).toBe(true)
    expect(rulesWithin([{ action: 'assign', subject: 'credit_application_file' }], admin)).toBe(true)
    expect(rulesAreAdministrator(admin)).toBe(true)
    expect(rulesAreAdministrator(held)).toBe(false)
  })

  it('read all holds read of any subject but no other action', () => {
    const reader: AbilityRule[] = [{ action: 'read', subject: 'all' }]
    expect(rulesWithin([{ action: 'read', subject: 'Users' }], reader)).toBe(true)
    expect(rulesWithin([{ action: 'update', subject: 'Users' }], reader)).toBe(false)
  })
})

describe('scopeWithin', () => {
  it("orders 'all' above 'own-allies'", () => {
    expect(scopeWithin('own-allies', 'all')).toBe(true)
    expect(scopeWithin('all', 'all')).toBe(true)
    expect(scopeWithin('own-allies', 'own-allies')).toBe(true)
    expect(scopeWithin('all', 'own-allies')).toBe(false)
  })
})

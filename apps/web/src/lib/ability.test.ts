import { rulesAllow, subjects, actions, type AbilityRule } from '@mesa/contracts'
import { describe, expect, it } from 'vitest'
import { buildAbility } from './ability'

describe('CASL ability', () => {
  it.each<[string, AbilityRule[]]>([
    ['admin', [{ action: 'manage', subject: 'all' }]],
    ['client', [{ action: 'read', subject: 'AclDemo' }]],
    [
      'mixed',
      [
        { action: 'manage', subject: 'Aliados' },
        { action: 'read', subject: 'all' },
      ],
    ],
    ['none', []],
  ])('%s agrees with contracts rulesAllow', (_name, rules) => {
    const ability = buildAbility(rules)
    for (const action of actions.filter((a) => a !== 'manage'))
      for (const subject of subjects.filter((s) => s !== 'all'))
        expect(ability.can(action, subject)).toBe(rulesAllow(rules, { action, subject }))
  })
})

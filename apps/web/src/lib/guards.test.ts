import {
  abilityRuleSchema,
  apiErrorSchema,
  authPaths,
  actions,
  rulesAllow as contractsRulesAllow,
  rulesMention as contractsRulesMention,
  sessionResponseSchema,
  subjects,
  userDataSchema,
  type AbilityRule,
} from '@mesa/contracts'
import { describe, expect, it } from 'vitest'
import {
  isAbilityRule,
  isApiError,
  isSessionResponse,
  isUserData,
  rulesAllow,
  rulesMention,
  shellPaths,
} from './guards'

const user = { id: 1, fullName: 'Ada L', username: 'ada', email: 'a@x.mx', avatar: null, role: 'admin' }
const samples: unknown[] = [
  null,
  42,
  'x',
  [],
  {},
  user,
  { ...user, avatar: 'a.png' },
  { ...user, id: 1.5 },
  { ...user, role: undefined },
  { action: 'read', subject: 'AclDemo' },
  { action: 'fly', subject: 'AclDemo' },
  {
    accessToken: 'a',
    refreshToken: 'r',
    userAbilityRules: [{ action: 'manage', subject: 'all' }],
    userData: user,
  },
  { accessToken: 'a', refreshToken: 'r', userAbilityRules: 'x', userData: user },
  { message: 'Bad', errors: { email: ['Invalid email'] } },
  { message: 'Bad', errors: { email: 'Invalid email' } },
  { message: 3 },
]

describe('shell guards agree with the contracts', () => {
  it.each(samples)('%j', (sample) => {
    expect(isUserData(sample)).toBe(userDataSchema.safeParse(sample).success)
    expect(isSessionResponse(sample)).toBe(sessionResponseSchema.safeParse(sample).success)
    expect(isApiError(sample)).toBe(apiErrorSchema.safeParse(sample).success)
    // Subjects are checked loosely on the client (new subjects must not sign users out); actions strictly.
    if (abilityRuleSchema.safeParse(sample).success) expect(isAbilityRule(sample)).toBe(true)
  })

  it('rulesMention and paths match', () => {
    const rules: AbilityRule[] = [{ action: 'read', subject: 'Documentos' }]
    for (const subject of subjects)
      expect(rulesMention(rules, subject)).toBe(contractsRulesMention(rules, subject))
    const ruleSets: AbilityRule[][] = [
      [],
      rules,
      [{ action: 'manage', subject: 'all' }],
      [{ action: 'manage', subject: 'vin' }],
    ]
    for (const set of ruleSets)
      for (const action of actions)
        for (const subject of subjects)
          expect(rulesAllow(set, action, subject)).toBe(contractsRulesAllow(set, { action, subject }))
    expect(shellPaths.refresh).toBe(authPaths.refresh)
    expect(shellPaths.logout).toBe(authPaths.logout)
  })
})

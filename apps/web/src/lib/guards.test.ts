import {
  abilityRuleSchema,
  actions,
  apiErrorSchema,
  authPaths,
  sessionResponseSchema,
  systemPaths,
  userDataSchema,
} from '@mesa/contracts'
import { describe, expect, it } from 'vitest'
import { isAbilityRule, isApiError, isSessionResponse, isUserData, shellPaths } from './guards'

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
  { action: 'assign', subject: 'credit_application_file' },
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

  // A stored rule with an action the shell did not know dropped every rule of the session: the invoicing role
  // (send, record_payment) was refused every screen, its home too.
  it('knows every action of the contracts', () => {
    for (const action of actions) expect(isAbilityRule({ action, subject: 'Invoices' }), action).toBe(true)
  })

  // rulesAllow and rulesMention are no longer copied here: the shell imports contracts' own (zod-free) ones.
  it('paths match', () => {
    expect(shellPaths.refresh).toBe(authPaths.refresh)
    expect(shellPaths.logout).toBe(authPaths.logout)
    expect(shellPaths.config).toBe(systemPaths.config)
  })
})

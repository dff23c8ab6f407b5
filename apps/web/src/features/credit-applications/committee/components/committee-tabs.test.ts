import { describe, expect, it } from 'vitest'
import type { AbilityRule, Stage } from '@mesa/contracts'
import type { ApplicationFile } from '../../../../lib/application-file'
import { visibleCommitteeTabs } from './committee-tabs'

const application = (stage: Stage) => ({ stage, origin: 'auto' }) as ApplicationFile
const committee: AbilityRule[] = [{ action: 'manage', subject: 'purchase' }]
const seller: AbilityRule[] = [{ action: 'manage', subject: 'auto_assist' }]

describe('visibleCommitteeTabs', () => {
  it('shows nothing before deliberación, the resume from it on, authorization from autorización on', () => {
    expect(visibleCommitteeTabs(committee, application('visita'))).toEqual([])
    expect(visibleCommitteeTabs(committee, application('deliberacion'))).toEqual([
      'deliberation',
      'answerSheet',
    ])
    expect(visibleCommitteeTabs(committee, application('contrato'))).toEqual([
      'deliberation',
      'authorization',
      'answerSheet',
    ])
    // A closed application may have been decided: its letter still shows.
    expect(visibleCommitteeTabs(committee, application('rechazada'))).toContain('answerSheet')
  })

  it("the ally's seller sees the letter and the terms, never the committee's resume", () => {
    expect(visibleCommitteeTabs(seller, application('autorizacion'))).toEqual([
      'authorization',
      'answerSheet',
    ])
  })
})

import { actions } from '@mesa/contracts'
import { describe, expect, it } from 'vitest'
import { matrixActions, matrixSubjects, toggleRule } from './rules-matrix'

describe('rules matrix', () => {
  it('adds and removes one rule, keeping the others', () => {
    const start = [{ action: 'read' as const, subject: 'Aliados' as const }]
    const added = toggleRule(start, 'update', 'Aliados')
    expect(added).toEqual([
      { action: 'read', subject: 'Aliados' },
      { action: 'update', subject: 'Aliados' },
    ])
    expect(toggleRule(added, 'read', 'Aliados')).toEqual([{ action: 'update', subject: 'Aliados' }])
  })

  it('offers every subject but the wildcard (manage all is its own switch)', () => {
    expect(matrixSubjects).not.toContain('all')
    expect(matrixSubjects).toContain('Users')
    expect(matrixSubjects).toContain('agent-status')
  })

  it('offers every action of the contracts, assign included', () => {
    expect([...matrixActions].sort()).toEqual([...actions].sort())
  })
})

import { describe, expect, it } from 'vitest'
import { actionsOn, matrixActions, matrixRowsOf, matrixSubjects } from './permission-matrix'

const role = { roleId: 1, role: 'ventas', scope: 'own-allies' as const }

describe('permission matrix rows', () => {
  it('expand manage into every action and merge grants of one subject, naming their sources', () => {
    const rows = matrixRowsOf(role, [
      { rule: { action: 'read', subject: 'Aliados' }, source: 'role' },
      { rule: { action: 'manage', subject: 'moto_assist' }, source: 'role' },
      { rule: { action: 'create', subject: 'Aliados' }, source: 'Altas' },
    ])
    expect(rows).toEqual([
      { ...role, subject: 'Aliados', actions: ['create', 'read'], grantedBy: ['Altas', 'role'] },
      { ...role, subject: 'moto_assist', actions: actionsOn('moto_assist'), grantedBy: ['role'] },
    ])
  })

  it('keep the invoices’ own actions (send, record a payment) to the invoice subjects', () => {
    expect(actionsOn('moto_assist')).toEqual(['create', 'read', 'update', 'delete', 'assign'])
    expect(actionsOn('Invoices')).toEqual(matrixActions)
    const [row] = matrixRowsOf(role, [{ rule: { action: 'manage', subject: 'Invoices' }, source: 'role' }])
    expect(row!.actions).toContain('record_payment')
  })

  it("expand subject 'all' into one row per subject; a role without rules has none", () => {
    const rows = matrixRowsOf({ ...role, scope: 'all' }, [
      { rule: { action: 'read', subject: 'all' }, source: 'role' },
    ])
    expect(rows).toHaveLength(matrixSubjects.length)
    expect(rows.every((row) => row.actions.join() === 'read' && row.scope === 'all')).toBe(true)
    expect(matrixRowsOf(role, [])).toEqual([])
  })
})

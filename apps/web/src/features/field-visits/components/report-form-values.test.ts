import { describe, expect, it } from 'vitest'
import { blankReport, reportFormSchema } from './report-form-values'

describe('reportFormSchema', () => {
  it('refuses a report without a verdict, on the verdict, and sends nothing', () => {
    const result = reportFormSchema(3).safeParse(blankReport())
    expect(result.success).toBe(false)
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['verdict', 'required'],
    ])
  })

  it('sends the contract body: years as a number, with the booking version', () => {
    const result = reportFormSchema(3).safeParse({
      ...blankReport(),
      yearsAtAddress: '7',
      incomeEvidence: ['recibos_nomina'],
      peopleMet: [{ name: 'Ana Pérez', relationship: 'Esposa' }],
      verdict: 'favorable',
    })
    expect(result.data).toMatchObject({ yearsAtAddress: 7, verdict: 'favorable', version: 3 })
    expect(result.data?.peopleMet).toEqual([{ name: 'Ana Pérez', relationship: 'Esposa' }])
  })

  it('puts the contract refusals on the form paths (a person without a name)', () => {
    const result = reportFormSchema(3).safeParse({
      ...blankReport(),
      incomeEvidence: ['recibos_nomina'],
      peopleMet: [{ name: '', relationship: 'Esposa' }],
      verdict: 'favorable',
    })
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['peopleMet.0.name'])
  })
})

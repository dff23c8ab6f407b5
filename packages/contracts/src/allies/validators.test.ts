import { describe, expect, it } from 'vitest'
import { allyAccountInputSchema, allyCreateSchema, clabeSchema, rfcSchema } from './allies'
import { clabeCheckDigit, clabeProblem, isValidClabe } from './clabe'
import { isValidRfc, normalizeRfc, rfcCheckDigit, rfcProblem } from './rfc'

// Published RFCs of well-known Mexican companies and the SAT's own sample persona física.
const validMoral = [
  'WMT970714R10', // Walmart de México
  'BBA830831LJ2', // BBVA México
  'TME840315KT6', // Teléfonos de México
  'CFE370814QI0', // Comisión Federal de Electricidad
  'PME380607P35', // Petróleos Mexicanos
  'BIM011108DJ5', // Grupo Bimbo
  'CEM880726UZA', // Cemex
  'SAT970701NN3', // Servicio de Administración Tributaria
  'IMS421231I45', // IMSS
]
const validFisica = ['GODE561231GR8', 'XAXX010101000', 'XEXX010101000']

describe('RFC', () => {
  it.each([...validMoral, ...validFisica])('accepts %s', (rfc) => {
    expect(rfcProblem(rfc)).toBeNull()
    expect(isValidRfc(rfc)).toBe(true)
  })

  it('tells persona moral (12) from física (13)', () => {
    expect(isValidRfc('WMT970714R10', 'moral')).toBe(true)
    expect(isValidRfc('WMT970714R10', 'fisica')).toBe(false)
    expect(isValidRfc('GODE561231GR8', 'fisica')).toBe(true)
    expect(isValidRfc('GODE561231GR8', 'moral')).toBe(false)
  })

  it.each([
    ['WMT970714R11', 'checkDigit'],
    ['GODE561231GR9', 'checkDigit'],
    ['AAA010101AAA', 'checkDigit'],
    ['WMT971314R10', 'date'],
    ['WMT970230R1A', 'date'],
    ['WM970714R10', 'format'],
    ['WMT97071R10', 'format'],
    ['1MT970714R10', 'format'],
    ['VECJ880326XXX', 'format'],
    ['', 'format'],
    ['WMT970714R10X1', 'format'],
  ])('rejects %s (%s)', (rfc, problem) => {
    expect(rfcProblem(rfc)).toBe(problem)
  })

  it('computes check digits, including 0 and A', () => {
    expect(rfcCheckDigit('WMT970714R1')).toBe('0')
    expect(rfcCheckDigit('CEM880726UZ')).toBe('A')
    expect(rfcCheckDigit('GODE561231GR')).toBe('8')
  })

  it('normalizes case, spaces and dashes', () => {
    expect(normalizeRfc(' wmt-970714-r10 ')).toBe('WMT970714R10')
    expect(rfcSchema.parse('wmt 970714 r10')).toBe('WMT970714R10')
  })

  it('explains each problem in the schema', () => {
    const result = rfcSchema.safeParse('WMT970714R11')
    expect(result.success).toBe(false)
    expect(result.error?.issues[0]?.message).toBe('invalid_check_digit')
  })
})

describe('CLABE', () => {
  it.each([
    '002010077777777771', // Banxico's example (Banamex)
    '014027000005555558',
    '646180157000000004',
    '012180015555555550', // BBVA México
  ])('accepts %s', (clabe) => {
    expect(clabeProblem(clabe)).toBeNull()
    expect(isValidClabe(clabe)).toBe(true)
  })

  it("computes the widely published example's check digit", () => {
    // 032 (IXE) is no longer a bank of its own; the check digit is still the published one.
    expect(clabeCheckDigit('03218000011835971')).toBe('9')
    expect(clabeProblem('032180000118359719', new Set(['032']))).toBeNull()
  })

  it.each([
    ['002010077777777772', 'checkDigit'],
    ['012180001234567890', 'checkDigit'],
    ['999180000118359719', 'bank'],
    ['00201007777777777', 'format'],
    ['0020100777777777712', 'format'],
    ['00201007777777777A', 'format'],
    ['', 'format'],
  ])('rejects %s (%s)', (clabe, problem) => {
    expect(clabeProblem(clabe)).toBe(problem)
  })

  it('catches every single-digit typo', () => {
    const valid = '002010077777777771'
    for (let i = 0; i < 18; i++) {
      for (let d = 0; d <= 9; d++) {
        if (String(d) === valid[i]) continue
        const typo = valid.slice(0, i) + d + valid.slice(i + 1)
        expect(clabeProblem(typo, new Set([typo.slice(0, 3)]))).toBe('checkDigit')
      }
    }
  })

  it('normalizes spaces in the schema and names the problem', () => {
    expect(clabeSchema.parse('002 010 07777777777 1')).toBe('002010077777777771')
    expect(clabeSchema.safeParse('002010077777777772').error?.issues[0]?.message).toBe('invalid_check_digit')
  })

  it('requires the CLABE to belong to the chosen bank', () => {
    const result = allyAccountInputSchema.safeParse({
      bankCode: '012',
      clabe: '002010077777777771',
      holderName: 'Autos del Norte SA de CV',
    })
    expect(result.success).toBe(false)
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['clabe'])
  })
})

describe('ally create schema', () => {
  it('names every wrong field', () => {
    const result = allyCreateSchema.safeParse({
      allyName: '',
      legalName: 'Autos SA de CV',
      rfc: 'BAD',
      zoneName: 'Centro',
      regionName: 'Puebla',
      type: 'Agencia',
      sellerId: 1,
      supervisorId: 2,
      accounts: [{ bankCode: '002', clabe: '002010077777777772', holderName: 'X' }],
    })
    expect(result.success).toBe(false)
    expect(result.error?.issues.map((issue) => issue.path.join('.')).sort()).toEqual([
      'accounts.0.clabe',
      'allyName',
      'rfc',
    ])
  })
})

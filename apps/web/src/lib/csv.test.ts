import { describe, expect, it } from 'vitest'
import { toCsv } from './csv'

describe('toCsv', () => {
  it('quotes cells with separators and neutralises formulas', () => {
    const text = toCsv(
      [
        { name: 'Autos, S.A.', note: '=HYPERLINK("x")', amount: 12 },
        { name: 'Dice "hola"', note: null, amount: 0 },
      ],
      [
        { header: 'Nombre', value: (row) => row.name },
        { header: 'Nota', value: (row) => row.note },
        { header: 'Monto', value: (row) => row.amount },
      ],
    )
    expect(text).toBe(
      '\uFEFFNombre,Nota,Monto\r\n"Autos, S.A.","\'=HYPERLINK(""x"")",12\r\n"Dice ""hola""",,0\r\n',
    )
  })
})

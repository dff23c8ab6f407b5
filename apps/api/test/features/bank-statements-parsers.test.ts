import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { csvLayoutById, parseStatement, statementText } from '../../src/features/bank-statements/parsers'
import { centsOf } from '../../src/features/bank-statements/parsers/amounts'
import { namesResemble } from '../../src/features/bank-statements/name-resemblance'

/** Issue 35: each statement format read from the team's sample files (test/fixtures/bank-statements/README.md). */
const sample = (name: string) =>
  statementText(readFileSync(new URL(`../fixtures/bank-statements/${name}`, import.meta.url)))
const parsed = (name: string, layoutId?: string) => parseStatement(sample(name), csvLayoutById(layoutId)!)

describe('amounts to centavos', () => {
  it('reads thousands and decimal marks exactly, refusing what is not an amount', () => {
    // "4,250.00" = 4 250 pesos = 425 000 centavos; "1.234,56" = 1 234.56 pesos = 123 456 centavos.
    expect(centsOf('4,250.00', '.', ',')).toBe(425_000)
    expect(centsOf('1.234,56', ',', '.')).toBe(123_456)
    expect(centsOf('-300,00', ',', '.')).toBe(-30_000)
    expect(centsOf('0.01', '.', ',')).toBe(1)
    expect(centsOf('10.500', '.', ',')).toBe(1_050) // a trailing zero is no third decimal
    expect(centsOf('10.505', '.', ',')).toBeNull()
    expect(centsOf('12x.5', '.', ',')).toBeNull()
    expect(centsOf('', '.', ',')).toBeNull()
  })
})

describe('CSV in a layout', () => {
  it('the default Mexican layout: dates day first, Cargo/Abono, names with accents', () => {
    const { statement, problems } = parsed('mx-movimientos.csv')
    expect(problems).toEqual([])
    expect(statement.format).toBe('csv')
    expect(statement.currency).toBe('MXN')
    expect(statement.lines).toHaveLength(4)
    expect(statement.lines[0]).toEqual({
      lineNo: 2,
      bookingDate: '2026-11-02',
      valueDate: '2026-11-02',
      amountCents: 425_000, // Abono "4,250.00"
      direction: 'credit',
      bankReference: 'MBAN01002611020001',
      reference: 'PAGO REF 0001234567 SPEI RECIBIDO', // Referencia, then Concepto
      counterpartyName: 'JOSÉ LUIS HERNÁNDEZ PÉREZ',
      counterpartyAccount: '012180001234567891',
      beneficiaryAccount: '646180123400000019',
    })
    // Booked on the 2nd, value the 3rd; "12,500.50" = 1 250 050 centavos.
    expect(statement.lines[1]).toMatchObject({
      bookingDate: '2026-11-02',
      valueDate: '2026-11-03',
      amountCents: 1_250_050,
      direction: 'credit',
      counterpartyName: 'MARIA GUADALUPE LOPEZ',
    })
    // Cargo "5.80" = 580 centavos out.
    expect(statement.lines[2]).toMatchObject({ lineNo: 4, amountCents: 580, direction: 'debit' })
    expect(statement.lines[3]).toMatchObject({ lineNo: 5, amountCents: 1, direction: 'credit' })
  })

  it('a layout by position: one title row, semicolons, decimal comma, a signed amount', () => {
    const { statement, problems } = parsed('signed-semicolon.csv', 'signed-semicolon')
    expect(problems).toEqual([])
    expect(statement.lines).toEqual([
      expect.objectContaining({
        lineNo: 2,
        bookingDate: '2026-11-01',
        amountCents: 123_456, // "1.234,56"
        direction: 'credit',
        reference: 'PAGO 0009876543',
        counterpartyName: 'PEDRO GOMEZ',
        bankReference: 'R-001',
      }),
      expect.objectContaining({
        lineNo: 3,
        bookingDate: '2026-11-04',
        valueDate: '2026-11-05',
        amountCents: 30_000, // "-300,00": money out
        direction: 'debit',
      }),
    ])
  })

  it('names each bad line: a date that does not exist, an amount that is none, both Cargo and Abono', () => {
    const { problems } = parsed('bad-lines.csv')
    expect(problems).toEqual([
      { lineNo: 3, code: 'invalid_date' },
      { lineNo: 5, code: 'invalid_value' },
      { lineNo: 6, code: 'invalid_value' },
    ])
  })
})

describe('camt.053', () => {
  it('001.02: entries, a debit without details, a batch of two transactions with their own amounts', () => {
    const { statement, problems } = parsed('camt053-001-02.xml')
    expect(problems).toEqual([])
    expect(statement).toMatchObject({ format: 'camt053', account: '646180123400000000', currency: 'MXN' })
    expect(statement.lines).toHaveLength(4)
    expect(statement.lines[0]).toEqual({
      lineNo: 21,
      bookingDate: '2026-11-05',
      valueDate: '2026-11-04',
      amountCents: 425_000, // 4250.00
      direction: 'credit',
      bankReference: 'MBAN01002611050001',
      // The structured creditor reference, the unstructured text, the end-to-end id.
      reference: '0001234567 PAGO MENSUALIDAD E2E-7781',
      counterpartyName: 'José Luis Hernández Pérez',
      counterpartyAccount: '012180001234567891',
      beneficiaryAccount: '646180123400000019',
    })
    expect(statement.lines[1]).toMatchObject({
      amountCents: 150_075,
      direction: 'debit',
      bankReference: 'CARGO-99',
    })
    // The 3000.00 entry is 1000.00 + 2000.00; NOTPROVIDED is no reference.
    expect(statement.lines.slice(2)).toEqual([
      expect.objectContaining({
        lineNo: 60,
        amountCents: 100_000,
        bankReference: 'LOTE-12-1',
        reference: 'REF 0009876543',
        counterpartyName: 'Pedro Gómez',
      }),
      expect.objectContaining({
        lineNo: 66,
        amountCents: 200_000,
        bankReference: 'LOTE-12-2',
        counterpartyName: 'Laura Méndez',
      }),
    ])
  })

  it('001.08: the debtor under Pty, a booking date-time, an IBAN account', () => {
    const { statement, problems } = parsed('camt053-001-08.xml')
    expect(problems).toEqual([])
    expect(statement.account).toBe('MX00646180123400000000')
    expect(statement.lines).toEqual([
      expect.objectContaining({
        lineNo: 14,
        bookingDate: '2026-11-06',
        valueDate: '2026-11-06',
        amountCents: 899_999, // 8999.99
        direction: 'credit',
        bankReference: 'BNET01002611060042',
        reference: 'ABONO CREDITO AUTO 0001234567',
        counterpartyName: 'Ana Sofía Ruiz',
        counterpartyAccount: '072180009876543210',
      }),
      expect.objectContaining({ lineNo: 32, amountCents: 12_000, direction: 'debit' }),
    ])
  })

  it('refuses another currency and a file cut short, naming the line', () => {
    expect(parsed('usd-camt053.xml').problems).toEqual([{ lineNo: 21, code: 'wrong_currency:USD' }])
    const cut = parsed('truncated-camt053.xml').problems
    expect(cut).toHaveLength(1)
    expect(cut[0]!.code).toBe('invalid_format')
    expect(cut[0]!.lineNo).toBeGreaterThan(0)
  })
})

describe('MT940', () => {
  it('two messages: structured narratives, an entry date in the new year, a reversed debit', () => {
    const { statement, problems } = parsed('mt940.sta')
    expect(problems).toEqual([])
    expect(statement).toMatchObject({ format: 'mt940', account: '646180123400000000', currency: 'MXN' })
    expect(statement.lines).toHaveLength(4)
    expect(statement.lines[0]).toEqual({
      lineNo: 6,
      bookingDate: '2026-11-06',
      valueDate: '2026-11-06',
      amountCents: 425_000, // 4250,00
      direction: 'credit',
      bankReference: 'MBAN0100261106',
      reference: 'PAGO REF 0001234567 MENSUALIDAD', // ?20 + ?21; NONREF is no reference
      counterpartyName: 'JOSE LUIS HERNANDEZ PEREZ', // ?32 + ?33
      counterpartyAccount: '012180001234567891', // ?31
      beneficiaryAccount: '',
    })
    expect(statement.lines[1]).toMatchObject({ lineNo: 9, amountCents: 580, direction: 'debit' })
    // Value 31 Dec 2026, entered 1 Jan: the entry's year is the next one.
    expect(statement.lines[2]).toMatchObject({
      lineNo: 18,
      valueDate: '2026-12-31',
      bookingDate: '2027-01-01',
      amountCents: 1_250_050,
      counterpartyName: 'MARIA GUADALUPE LOPEZ',
      counterpartyAccount: '014180005555555555',
    })
    expect(statement.lines[2]!.reference).toContain('0009876543')
    // RD: the reversal of a debit is money in.
    expect(statement.lines[3]).toMatchObject({
      lineNo: 20,
      amountCents: 30_000,
      direction: 'credit',
      bankReference: 'REV-77',
    })
  })

  it('refuses another currency and names each bad :61:', () => {
    expect(parsed('usd-mt940.sta').problems).toEqual([
      { lineNo: 5, code: 'wrong_currency:USD' },
      { lineNo: 17, code: 'wrong_currency:USD' },
    ])
    expect(parsed('bad-mt940.sta').problems).toEqual([
      { lineNo: 4, code: 'invalid_date' },
      { lineNo: 6, code: 'invalid_format' },
    ])
  })
})

describe('names resembling', () => {
  it('as banks write them: cut, reordered, without accents', () => {
    expect(namesResemble('HERNANDEZ PEREZ JOSE L', 'José Luis Hernández Pérez')).toBe(true)
    expect(namesResemble('MARIA GPE LOPEZ', 'María Guadalupe López Soto')).toBe(true)
    expect(namesResemble('JOSE PEREZ', 'José Luis Hernández')).toBe(false)
    expect(namesResemble('', 'José Luis Hernández')).toBe(false)
  })
})

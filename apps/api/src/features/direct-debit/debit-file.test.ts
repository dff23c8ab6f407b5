import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { buildDebitFile, parseDebitFile } from './debit-file'
import type { DebitFile } from './debit-file-layout'

/** The worked example of docs/direct-debit.md: two debits on 5 Dec 2026, run 12. */
const example: DebitFile = {
  header: { kind: 'C', runId: 12, billingDate: '2026-12-05', sender: 'Mesa Financiera' },
  details: [
    {
      sequence: 1,
      reference: '0000012348',
      accountKind: 'clabe',
      account: '002180700000000012',
      amountCents: 425_000, // $4,250.00
      holderName: 'José Luis Hernández Pérez',
      resultCode: '',
    },
    {
      sequence: 2,
      reference: '0000045671',
      accountKind: 'card',
      account: '4111111111111111',
      amountCents: 150_075, // $1,500.75
      holderName: 'María Peña',
      resultCode: '',
    },
  ],
}

const blanks = (n: number) => ' '.repeat(n)
// Written by hand from the layout's positions (never from the builder's output).
const expectedRecords = [
  // 01 | kind | run (7) | date (8) | currency | sender (40) | filler to 120
  '01' + 'C' + '0000012' + '20261205' + 'MXN' + 'MESA FINANCIERA'.padEnd(40) + blanks(59),
  // 02 | seq (6) | reference (10) | type | account (20) | amount (15) | holder (40) | result (2) | filler (23)
  '02' +
    '000001' +
    '0000012348' +
    '40' +
    '002180700000000012  ' +
    '000000000425000' +
    'JOSE LUIS HERNANDEZ PEREZ'.padEnd(40) +
    '  ' +
    blanks(23),
  '02' +
    '000002' +
    '0000045671' +
    '03' +
    '4111111111111111    ' +
    '000000000150075' +
    'MARIA PENA'.padEnd(40) +
    '  ' +
    blanks(23),
  // 09 | count (7) | total (18): 425 000 + 150 075 = 575 075 centavos | filler (93)
  '09' + '0000002' + '000000000000575075' + blanks(93),
]

describe('the debit file layout', () => {
  it('writes the worked example record by record, 120 characters each, CRLF-ended', () => {
    const text = buildDebitFile(example)
    expect(text).toBe(expectedRecords.join('\r\n') + '\r\n')
    for (const record of expectedRecords) expect(record).toHaveLength(120)
  })

  it('reads back what it wrote, names folded to the file’s ASCII', () => {
    const { file, problems } = parseDebitFile(expectedRecords.join('\n'), 'C')
    expect(problems).toBeNull()
    expect(file!.header).toEqual({
      kind: 'C',
      runId: 12,
      billingDate: '2026-12-05',
      sender: 'MESA FINANCIERA',
    })
    expect(file!.details.map((detail) => [detail.sequence, detail.amountCents, detail.holderName])).toEqual([
      [1, 425_000, 'JOSE LUIS HERNANDEZ PEREZ'],
      [2, 150_075, 'MARIA PENA'],
    ])
  })
})

describe('reading an answer', () => {
  const answer = (codes: string[], trailer = expectedRecords[3]!) =>
    [
      expectedRecords[0]!.replace('01C', '01R'),
      ...expectedRecords
        .slice(1, 3)
        .map((record, index) => record.slice(0, 95) + codes[index] + record.slice(97)),
      trailer,
    ].join('\r\n')

  it('takes each detail’s result code', () => {
    const { file } = parseDebitFile(answer(['00', '01']), 'R')
    expect(file!.details.map((detail) => detail.resultCode)).toEqual(['00', '01'])
  })

  it('names a trailer whose count or total differs from the details', () => {
    const wrong = '09' + '0000003' + '000000000000575076' + blanks(93)
    expect(parseDebitFile(answer(['00', '01'], wrong), 'R').problems).toEqual({
      'trailer.recordCount': ['must_equal:2'],
      'trailer.totalCents': ['must_equal:575075'],
    })
  })

  it('names each bad record: an unknown result, a short line, letters in an amount, a request sent back', () => {
    expect(parseDebitFile(answer(['00', '99']), 'R').problems).toEqual({ 'lines.3': ['invalid_choice'] })
    const short = answer(['00', '01']).split('\r\n')
    short[1] = short[1]!.slice(0, 100)
    short[2] = short[2]!.slice(0, 45) + 'ABC' + short[2]!.slice(48)
    expect(parseDebitFile(short.join('\r\n'), 'R').problems).toEqual({
      'lines.2': ['invalid_format'],
      'lines.3': ['invalid_value'],
    })
    // A request is no answer: the header's kind, and no result on either detail.
    expect(parseDebitFile(expectedRecords.join('\r\n'), 'R').problems).toEqual({
      'lines.1': ['invalid_choice'],
      'lines.2': ['invalid_choice'],
      'lines.3': ['invalid_choice'],
    })
    expect(parseDebitFile('', 'R').problems).toEqual({ file: ['invalid_format'] })
    expect(parseDebitFile('hello\nworld', 'R').problems).toEqual({
      'lines.1': ['invalid_format'],
      'lines.2': ['invalid_format'],
    })
  })
})

describe('the sample files (samples/README.md)', () => {
  const sample = (name: string) => readFileSync(new URL(`./samples/${name}`, import.meta.url), 'latin1')

  it('the request is the worked example byte for byte', () => {
    expect(buildDebitFile(example)).toBe(sample('cargos-ejemplo.txt'))
  })

  it('the answer reads: the first collected, the second rejected with 01', () => {
    const { file, problems } = parseDebitFile(sample('respuesta-ejemplo.txt'), 'R')
    expect(problems).toBeNull()
    expect(file!.header).toMatchObject({ kind: 'R', runId: 12, sender: 'BANCO EJEMPLO' })
    expect(file!.details.map((detail) => [detail.sequence, detail.resultCode])).toEqual([
      [1, '00'],
      [2, '01'],
    ])
  })
})

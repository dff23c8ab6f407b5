import { describe, expect, it } from 'vitest'
import { buildFile, type BureauSource } from './records'

/*
 * A hand-built portfolio written out from the INTF layout (docs/compliance.md), not from the code: every tagged
 * field is tag + two-digit length + value, amounts whole pesos rounded half up, dates DDMMYYYY. Report date
 * Friday 29 May 2026, the last business day of May 2026.
 */
const member = { code: 'KK12340001', name: 'MESA CREDITO AUT' }
const asOf = '2026-05-29'

const juan: BureauSource = {
  applicationId: 7,
  folio: 1042,
  person: {
    lastName1: 'Pérez',
    lastName2: 'López',
    firstNames: 'Juan Carlos',
    birthDate: '1985-03-07',
    rfc: 'PELJ850307AB1',
    curp: 'PELJ850307HDFRPN09',
    address: {
      street: 'Avenida Insurgentes Sur',
      exteriorNumber: '1234',
      interiorNumber: '5B',
      neighborhood: 'Del Valle',
      municipality: 'Benito Juárez',
      state: 'DF',
      postalCode: '03100',
    },
    employer: 'Transportes Núñez, S.A.',
  },
  figures: {
    principalCents: 25_000_000,
    disbursedOn: '2026-01-15',
    periodicity: 'monthly',
    paymentCount: 36,
    paymentCents: 987_654,
    balanceCents: 23_123_456,
    pastDueCents: 987_654,
    pastDuePayments: 1,
    daysPastDue: 12,
    noneDueYet: false,
    lastPaymentOn: '2026-04-15',
    paidOffOn: null,
    writtenOffOn: null,
    restructuredOn: null,
  },
}

/** The same person's file with a wrong RFC and a four-digit postal code: refused, never written. */
const broken: BureauSource = {
  ...juan,
  applicationId: 8,
  folio: 1043,
  person: { ...juan.person, rfc: 'XXXX', address: { ...juan.person.address, postalCode: '3100' } },
}

/** Written off on 10 May after a restructure, 200 days late: MOP 97, observation UP, no second surname. */
const rosa: BureauSource = {
  applicationId: 9,
  folio: 1044,
  person: {
    ...juan.person,
    lastName1: 'Cruz',
    lastName2: '',
    firstNames: 'Rosa',
    rfc: 'CURO800101XY2',
    curp: 'CURO800101MJCRSS03',
    address: { ...juan.person.address, interiorNumber: '', state: 'JC', postalCode: '44100' },
    employer: null,
  },
  figures: {
    ...juan.figures,
    principalCents: 10_000_050,
    periodicity: 'weekly',
    paymentCount: 104,
    paymentCents: 123_449,
    balanceCents: 4_500_049,
    pastDueCents: 4_500_050,
    pastDuePayments: 29,
    daysPastDue: 200,
    lastPaymentOn: null,
    writtenOffOn: '2026-05-10',
    restructuredOn: '2025-11-03',
  },
}

describe('the INTF file of a hand-built portfolio', () => {
  const built = buildFile(member, asOf, [juan, broken, rosa])
  const lines = built.text.split('\n')

  it('the header: INTF, version 14, member code and name, blank cycle, report date, 10 zeros, 98 blanks', () => {
    expect(lines[0]).toBe(`INTF14KK12340001MESA CREDITO AUT  29052026${'0'.repeat(10)}${' '.repeat(98)}`)
    expect(lines[0]).toHaveLength(150)
  })

  it('Juan’s record, segment by segment and field by field', () => {
    const name = [
      'PN05PEREZ',
      '0005LOPEZ',
      '0204JUAN',
      '0306CARLOS',
      '040807031985',
      '0513PELJ850307AB1',
      '1518PELJ850307HDFRPN09',
    ]
    const address = [
      'PA28AVENIDA INSURGENTES SUR 1234',
      '0106INT 5B',
      '0209DEL VALLE',
      '0313BENITO JUAREZ',
      '0413BENITO JUAREZ',
      '0504CDMX',
      '060503100',
    ]
    const employment = ['PE23TRANSPORTES NUNEZ, S.A.']
    const account = [
      'TL10KK12340001',
      '0116MESA CREDITO AUT',
      '02041042',
      '0301I',
      '0401I',
      '0502AU',
      '0602MX',
      '070236',
      '0801M',
      '09049877', // 9,876.54 → 9,877
      '100815012026',
      '110815042026',
      '120815012026',
      '140829052026',
      '1606250000',
      '1706231235', // 231,234.56 → 231,235
      '1806250000',
      '19049877',
      '20011',
      '210202', // 12 days past due
      '9903FIN',
    ]
    expect(lines[1]).toBe([...name, ...address, ...employment, ...account].join(''))
  })

  it('Rosa’s record: no second surname, no interior, no employer; written off: MOP 97, observation UP', () => {
    expect(lines[2]).toBe(
      [
        'PN04CRUZ',
        '0016NO PROPORCIONADO',
        '0204ROSA',
        '040807031985',
        '0513CURO800101XY2',
        '1518CURO800101MJCRSS03',
        'PA28AVENIDA INSURGENTES SUR 1234',
        '0209DEL VALLE',
        '0313BENITO JUAREZ',
        '0413BENITO JUAREZ',
        '0503JAL',
        '060544100',
        'TL10KK12340001',
        '0116MESA CREDITO AUT',
        '02041044',
        '0301I',
        '0401I',
        '0502AU',
        '0602MX',
        '0703104',
        '0801S',
        '09041234', // 1,234.49 → 1,234
        '100815012026',
        '120815012026',
        '140829052026',
        '1606100001', // 100,000.50 → 100,001 (half up)
        '170545000', // 45,000.49 → 45,000
        '1806100001',
        '190545001', // 45,000.50 → 45,001
        '200229',
        '210297',
        '2402UP',
        '9903FIN',
      ].join(''),
    )
  })

  it('the trailer: the balances as printed summed, the segment counts, the member name', () => {
    // Balances 231,235 + 45,000 = 276,235; past due 9,877 + 45,001 = 54,878; two names, two addresses, one
    // employment, two accounts (the broken record is not counted).
    expect(lines[3]).toBe(
      [
        'TRLR',
        '00000000276235',
        '00000000054878',
        '001',
        '000000002',
        '000000002',
        '000000001',
        '000000002',
        '000000',
        'MESA CREDITO AUT',
        ' '.repeat(160),
      ].join(''),
    )
    expect(lines[4]).toBe('')
    expect(lines).toHaveLength(5)
  })

  it('refuses the broken record, naming each wrong datum, and keeps it out of the file', () => {
    expect(built.rejected.map(({ source, problems }) => [source.folio, problems])).toEqual([
      [1043, ['invalid_rfc', 'invalid_postal_code']],
    ])
    expect(built.text).not.toContain('02041043')
  })

  it('names every problem of an empty file of a person', () => {
    const empty = buildFile(member, asOf, [
      {
        ...juan,
        person: {
          lastName1: ' ',
          lastName2: '',
          firstNames: '',
          birthDate: '',
          rfc: '',
          curp: '',
          address: {
            street: '',
            exteriorNumber: '',
            interiorNumber: '',
            neighborhood: '',
            municipality: '',
            state: 'XX',
            postalCode: '',
          },
          employer: null,
        },
      },
    ])
    expect(empty.rejected[0]!.problems).toEqual([
      'missing_last_name',
      'missing_first_name',
      'missing_birth_date',
      'invalid_rfc',
      'invalid_curp',
      'missing_address',
      'missing_neighborhood',
      'missing_municipality',
      'invalid_state',
      'invalid_postal_code',
    ])
    expect(empty.accepted).toHaveLength(0)
  })

  it('reports a loan paid off in the month closed: closing date, nothing owed, nothing to pay', () => {
    const paid = buildFile(member, asOf, [
      {
        ...juan,
        figures: {
          ...juan.figures,
          paidOffOn: '2026-05-20',
          balanceCents: 0,
          pastDueCents: 0,
          pastDuePayments: 0,
          daysPastDue: 0,
        },
      },
    ])
    const account = paid.accepted[0]!.account
    expect([account.closedOn, account.paymentCents, account.mop]).toEqual(['2026-05-20', 0, '01'])
    expect(paid.text.split('\n')[1]).toContain(
      '09010100815012026110815042026120815012026130820052026140829052026',
    )
  })
})

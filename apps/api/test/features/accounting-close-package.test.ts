import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  accountingPaths,
  approvalPaths,
  periodPackagePaths,
  pldPaths,
  type AbilityRule,
} from '@mesa/contracts'
import { accountingPeriodFiles, ledgerAccounts, roles } from '../../src/db/schema'
import { postJournalEntry, replaceSubledgers, type JournalEntryInput } from '../../src/features/accounting'
import { contabilidadSchemas } from '../../src/features/accounting/sat/sat-schemas.test-support'
import { attributeOf, childrenNamed, parseXml } from '../../src/features/accounting/sat/xml'
import { validateXml } from '../../src/features/accounting/sat/xsd-validate'
import { demoTokens } from '../helpers/demo-sign-in'
import { closeMonth } from '../helpers/period-close'
import { useTestApp } from '../helpers/use-test-app'
import { createUserWithRules } from '../helpers/users'

/*
 * The month's package (issue 34 item 4, docs/accounting.md "The month's package"). Books of March and April
 * 2016 (before any demo history), in centavos:
 *   E1 2016-03-01 Dr 1101 Bancos 100 000 000 / Cr 4101 Capital social 100 000 000
 *   E2 2016-03-05 Dr 1300.01 Cartera auto 12 000 000 / Cr 1101 12 000 000
 *   E3 2016-03-20 Dr 1101 1 160 000 / Cr 5101 500 000, Cr 2302 IVA 80 000, Cr 1300.01 580 000
 *   E4 2016-04-02 Dr 1101 232 000 / Cr 5101 100 000, Cr 2302 16 000, Cr 1300.01 116 000
 * Balanza of March (BN, pesos), by hand:
 *   1101 D: SaldoIni 0.00, Debe 1 000 000.00 + 11 600.00 = 1 011 600.00, Haber 120 000.00,
 *           SaldoFin 1 011 600.00 − 120 000.00 = 891 600.00
 *   1300.01 D: Debe 120 000.00, Haber 5 800.00, SaldoFin 114 200.00
 *   2302 A: Haber 800.00, SaldoFin 800.00 · 4101 A: Haber 1 000 000.00 · 5101 A: Haber 5 000.00
 * Balanza of April: 1101 SaldoIni 891 600.00, Debe 2 320.00, SaldoFin 893 920.00; 2302 SaldoIni 800.00,
 *   Haber 160.00, SaldoFin 960.00.
 * The demo lender's RFC is MFI1903147T2, so the SAT files are MFI1903147T2201603CT.xml, …BN.xml, …PL.xml.
 */
const t = useTestApp()
let accountant = ''
let admin = ''
let supervisor = ''
let compliance = ''
let scopedReader = ''

const base = {
  source: { type: 'loan', id: 920_001 },
  product: 'auto',
  loanId: 920_001,
  createdBy: null,
} as const
const march: JournalEntryInput[] = [
  {
    ...base,
    businessDate: '2016-03-01',
    kind: 'opening_balance',
    source: { type: 'manual', id: 1 },
    loanId: null,
    memo: 'Aportación de capital',
    lines: [
      { slot: 'bank', debitCents: 100_000_000, creditCents: 0 },
      { slot: 'equity.capital', debitCents: 0, creditCents: 100_000_000 },
    ],
  },
  {
    ...base,
    businessDate: '2016-03-05',
    kind: 'disbursement',
    memo: 'Disposición | crédito "A&B"',
    lines: [
      { slot: 'portfolio.current', debitCents: 12_000_000, creditCents: 0 },
      { slot: 'bank', debitCents: 0, creditCents: 12_000_000 },
    ],
  },
  {
    ...base,
    businessDate: '2016-03-20',
    kind: 'payment',
    memo: 'Pago',
    lines: [
      { slot: 'bank', debitCents: 1_160_000, creditCents: 0 },
      { slot: 'income.interest', debitCents: 0, creditCents: 500_000 },
      { slot: 'iva.payable', debitCents: 0, creditCents: 80_000 },
      { slot: 'portfolio.current', debitCents: 0, creditCents: 580_000 },
    ],
  },
]
const april: JournalEntryInput = {
  ...base,
  businessDate: '2016-04-02',
  kind: 'payment',
  memo: 'Pago de abril',
  lines: [
    { slot: 'bank', debitCents: 232_000, creditCents: 0 },
    { slot: 'income.interest', debitCents: 0, creditCents: 100_000 },
    { slot: 'iva.payable', debitCents: 0, creditCents: 16_000 },
    { slot: 'portfolio.current', debitCents: 0, creditCents: 116_000 },
  ],
}

beforeAll(async () => {
  ;[accountant, admin, supervisor, compliance] = await demoTokens(t, [
    'contabilidad',
    'admin',
    'supervisor',
    'cumplimiento',
  ])
  for (const input of [...march, april]) await t.database.db.transaction((tx) => postJournalEntry(tx, input))
  // What the loans would say of the bank, the IVA and the portfolio of these invented 2016 entries.
  replaceSubledgers([
    [
      'bank',
      async (_db, asOf) => (asOf >= '2016-04-02' ? 89_392_000 : asOf >= '2016-03-20' ? 89_160_000 : 0),
    ],
    [
      'iva.payable',
      async (_db, asOf) => (asOf >= '2016-04-02' ? -96_000 : asOf >= '2016-03-20' ? -80_000 : 0),
    ],
  ])
  // A role scoped to its allies that holds read accounting and read pld (as the demo supervisor once did).
  const rules: AbilityRule[] = [
    { action: 'read', subject: 'accounting' },
    { action: 'read', subject: 'pld' },
  ]
  const scoped = await createUserWithRules(t.database.db, rules)
  await t.database.db.update(roles).set({ scope: 'own-allies' }).where(eq(roles.id, scoped.roleId))
  scopedReader = (await t.login(scoped.email, scoped.password)).accessToken
})

const get = (token: string, url: string) => t.as(token, { method: 'GET', url })
const post = (token: string, url: string, payload?: object) => t.as(token, { method: 'POST', url, payload })
/** Asks for the close and runs its job: answers the run as it ended. */
const close = async (period: string) => (await closeMonth(t, accountant, period)).run
const complementary = (period: string) => periodPackagePaths.complementaryBalanza.replace(':period', period)
const polizasFor = (period: string, query: string) =>
  `${periodPackagePaths.polizas.replace(':period', period)}?${query}`
const fileUrl = (period: string, name: string) =>
  periodPackagePaths.file.replace(':period', period).replace(':name', name)

/** Each Ctas row of a balanza by NumCta: [SaldoIni, Debe, Haber, SaldoFin]. */
function balanzaRows(xml: string) {
  const rows = new Map<string, string[]>()
  for (const account of childrenNamed(parseXml(xml, { ignoreText: true }), 'BCE:Ctas'))
    rows.set(
      attributeOf(account, 'NumCta')!,
      ['SaldoIni', 'Debe', 'Haber', 'SaldoFin'].map((name) => attributeOf(account, name)!),
    )
  return rows
}

describe("the month's package", () => {
  it('closing March stores the trial balance, the journal and the SAT files, each XML valid', async () => {
    expect(await close('2016-03')).toMatchObject({ status: 'succeeded' })
    const listed = (await get(accountant, periodPackagePaths.packages)).json()
    const marchPackage = listed.items.find((item: { period: string }) => item.period === '2016-03')
    expect(marchPackage.files.map((file: { name: string }) => file.name)).toEqual([
      'MFI1903147T2201603BN.xml',
      'MFI1903147T2201603CT.xml',
      'MFI1903147T2201603PL.xml',
      'balanza-2016-03.csv',
      'balanza-2016-03.xlsx',
      'polizas-2016-03.csv',
    ])
    const schemas = contabilidadSchemas()
    for (const name of ['CT', 'BN', 'PL']) {
      const response = await get(accountant, fileUrl('2016-03', `MFI1903147T2201603${name}.xml`))
      expect(response.statusCode).toBe(200)
      expect(response.headers['content-disposition']).toBe(
        `attachment; filename="MFI1903147T2201603${name}.xml"`,
      )
      expect(validateXml(schemas, response.body)).toEqual([])
    }

    const balanza = (await get(accountant, fileUrl('2016-03', 'MFI1903147T2201603BN.xml'))).body
    expect(balanza).toContain('TipoEnvio="N"')
    const rows = balanzaRows(balanza)
    expect(rows.get('1101')).toEqual(['0.00', '1011600.00', '120000.00', '891600.00'])
    expect(rows.get('1300.01')).toEqual(['0.00', '120000.00', '5800.00', '114200.00'])
    expect(rows.get('2302')).toEqual(['0.00', '0.00', '800.00', '800.00'])
    expect(rows.get('4101')).toEqual(['0.00', '0.00', '1000000.00', '1000000.00'])
    expect(rows.get('5101')).toEqual(['0.00', '0.00', '5000.00', '5000.00'])

    const polizas = parseXml((await get(accountant, fileUrl('2016-03', 'MFI1903147T2201603PL.xml'))).body, {
      ignoreText: true,
    })
    const entries = childrenNamed(polizas, 'PLZ:Poliza')
    expect(entries).toHaveLength(3)
    // The SAT's separator never reaches a concept; the rest is escaped and reads back unchanged.
    expect(attributeOf(entries[1]!, 'Concepto')).toBe('Disposición / crédito "A&B"')

    const csv = (await get(accountant, fileUrl('2016-03', 'balanza-2016-03.csv'))).body
    expect(csv).toContain('1101,Bancos,D,0.00,1011600.00,120000.00,891600.00\r\n')
    const xlsx = await get(accountant, fileUrl('2016-03', 'balanza-2016-03.xlsx'))
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK')
    const journal = (await get(accountant, fileUrl('2016-03', 'polizas-2016-03.csv'))).body
    expect(journal.split('\r\n').filter((line) => line.includes(',2016-03-'))).toHaveLength(2 + 2 + 4)
    const zip = await get(accountant, periodPackagePaths.zip.replace(':period', '2016-03'))
    expect(zip.headers['content-type']).toBe('application/zip')
    expect(zip.rawPayload.subarray(0, 2).toString()).toBe('PK')
  })

  it("April's balanza opens with March's closing balances", async () => {
    expect(await close('2016-04')).toMatchObject({ status: 'succeeded' })
    const rows = balanzaRows((await get(accountant, fileUrl('2016-04', 'MFI1903147T2201604BN.xml'))).body)
    expect(rows.get('1101')).toEqual(['891600.00', '2320.00', '0.00', '893920.00'])
    expect(rows.get('2302')).toEqual(['800.00', '0.00', '160.00', '960.00'])
  })

  it('a closed month nobody corrected has no complementaria balanza; an open month has none to complement', async () => {
    const none = await post(accountant, complementary('2016-04'))
    expect(none.statusCode).toBe(409)
    expect(none.json()).toMatchObject({
      code: 'nothing_to_complement',
      errors: { period: ['nothing_to_complement'] },
    })
    const open = await post(accountant, complementary('2016-06'))
    expect(open.statusCode).toBe(409)
    expect(open.json().code).toBe('period_open')
  })

  it('the lock still holds: a late event goes to May, an adjustment in March is refused, the package stays', async () => {
    const [before] = await t.database.db
      .select({ sha256: accountingPeriodFiles.sha256 })
      .from(accountingPeriodFiles)
      .where(eq(accountingPeriodFiles.name, 'MFI1903147T2201603BN.xml'))
    const late = await t.database.db.transaction((tx) =>
      postJournalEntry(tx, { ...march[2]!, businessDate: '2016-03-25', memo: 'Pago tardío' }),
    )
    expect(late.businessDate).toBe('2016-05-01')
    const adjustment = await post(accountant, accountingPaths.adjustments, {
      businessDate: '2016-03-15',
      memo: 'Ajuste',
      lines: [
        { accountCode: '5501', debitCents: 100, creditCents: 0 },
        { accountCode: '1390', debitCents: 0, creditCents: 100 },
      ],
    })
    expect(adjustment.json().errors).toEqual({ businessDate: ['period_closed'] })
    const [after] = await t.database.db
      .select({ sha256: accountingPeriodFiles.sha256 })
      .from(accountingPeriodFiles)
      .where(eq(accountingPeriodFiles.name, 'MFI1903147T2201603BN.xml'))
    expect(after).toEqual(before)
  })

  it('the close run fails listing the problems when a SAT file fails its XSD; nothing is written', async () => {
    // May's books (the late payment) balance; a código agrupador outside the SAT's catalogue breaks the CT.
    replaceSubledgers([
      ['bank', async (_db, asOf) => (asOf >= '2016-05-01' ? 90_552_000 : 89_392_000)],
      ['iva.payable', async (_db, asOf) => (asOf >= '2016-05-01' ? -176_000 : -96_000)],
    ])
    await t.database.db
      .update(ledgerAccounts)
      .set({ satGroupingCode: '999.99' })
      .where(eq(ledgerAccounts.code, '5102'))
    const refused = await close('2016-05')
    expect(refused?.status).toBe('failed')
    const errors = refused!.errors!
    expect(errors.sat_files).toEqual(['period_not_closable'])
    const problems = errors['sat_files.MFI1903147T2201605CT.xml']!
    expect(problems.some((problem) => problem.includes('@CodAgrup') && problem.includes('999.99'))).toBe(true)
    const stored = await t.database.db
      .select()
      .from(accountingPeriodFiles)
      .where(eq(accountingPeriodFiles.period, '2016-05'))
    expect(stored).toHaveLength(0)
    const periods = (await get(accountant, accountingPaths.periods)).json()
    expect(periods.items.find((item: { period: string }) => item.period === '2016-05').status).toBe('open')

    await t.database.db
      .update(ledgerAccounts)
      .set({ satGroupingCode: '401.32' })
      .where(eq(ledgerAccounts.code, '5102'))
    expect(await close('2016-05')).toMatchObject({ status: 'succeeded' })
  })

  it('an unknown file is 404; a name with a path is 400', async () => {
    expect((await get(accountant, fileUrl('2016-03', 'otro.xml'))).statusCode).toBe(404)
    expect((await get(accountant, fileUrl('2016-03', '..%2Fsecret'))).statusCode).toBe(400)
  })
})

describe('a mapping change needs a second person', () => {
  it('the asker may not approve it (403); another manager does, and the slot moves', async () => {
    const asked = await post(accountant, accountingPaths.mappings, {
      product: 'seminuevo',
      slot: 'income.lateInterest',
      accountCode: '5101',
      reason: 'Los moratorios de seminuevo se informan con los ordinarios',
    })
    expect(asked.statusCode).toBe(202)
    const request = asked.json()
    expect(request.payload.reason).toBe('Los moratorios de seminuevo se informan con los ordinarios')
    const again = await post(accountant, accountingPaths.mappings, { ...request.payload })
    expect(again.statusCode).toBe(409)
    const approve = (token: string) =>
      post(token, approvalPaths.approve.replace(':id', String(request.id)), { version: request.version })
    const same = await approve(accountant)
    expect(same.statusCode).toBe(403)
    expect(same.json().code).toBe('four_eyes_same_person')
    const mapped = async () =>
      (await get(accountant, accountingPaths.mappings))
        .json()
        .items.find(
          (item: { product: string; slot: string }) =>
            item.product === 'seminuevo' && item.slot === 'income.lateInterest',
        ).accountCode
    expect(await mapped()).toBe('5102')
    expect((await approve(admin)).statusCode).toBe(200)
    expect(await mapped()).toBe('5101')
  })

  it('a change without its reason is 400 naming it', async () => {
    const response = await post(accountant, accountingPaths.mappings, {
      product: 'auto',
      slot: 'bank',
      accountCode: '1101',
    })
    expect(response.statusCode).toBe(400)
    expect(Object.keys(response.json().errors)).toEqual(['reason'])
  })
})

describe('head-office records', () => {
  it('a viewer scoped to its allies is refused the books and the PLD reports, even holding read', async () => {
    for (const url of [
      accountingPaths.trialBalance,
      accountingPaths.journal,
      accountingPaths.periods,
      periodPackagePaths.packages,
      fileUrl('2016-03', 'MFI1903147T2201603BN.xml'),
      `${pldPaths.relevantOperations}?period=2016-03`,
      pldPaths.reports,
    ])
      expect({ url, status: (await get(scopedReader, url)).statusCode }).toEqual({ url, status: 403 })
    // Their own allies' alerts stay theirs to read (the PLD alerts follow the row scope).
    expect((await get(scopedReader, pldPaths.alerts)).statusCode).toBe(200)
    // The demo supervisor no longer holds the books; head office still reads the reports.
    expect((await get(supervisor, accountingPaths.trialBalance)).statusCode).toBe(403)
    expect((await get(compliance, `${pldPaths.relevantOperations}?period=2016-03`)).statusCode).toBe(200)
    expect((await get(admin, periodPackagePaths.packages)).statusCode).toBe(200)
  })
})

/*
 * The SAT's requests after the close (docs/accounting.md "SAT requests"). March was corrected: the late payment of
 * 2016-03-25 (E3's figures again) was booked on 2016-05-01. March's complementaria balanza (BC, TipoEnvio C,
 * FechaModBal 2016-05-01) puts it back in March, by hand in pesos:
 *   1101 D: Debe 1 000 000.00 + 11 600.00 + 11 600.00 = 1 023 200.00, Haber 120 000.00, SaldoFin 903 200.00
 *   1300.01 D: Debe 120 000.00, Haber 5 800.00 + 5 800.00 = 11 600.00, SaldoFin 108 400.00
 *   2302 A: Haber 800.00 + 800.00 = 1 600.00 · 5101 A: Haber 5 000.00 + 5 000.00 = 10 000.00
 *   4101 A: Haber 1 000 000.00 (unchanged)
 */
describe("the SAT's requests", () => {
  it("stores a corrected month's complementaria balanza, valid against the XSD, in the month's package", async () => {
    expect((await post(supervisor, complementary('2016-03'))).statusCode).toBe(403)
    const stored = await post(accountant, complementary('2016-03'))
    expect(stored.statusCode, stored.body).toBe(201)
    expect(stored.json()).toMatchObject({
      name: 'MFI1903147T2201603BC.xml',
      kind: 'sat_balanza_complementaria',
      mediaType: 'application/xml',
    })
    const xml = (await get(accountant, fileUrl('2016-03', 'MFI1903147T2201603BC.xml'))).body
    expect(validateXml(contabilidadSchemas(), xml)).toEqual([])
    expect(xml).toMatch(/Mes="03" Anio="2016" TipoEnvio="C" FechaModBal="2016-05-01"/)
    const rows = balanzaRows(xml)
    expect(rows.get('1101')).toEqual(['0.00', '1023200.00', '120000.00', '903200.00'])
    expect(rows.get('1300.01')).toEqual(['0.00', '120000.00', '11600.00', '108400.00'])
    expect(rows.get('2302')).toEqual(['0.00', '0.00', '1600.00', '1600.00'])
    expect(rows.get('5101')).toEqual(['0.00', '0.00', '10000.00', '10000.00'])
    expect(rows.get('4101')).toEqual(['0.00', '0.00', '1000000.00', '1000000.00'])
    // The normal balanza stays as closed; a second complementaria replaces the first.
    const normal = (await get(accountant, fileUrl('2016-03', 'MFI1903147T2201603BN.xml'))).body
    expect(balanzaRows(normal).get('1101')).toEqual(['0.00', '1011600.00', '120000.00', '891600.00'])
    expect((await post(accountant, complementary('2016-03'))).statusCode).toBe(201)
    const listed = (await get(accountant, periodPackagePaths.packages)).json()
    const files = listed.items.find((item: { period: string }) => item.period === '2016-03').files
    expect(files.filter((file: { kind: string }) => file.kind === 'sat_balanza_complementaria')).toHaveLength(
      1,
    )
  })

  it("answers the month's pólizas for an audit order (AF/FC) or a procedure (DE/CO), valid against the XSD", async () => {
    const audit = await get(accountant, polizasFor('2016-03', 'tipoSolicitud=AF&numOrden=ABC1234567/16'))
    expect(audit.statusCode, audit.body).toBe(200)
    expect(audit.headers['content-disposition']).toBe('attachment; filename="MFI1903147T2201603PL.xml"')
    expect(validateXml(contabilidadSchemas(), audit.body)).toEqual([])
    expect(audit.body).toContain('TipoSolicitud="AF" NumOrden="ABC1234567/16"')
    expect(audit.body).not.toContain('NumTramite')
    expect(childrenNamed(parseXml(audit.body, { ignoreText: true }), 'PLZ:Poliza')).toHaveLength(3)
    const refund = await get(accountant, polizasFor('2016-03', 'tipoSolicitud=DE&numTramite=AB123456789012'))
    expect(validateXml(contabilidadSchemas(), refund.body)).toEqual([])
    expect(refund.body).toContain('TipoSolicitud="DE" NumTramite="AB123456789012"')
    expect(refund.body).not.toContain('NumOrden')
    const compulsa = await get(accountant, polizasFor('2016-03', 'tipoSolicitud=FC&numOrden=XYZ7654321/17'))
    expect(validateXml(contabilidadSchemas(), compulsa.body)).toEqual([])
  })

  it('refuses a request without its number, with the wrong one or a malformed one, naming the field', async () => {
    const errorsOf = async (query: string) => {
      const answer = await get(accountant, polizasFor('2016-03', query))
      expect(answer.statusCode).toBe(400)
      return answer.json().errors
    }
    expect(await errorsOf('tipoSolicitud=AF')).toEqual({ numOrden: ['required'] })
    expect(await errorsOf('tipoSolicitud=CO')).toEqual({ numTramite: ['required'] })
    expect(await errorsOf('tipoSolicitud=FC&numOrden=ABC123/16')).toEqual({ numOrden: ['invalid_format'] })
    expect(await errorsOf('tipoSolicitud=DE&numTramite=AB1234')).toEqual({ numTramite: ['invalid_format'] })
    expect(await errorsOf('tipoSolicitud=AF&numOrden=ABC1234567/16&numTramite=AB123456789012')).toEqual({
      numTramite: ['invalid_value'],
    })
    expect(Object.keys(await errorsOf('tipoSolicitud=XX&numOrden=ABC1234567/16'))).toEqual(['tipoSolicitud'])
    // A month without entries has no pólizas.
    expect(
      (await get(accountant, polizasFor('2016-02', 'tipoSolicitud=AF&numOrden=ABC1234567/16'))).statusCode,
    ).toBe(404)
  })
})

import { describe, expect, it } from 'vitest'
import { balanzaXml, type BalanzaInput } from './balanza'
import { catalogoCuentasXml, type CatalogInput } from './catalogo-cuentas'
import { polizasXml, type PolizasInput } from './polizas'
import { contabilidadSchemas, refusedFields } from './sat-schemas.test-support'
import { attributeOf, childNamed, childrenNamed, parseXml } from './xml'
import { validateXml } from './xsd-validate'

const schemas = contabilidadSchemas()
const RFC = 'MFD150101AB1'

const catalog: CatalogInput = {
  rfc: RFC,
  year: 2027,
  month: 1,
  accounts: [
    { codAgrup: '102', number: '1100', description: 'Bancos', level: 1, nature: 'D' },
    {
      codAgrup: '102.01',
      number: '1101',
      description: 'Bancos nacionales',
      parent: '1100',
      level: 2,
      nature: 'D',
    },
    { codAgrup: '208', number: '2104', description: 'IVA trasladado cobrado', level: 1, nature: 'A' },
    { codAgrup: '401', number: '5100', description: 'Ingresos', level: 1, nature: 'A' },
    {
      codAgrup: '401.01',
      number: '5101',
      description: 'Intereses "A&B" <cartera> \'vigente\'',
      parent: '5100',
      level: 2,
      nature: 'A',
    },
  ],
}

// The worked balanza of January 2027 (figures in pesos, computed by hand):
//   1101 Bancos nacionales (D): 100,000.00 + Debe 4,106.00 − Haber 0        = 104,106.00
//   1105 Deudores diversos  (D):     500.00 + Debe     0.00 − Haber 800.00   =    −300.00 (against its nature)
//   2104 IVA trasladado     (A):   1,000.00 + Haber  456.00 − Debe 0         =   1,456.00
//   5101 Intereses          (A):  12,000.00 + Haber 2,500.00 − Debe 0        =  14,500.00
//   5102 Comisiones         (A):       0.00 + Haber   350.00 − Debe 0        =     350.00
//   Σ Debe = 4,106.00; Σ Haber = 800.00 + 456.00 + 2,500.00 + 350.00 = 4,106.00
const balanza: BalanzaInput = {
  rfc: RFC,
  year: 2027,
  month: 1,
  tipoEnvio: 'N',
  accounts: [
    { number: '1101', nature: 'D', openingCents: 10_000_000, debitCents: 410_600, creditCents: 0 },
    { number: '1105', nature: 'D', openingCents: 50_000, debitCents: 0, creditCents: 80_000 },
    { number: '2104', nature: 'A', openingCents: 100_000, debitCents: 0, creditCents: 45_600 },
    { number: '5101', nature: 'A', openingCents: 1_200_000, debitCents: 0, creditCents: 250_000 },
    { number: '5102', nature: 'A', openingCents: 0, debitCents: 0, creditCents: 35_000 },
  ],
}

const UUID = '6F1D6A47-3C1B-4B4E-9E55-0123456789AB'
const polizas: PolizasInput = {
  rfc: RFC,
  year: 2027,
  month: 1,
  tipoSolicitud: 'AF',
  numOrden: 'ABC1234567/27',
  polizas: [
    {
      number: 'PAGO-881',
      date: '2027-01-15',
      concept: 'Pago del crédito CR-000123',
      lines: [
        {
          account: '1101',
          accountName: 'Bancos nacionales',
          concept: 'Depósito SPEI',
          debitCents: 330_600,
          creditCents: 0,
          cfdis: [{ uuid: UUID, rfc: 'PEGJ800101AB3', totalCents: 330_600 }],
        },
        {
          account: '5101',
          accountName: 'Intereses',
          concept: 'Interés ordinario',
          debitCents: 0,
          creditCents: 250_000,
        },
        {
          account: '5102',
          accountName: 'Comisiones',
          concept: 'Comisión por pago tardío',
          debitCents: 0,
          creditCents: 35_000,
        },
        {
          account: '2104',
          accountName: 'IVA trasladado cobrado',
          concept: 'IVA 16 %',
          debitCents: 0,
          creditCents: 45_600,
        },
      ],
    },
  ],
}

describe('electronic accounting files (Anexo 24, 1.3)', () => {
  it('writes a catálogo de cuentas valid against CatalogoCuentas_1_3.xsd, hostile text escaped and read back', () => {
    const xml = catalogoCuentasXml(catalog)
    expect(validateXml(schemas, xml)).toEqual([])
    expect(xml).toContain('Desc="Intereses &quot;A&amp;B&quot; &lt;cartera&gt; &apos;vigente&apos;"')
    const accounts = childrenNamed(parseXml(xml), 'catalogocuentas:Ctas')
    expect(attributeOf(accounts[4]!, 'Desc')).toBe('Intereses "A&B" <cartera> \'vigente\'')
    expect(attributeOf(accounts[1]!, 'SubCtaDe')).toBe('1100')
    expect(accounts.map((a) => attributeOf(a, 'Natur'))).toEqual(['D', 'D', 'A', 'A', 'A'])
  })

  it('writes the worked balanza with its figures by hand, valid against BalanzaComprobacion_1_3.xsd', () => {
    const xml = balanzaXml(balanza)
    expect(validateXml(schemas, xml)).toEqual([])
    const rows = childrenNamed(parseXml(xml), 'BCE:Ctas').map((node) =>
      ['NumCta', 'SaldoIni', 'Debe', 'Haber', 'SaldoFin'].map((name) => attributeOf(node, name)),
    )
    expect(rows).toEqual([
      ['1101', '100000.00', '4106.00', '0.00', '104106.00'],
      ['1105', '500.00', '0.00', '800.00', '-300.00'],
      ['2104', '1000.00', '0.00', '456.00', '1456.00'],
      ['5101', '12000.00', '0.00', '2500.00', '14500.00'],
      ['5102', '0.00', '0.00', '350.00', '350.00'],
    ])
    expect(xml).toMatch(/<BCE:Balanza [^>]*Mes="01" Anio="2027" TipoEnvio="N"/)
  })

  it('writes a complementaria balanza with its FechaModBal, and month 13 (closing)', () => {
    const xml = balanzaXml({ ...balanza, month: 13, tipoEnvio: 'C', fechaModBal: '2027-03-02' })
    expect(validateXml(schemas, xml)).toEqual([])
    expect(xml).toContain('Mes="13"')
    expect(xml).toContain('FechaModBal="2027-03-02"')
  })

  it('writes the pólizas with the CFDI UUID, valid against PolizasPeriodo_1_3.xsd', () => {
    const xml = polizasXml(polizas)
    expect(validateXml(schemas, xml)).toEqual([])
    const poliza = childNamed(parseXml(xml), 'PLZ:Poliza')
    const compNal = childNamed(childNamed(poliza, 'PLZ:Transaccion'), 'PLZ:CompNal')
    expect(attributeOf(compNal, 'UUID_CFDI')).toBe(UUID)
    expect(attributeOf(compNal, 'MontoTotal')).toBe('3306.00')
    expect(xml).toContain('TipoSolicitud="AF" NumOrden="ABC1234567/27"')
  })

  it('the validator reads the SAT schema: a broken file is caught with its path', () => {
    const xml = balanzaXml(balanza)
    expect(validateXml(schemas, xml.replace('SaldoFin="350.00"', 'SaldoFin="350.001"'))).toEqual([
      expect.stringMatching(/BCE:Ctas\[5\]\/@SaldoFin: .*fractionDigits 2/),
    ])
    expect(validateXml(schemas, xml.replace('Mes="01"', 'Mes="14"'))[0]).toMatch(
      /@Mes: "14" is not in the catalogue/,
    )
    expect(validateXml(schemas, xml.replace(` RFC="${RFC}"`, ''))).toEqual(['/BCE:Balanza/@RFC: required'])
    expect(
      validateXml(schemas, catalogoCuentasXml(catalog).replace('CodAgrup="102.01"', 'CodAgrup="102.99"'))[0],
    ).toMatch(/@CodAgrup: "102.99" is not in the catalogue/)
    expect(validateXml(schemas, xml.replace('</BCE:Balanza>', '<BCE:Otro/></BCE:Balanza>'))).toEqual([
      '/BCE:Balanza: unexpected <BCE:Otro>',
    ])
  })

  it('refuses invalid input naming the field', () => {
    expect(refusedFields(() => balanzaXml({ ...balanza, rfc: 'MFD15010AB1' }))).toEqual(['rfc'])
    const negative = structuredClone(balanza)
    negative.accounts[2]!.debitCents = -1
    expect(refusedFields(() => balanzaXml(negative))).toEqual(['accounts.2.debitCents'])
    expect(refusedFields(() => balanzaXml({ ...balanza, tipoEnvio: 'C' }))).toEqual(['fechaModBal'])
    const orphan = structuredClone(catalog)
    orphan.accounts[1]!.parent = '9999'
    expect(refusedFields(() => catalogoCuentasXml(orphan))).toEqual(['accounts.1.parent'])
    const unbalanced = structuredClone(polizas)
    unbalanced.polizas[0]!.lines[0]!.debitCents = 330_599
    expect(refusedFields(() => polizasXml(unbalanced))).toEqual(['polizas.0.lines'])
    expect(refusedFields(() => polizasXml({ ...polizas, numOrden: undefined }))).toEqual(['numOrden'])
    const pipe = structuredClone(catalog)
    pipe.accounts[0]!.description = 'Bancos | caja'
    expect(refusedFields(() => catalogoCuentasXml(pipe))).toEqual(['accounts.0.description'])
  })
})

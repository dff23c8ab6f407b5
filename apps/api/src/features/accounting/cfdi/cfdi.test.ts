import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { ivaOf } from '../../../lending/money'
import { cfdiSchemas, refusedFields } from '../sat/sat-schemas.test-support'
import { SatInputError } from '../sat/sat-text'
import { attributeOf, childNamed, childrenNamed, parseXml } from '../sat/xml'
import { validateXml } from '../sat/xsd-validate'
import { cadenaOriginalCfdi, cadenaOriginalTfd } from './cadena-original'
import { cfdiElementOf, cfdiOfPayment } from './cfdi-build'
import { sandboxCsd, sandboxSat, workedPayment } from './cfdi.test-support'
import { issueCfdiOfPayment } from './issue-cfdi'
import { ivaSatCents, ivaToleranceCents } from './iva'
import { PacRejection } from './pac'
import { SandboxPac } from './sandbox-pac'
import { sealCfdi, selloVerifies } from './sello'
import { tfdOf, tfdVerifies } from './tfd'

const schemas = cfdiSchemas()
// Stamped one hour after the worked CFDI's Fecha (10:30 in Mexico City, UTC−6 → 16:30 UTC).
const stampedAt = new Date('2027-01-15T17:30:00Z')
const pac = new SandboxPac({
  sat: sandboxSat,
  validate: (xml) => validateXml(schemas, xml),
  now: () => stampedAt,
  uuid: () => '5fb2822e-396d-4725-8521-cdc4bdd20ccf',
})

// The worked example's cadena original, written by hand in cadenaoriginal_4_0.xslt's order: Comprobante
// (Version, Serie, Folio, Fecha, FormaPago, NoCertificado, SubTotal, Moneda, Total, TipoDeComprobante,
// Exportacion, MetodoPago, LugarExpedicion), Emisor, Receptor, each Concepto then its Traslado, then the
// summary's Traslado and TotalImpuestosTrasladados. SubTotal 2,500.00 + 350.00 = 2,850.00; IVA 400.00 + 56.00
// = 456.00 (350.00 × 0.16 = 56.00); Total 2,850.00 + 456.00 = 3,306.00.
const WORKED_CADENA =
  '||4.0|I|123|2027-01-15T10:30:00|03|99999000000000000001|2850.00|MXN|3306.00|I|01|PUE|06600' +
  '|MFD150101AB1|MESA FINANCIERA DEMO|601' +
  '|PEGJ800101AB3|JUAN PEREZ GARCIA|06600|605|G03' +
  '|84101700|1|E48|Servicio|Intereses ordinarios del crédito CR-000123|2500.00|2500.00|02' +
  '|2500.00|002|Tasa|0.160000|400.00' +
  '|84101700|1|E48|Servicio|Comisión por pago tardío del crédito CR-000123|350.00|350.00|02' +
  '|350.00|002|Tasa|0.160000|56.00' +
  '|2850.00|002|Tasa|0.160000|456.00|456.00||'

describe('CFDI 4.0 of a payment’s interest and fees', () => {
  it('builds the worked example: conceptos, SubTotal, IVA and Total by hand', () => {
    const root = parseXml(cfdiOfPayment(workedPayment))
    expect(attributeOf(root, 'SubTotal')).toBe('2850.00')
    expect(attributeOf(root, 'Total')).toBe('3306.00')
    expect(attributeOf(root, 'FormaPago')).toBe('03')
    const impuestos = childNamed(root, 'cfdi:Impuestos')
    expect(attributeOf(impuestos, 'TotalImpuestosTrasladados')).toBe('456.00')
    const conceptos = childrenNamed(childNamed(root, 'cfdi:Conceptos'), 'cfdi:Concepto')
    const ivaOfConcepto = conceptos.map((c) => {
      const traslado = childNamed(
        childNamed(childNamed(c, 'cfdi:Impuestos'), 'cfdi:Traslados'),
        'cfdi:Traslado',
      )
      return [attributeOf(c, 'Importe'), attributeOf(traslado, 'Base'), attributeOf(traslado, 'Importe')]
    })
    expect(ivaOfConcepto).toEqual([
      ['2500.00', '2500.00', '400.00'],
      ['350.00', '350.00', '56.00'],
    ])
  })

  it('computes the cadena original exactly, and the sello verifies until a figure changes', () => {
    const sealed = sealCfdi(cfdiOfPayment(workedPayment), sandboxCsd)
    const root = parseXml(sealed)
    expect(cadenaOriginalCfdi(root)).toBe(WORKED_CADENA)
    expect(attributeOf(root, 'NoCertificado')).toBe('99999000000000000001')
    expect(selloVerifies(root)).toBe(true)
    expect(validateXml(schemas, sealed)).toEqual([])
    const altered = parseXml(sealed.replace('Total="3306.00"', 'Total="3306.01"'))
    expect(selloVerifies(altered)).toBe(false)
  })

  it('is not valid against cfdv40.xsd before it is sealed (Sello, Certificado, NoCertificado are required)', () => {
    expect(validateXml(schemas, cfdiOfPayment(workedPayment))).toEqual([
      '/cfdi:Comprobante/@Sello: required',
      '/cfdi:Comprobante/@NoCertificado: required',
      '/cfdi:Comprobante/@Certificado: required',
    ])
  })

  it('is stamped by the sandbox PAC, its TFD valid and its SelloSAT verifying', async () => {
    const sealed = sealCfdi(cfdiOfPayment(workedPayment), sandboxCsd)
    const stamp = await pac.stamp(sealed)
    expect(stamp.uuid).toBe('5FB2822E-396D-4725-8521-CDC4BDD20CCF')
    expect(stamp.fechaTimbrado).toBe('2027-01-15T11:30:00')
    expect(stamp.noCertificadoSat).toBe('99999000000000000002')
    expect(validateXml(schemas, stamp.xml)).toEqual([])
    const root = parseXml(stamp.xml)
    expect(selloVerifies(root)).toBe(true)
    expect(tfdVerifies(root, sandboxSat.certificatePem)).toBe(true)
    expect(tfdVerifies(root, sandboxCsd.certificatePem)).toBe(false)
    const tfd = tfdOf(root)!
    expect(cadenaOriginalTfd(tfd)).toBe(
      `||1.1|5FB2822E-396D-4725-8521-CDC4BDD20CCF|2027-01-15T11:30:00|SPR190613I52|SANDBOX - sin validez fiscal|${attributeOf(root, 'Sello')}|99999000000000000002||`,
    )
  })

  it('issues in one call: built, sealed and stamped, with the figures to keep', async () => {
    const issued = await issueCfdiOfPayment(workedPayment, { csd: sandboxCsd, pac })
    expect(issued.figures).toMatchObject({ subTotalCents: 285_000, ivaCents: 45_600, totalCents: 330_600 })
    expect(issued.sandbox).toBe(true)
    expect(tfdVerifies(parseXml(issued.xml), sandboxSat.certificatePem)).toBe(true)
    await expect(
      issueCfdiOfPayment({ ...workedPayment, lugarExpedicion: 'x' }, { csd: sandboxCsd, pac }),
    ).rejects.toBeInstanceOf(SatInputError)
  })

  it('the sandbox PAC refuses a tampered sello, a wrong total and a stale date', async () => {
    const sealed = sealCfdi(cfdiOfPayment(workedPayment), sandboxCsd)
    await expect(pac.stamp(sealed.replace('SubTotal="2850.00"', 'SubTotal="2850.01"'))).rejects.toMatchObject(
      {
        code: 'CFDI40102',
      },
    )
    // Re-sealed after the change, the sello is good but the sums are not.
    const wrongTotal = sealCfdi(sealed.replace('Total="3306.00"', 'Total="3307.00"'), sandboxCsd)
    await expect(pac.stamp(wrongTotal)).rejects.toMatchObject({ code: 'CFDI40119' })
    const stale = new SandboxPac({ sat: sandboxSat, now: () => new Date('2027-01-18T17:30:01Z') })
    await expect(stale.stamp(sealed)).rejects.toBeInstanceOf(PacRejection)
  })

  it('escapes hostile names and still seals and stamps them', async () => {
    const hostile = structuredClone(workedPayment)
    hostile.receptor.nombre = `O'BRIEN & HIJOS <S.A.> "EL TALLER"`
    const sealed = sealCfdi(cfdiOfPayment(hostile), sandboxCsd)
    expect(sealed).toContain('Nombre="O&apos;BRIEN &amp; HIJOS &lt;S.A.&gt; &quot;EL TALLER&quot;"')
    const root = parseXml(sealed)
    expect(attributeOf(childNamed(root, 'cfdi:Receptor'), 'Nombre')).toBe(hostile.receptor.nombre)
    expect(cadenaOriginalCfdi(root)).toContain(`|PEGJ800101AB3|${hostile.receptor.nombre}|06600|`)
    expect(validateXml(schemas, (await pac.stamp(sealed)).xml)).toEqual([])
  })

  it('refuses invalid input naming the field', () => {
    expect(
      refusedFields(() =>
        cfdiOfPayment({ ...workedPayment, receptor: { ...workedPayment.receptor, rfc: 'PEGJ80010' } }),
      ),
    ).toEqual(['receptor.rfc'])
    const negative = structuredClone(workedPayment)
    negative.charges[1]!.amountCents = -35_000
    expect(refusedFields(() => cfdiOfPayment(negative))).toEqual(['charges.1.amountCents'])
    const wrongIva = structuredClone(workedPayment)
    wrongIva.charges[0]!.ivaCents = 40_002 // the SAT accepts 399.99 to 400.01 on a base of 2,500.00
    expect(refusedFields(() => cfdiOfPayment(wrongIva))).toEqual(['charges.0.ivaCents'])
    expect(refusedFields(() => cfdiOfPayment({ ...workedPayment, lugarExpedicion: '6600' }))).toEqual([
      'lugarExpedicion',
    ])
    expect(refusedFields(() => cfdiOfPayment({ ...workedPayment, charges: [] }))).toEqual(['charges'])
  })

  it('the SAT’s IVA rounding: 16 % of a centavo base never ties, so it equals Mesa’s half-to-even IVA', () => {
    // By hand: 350.00 → 56.00; 0.03 × 0.16 = 0.0048 → 0.00; 0.04 × 0.16 = 0.0064 → 0.01; 2,500.00 → [399.99, 400.01].
    expect(ivaSatCents(35_000)).toBe(5_600)
    expect(ivaSatCents(3)).toBe(0)
    expect(ivaSatCents(4)).toBe(1)
    expect(ivaToleranceCents(250_000)).toEqual([39_999, 40_001])
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000_000_00 }), (base) => {
        const iva = ivaSatCents(base)
        const [lower, upper] = ivaToleranceCents(base)
        return iva === ivaOf(base) && lower <= iva && iva <= upper
      }),
      { seed: 34, numRuns: 2_000 },
    )
  })

  it('totals are the sums of the conceptos for any charges', () => {
    const charge = fc.record({
      kind: fc.constantFrom('ordinary_interest' as const, 'late_interest' as const, 'fee' as const),
      amountCents: fc.integer({ min: 1, max: 100_000_000 }),
    })
    fc.assert(
      fc.property(fc.array(charge, { minLength: 1, maxLength: 6 }), (charges) => {
        const { figures } = cfdiElementOf({ ...workedPayment, charges })
        const subTotal = charges.reduce((sum, c) => sum + c.amountCents, 0)
        const iva = charges.reduce((sum, c) => sum + ivaSatCents(c.amountCents), 0)
        return (
          figures.subTotalCents === subTotal &&
          figures.ivaCents === iva &&
          figures.totalCents === subTotal + iva
        )
      }),
      { seed: 34, numRuns: 300 },
    )
  })
})

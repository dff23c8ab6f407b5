import { writeFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { parseXml } from '../sat/xml'
import { cfdiOfPayment } from './cfdi-build'
import { pesosOfDecimal, renderCfdiPdf, verificationUrlOf } from './cfdi-pdf'
import { sandboxCsd, sandboxSat, workedPayment } from './cfdi.test-support'
import { SandboxPac } from './sandbox-pac'
import { sealCfdi } from './sello'

const pac = new SandboxPac({
  sat: sandboxSat,
  now: () => new Date('2027-01-15T17:30:00Z'),
  uuid: () => '5fb2822e-396d-4725-8521-cdc4bdd20ccf',
})

describe('the CFDI’s representación impresa', () => {
  it('writes amounts as Mexicans do', () => {
    expect(pesosOfDecimal('3306.00')).toBe('$3,306.00')
    expect(pesosOfDecimal('1234567.5')).toBe('$1,234,567.50')
    expect(pesosOfDecimal('0.00')).toBe('$0.00')
  })

  it('renders the stamped worked example with the SAT verification URL in its QR', async () => {
    const stamp = await pac.stamp(sealCfdi(cfdiOfPayment(workedPayment), sandboxCsd))
    const root = parseXml(stamp.xml)
    const url = new URL(verificationUrlOf(root))
    expect(url.origin + url.pathname).toBe('https://verificacfdi.facturaelectronica.sat.gob.mx/default.aspx')
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      id: '5FB2822E-396D-4725-8521-CDC4BDD20CCF',
      re: 'MFD150101AB1',
      rr: 'PEGJ800101AB3',
      tt: '3306.00',
    })
    const pdf = await renderCfdiPdf(stamp.xml, { sandbox: pac.sandbox })
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-')
    expect(pdf.length).toBeGreaterThan(5_000)
    // To look at it: CFDI_PDF_OUT=/tmp/cfdi.pdf npx vitest run …cfdi-pdf.test.ts, then pdftoppm -png.
    if (process.env.CFDI_PDF_OUT) writeFileSync(process.env.CFDI_PDF_OUT, pdf)
  })
})

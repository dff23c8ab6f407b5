import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { CfdiOfPaymentInput } from './cfdi-input'
import type { SigningCertificate } from './sello'

/** The SANDBOX certificates of apps/api/test/fixtures/cfdi (sin validez fiscal) and the worked example's input. */
const fixture = (file: string) =>
  readFileSync(path.join(import.meta.dirname, '../../../../test/fixtures/cfdi', file), 'utf8')

export const sandboxCsd: SigningCertificate = {
  privateKeyPem: fixture('sandbox-csd.key.pem'),
  certificatePem: fixture('sandbox-csd.cer.pem'),
}
export const sandboxSat: SigningCertificate = {
  privateKeyPem: fixture('sandbox-sat.key.pem'),
  certificatePem: fixture('sandbox-sat.cer.pem'),
}

/** docs/accounting.md's worked example: interest 2,500.00 + IVA 400.00 and a late-payment fee 350.00 + IVA 56.00. */
export const workedPayment: CfdiOfPaymentInput = {
  serie: 'I',
  folio: '123',
  fecha: '2027-01-15T10:30:00',
  lugarExpedicion: '06600',
  paymentMethod: 'spei',
  emisor: { rfc: 'MFD150101AB1', nombre: 'MESA FINANCIERA DEMO', regimenFiscal: '601' },
  receptor: {
    rfc: 'PEGJ800101AB3',
    nombre: 'JUAN PEREZ GARCIA',
    domicilioFiscal: '06600',
    regimenFiscal: '605',
    usoCfdi: 'G03',
  },
  loanFolio: 'CR-000123',
  charges: [
    { kind: 'ordinary_interest', amountCents: 250_000, ivaCents: 40_000 },
    { kind: 'fee', amountCents: 35_000, description: 'Comisión por pago tardío del crédito CR-000123' },
  ],
}

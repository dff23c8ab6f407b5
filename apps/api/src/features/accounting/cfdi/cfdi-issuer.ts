import { createPrivateKey, X509Certificate } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import type { CfdiSettings } from '../../../config'
import { loadSchemas, validateXml } from '../sat/xsd-validate'
import type { PacProvider } from './pac'
import { SandboxPac } from './sandbox-pac'
import { SANDBOX_CSD, SANDBOX_SAT } from './sandbox-certificates'
import type { SigningCertificate } from './sello'

/** Who seals (the lender's CSD) and who stamps (the PAC): what the stamp and cancel jobs use. */
export interface CfdiIssuer {
  csd: SigningCertificate
  pac: PacProvider
}

/**
 * The lender's CSD from its files as the SAT hands them over: the .cer in DER and the .key in DER PKCS#8
 * encrypted with the CSD's password (PEM files are read as they are). Throws naming the file that cannot be read.
 */
function csdOfFiles(files: NonNullable<CfdiSettings['csd']>): SigningCertificate {
  const certificateBytes = readFileSync(files.certificateFile)
  const certificatePem = new X509Certificate(certificateBytes).toString()
  const keyBytes = readFileSync(files.keyFile)
  const pem = keyBytes.toString('latin1').startsWith('-----BEGIN')
  const key = createPrivateKey(
    pem
      ? { key: keyBytes, passphrase: files.keyPassword }
      : { key: keyBytes, format: 'der', type: 'pkcs8', passphrase: files.keyPassword },
  )
  return { certificatePem, privateKeyPem: key.export({ format: 'pem', type: 'pkcs8' }).toString() }
}

/** The CFDI 4.0 schemas beside this file (run from source) or from the source tree (the compiled bundle). */
function cfdiValidator(): ((xml: string) => string[]) | undefined {
  const folder = [
    path.join(import.meta.dirname, 'xsd'),
    path.resolve(import.meta.dirname, '../src/features/accounting/cfdi/xsd'),
  ].find((candidate) => existsSync(path.join(candidate, 'cfdv40.xsd')))
  if (!folder) return undefined
  const schemas = loadSchemas(
    ['cfdv40.xsd', 'tdCFDI.xsd', 'TimbreFiscalDigitalv11.xsd'].map((file) =>
      readFileSync(path.join(folder, file), 'utf8'),
    ),
  )
  return (xml) => validateXml(schemas, xml)
}

/**
 * The issuer of the configuration: the configured CSD, else the SANDBOX one (no fiscal validity), and the
 * sandbox PAC, which validates each CFDI against the SAT's XSD before it stamps.
 */
export function cfdiIssuerOf(settings: CfdiSettings = { pac: 'sandbox' }): CfdiIssuer {
  const csd = settings.csd ? csdOfFiles(settings.csd) : SANDBOX_CSD
  const validate = cfdiValidator()
  return { csd, pac: new SandboxPac({ sat: SANDBOX_SAT, ...(validate ? { validate } : {}) }) }
}

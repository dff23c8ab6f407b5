import { renderXml } from '../sat/xml'
import { cfdiElementOf, type CfdiFigures } from './cfdi-build'
import type { CfdiOfPaymentInput } from './cfdi-input'
import type { PacProvider, StampResult } from './pac'
import { sealElement, type SigningCertificate } from './sello'

/**
 * The whole issue of a payment's CFDI in one call, for the caller that records it: built from the plain input,
 * sealed with the lender's CSD, stamped by the PAC. Answers the stamp and the figures (in centavos) to keep with
 * it; throws SatInputError for a wrong input and PacRejection for a refused CFDI, before anything is kept.
 */
export async function issueCfdiOfPayment(
  input: CfdiOfPaymentInput,
  issuer: { csd: SigningCertificate; pac: PacProvider },
): Promise<StampResult & { figures: CfdiFigures; sandbox: boolean }> {
  const { root, figures } = cfdiElementOf(input)
  sealElement(root, issuer.csd)
  const stamp = await issuer.pac.stamp(renderXml(root))
  return { ...stamp, figures, sandbox: issuer.pac.sandbox }
}

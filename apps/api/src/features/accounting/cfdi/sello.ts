import { createSign, createVerify, X509Certificate } from 'node:crypto'
import { attributeOf, parseXml, renderXml, type XmlElement } from '../sat/xml'
import { setAttribute } from '../sat/xml-edit'
import { cadenaOriginalCfdi } from './cadena-original'

/*
 * The sello of a CFDI (Anexo 20, "Sello digital"): the cadena original signed RSA with SHA-256 by the issuer's
 * CSD (certificado de sello digital), in base64; the certificate travels in the CFDI in base64 DER
 * (Certificado) with its 20-digit number (NoCertificado). The SAT's certificates carry that number as their
 * serial, each digit an ASCII byte (serial 0x3330…31 is "30…1"); a sandbox certificate is made the same way.
 */
export interface SigningCertificate {
  /** PEM of the private key (PKCS#8 or PKCS#1, unencrypted). */
  privateKeyPem: string
  /** PEM of the X.509 certificate. */
  certificatePem: string
}

/** The 20-digit certificate number the SAT reads from the certificate's serial (ASCII digits, hex-encoded). */
export function certificateNumberOf(certificate: X509Certificate): string {
  const hex =
    certificate.serialNumber.length % 2 === 0 ? certificate.serialNumber : `0${certificate.serialNumber}`
  const text = Buffer.from(hex, 'hex').toString('latin1')
  if (!/^[0-9]{20}$/.test(text))
    throw new Error('the certificate serial is not a 20-digit SAT certificate number')
  return text
}

/** The certificate as the CFDI carries it: its DER in base64, on one line. */
export const certificateBase64Of = (certificate: X509Certificate) => certificate.raw.toString('base64')

/** RSA-SHA256 of a cadena original (UTF-8), in base64. */
export function signCadena(cadena: string, privateKeyPem: string): string {
  return createSign('RSA-SHA256').update(cadena, 'utf8').sign(privateKeyPem, 'base64')
}

export function verifyCadena(cadena: string, signatureBase64: string, certificate: X509Certificate): boolean {
  return createVerify('RSA-SHA256')
    .update(cadena, 'utf8')
    .verify(certificate.publicKey, signatureBase64, 'base64')
}

/** Seals an unsigned CFDI's element tree in place: NoCertificado and Certificado set, then the Sello. */
export function sealElement(root: XmlElement, signer: SigningCertificate): void {
  const certificate = new X509Certificate(signer.certificatePem)
  setAttribute(root, 'NoCertificado', certificateNumberOf(certificate), 'FormaPago')
  setAttribute(root, 'Certificado', certificateBase64Of(certificate), 'NoCertificado')
  setAttribute(root, 'Sello', signCadena(cadenaOriginalCfdi(root), signer.privateKeyPem), 'Fecha')
}

/** The sealed CFDI XML of an unsigned one. */
export function sealCfdi(unsignedXml: string, signer: SigningCertificate): string {
  const root = parseXml(unsignedXml)
  sealElement(root, signer)
  return renderXml(root)
}

/**
 * Whether a CFDI's Sello verifies with the certificate it carries, and that certificate's number is the
 * NoCertificado written: what the PAC checks first. A changed figure changes the cadena and fails here.
 */
export function selloVerifies(root: XmlElement): boolean {
  const certificateText = attributeOf(root, 'Certificado')
  const sello = attributeOf(root, 'Sello')
  if (!certificateText || !sello) return false
  const certificate = new X509Certificate(Buffer.from(certificateText, 'base64'))
  if (certificateNumberOf(certificate) !== attributeOf(root, 'NoCertificado')) return false
  return verifyCadena(cadenaOriginalCfdi(root), sello, certificate)
}

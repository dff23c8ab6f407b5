import { X509Certificate } from 'node:crypto'
import { attributeOf, childrenNamed, element, type XmlElement } from '../sat/xml'
import { cadenaOriginalTfd } from './cadena-original'
import { certificateNumberOf, signCadena, verifyCadena, type SigningCertificate } from './sello'

/*
 * The Timbre Fiscal Digital 1.1 (TimbreFiscalDigitalv11.xsd): the PAC's stamp inside cfdi:Complemento. Its
 * SelloCFD is the CFDI's Sello, and its SelloSAT signs the TFD's own cadena original (RSA-SHA256, base64) with
 * the SAT's certificate (in the sandbox, a sandbox certificate).
 */
export const TFD_NS = 'http://www.sat.gob.mx/TimbreFiscalDigital'
const TFD_LOCATION = `${TFD_NS} http://www.sat.gob.mx/sitio_internet/cfd/TimbreFiscalDigital/TimbreFiscalDigitalv11.xsd`

export interface TfdFields {
  uuid: string
  fechaTimbrado: string
  rfcProvCertif: string
  leyenda?: string
  selloCfd: string
}

/** The sealed TFD element. */
export function tfdElement(fields: TfdFields, sat: SigningCertificate): XmlElement {
  const noCertificadoSat = certificateNumberOf(new X509Certificate(sat.certificatePem))
  const tfd = element('tfd:TimbreFiscalDigital', {
    'xmlns:tfd': TFD_NS,
    'xsi:schemaLocation': TFD_LOCATION,
    Version: '1.1',
    UUID: fields.uuid,
    FechaTimbrado: fields.fechaTimbrado,
    RfcProvCertif: fields.rfcProvCertif,
    Leyenda: fields.leyenda,
    SelloCFD: fields.selloCfd,
    NoCertificadoSAT: noCertificadoSat,
  })
  tfd.attributes.push(['SelloSAT', signCadena(cadenaOriginalTfd(tfd), sat.privateKeyPem)])
  return tfd
}

/** The TFD of a stamped CFDI, if any. */
export function tfdOf(root: XmlElement): XmlElement | undefined {
  return childrenNamed(root, 'cfdi:Complemento')
    .flatMap((complemento) => childrenNamed(complemento, 'tfd:TimbreFiscalDigital'))
    .at(0)
}

/** Whether a TFD's SelloSAT verifies with the given SAT certificate and its SelloCFD is the CFDI's Sello. */
export function tfdVerifies(root: XmlElement, satCertificatePem: string): boolean {
  const tfd = tfdOf(root)
  const selloSat = tfd && attributeOf(tfd, 'SelloSAT')
  if (!tfd || !selloSat || attributeOf(tfd, 'SelloCFD') !== attributeOf(root, 'Sello')) return false
  const certificate = new X509Certificate(satCertificatePem)
  if (attributeOf(tfd, 'NoCertificadoSAT') !== certificateNumberOf(certificate)) return false
  return verifyCadena(cadenaOriginalTfd(tfd), selloSat, certificate)
}

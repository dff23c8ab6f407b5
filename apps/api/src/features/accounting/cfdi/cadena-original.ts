import { attributeOf, childrenNamed, type XmlElement } from '../sat/xml'

/*
 * The cadenas originales, written by hand in the order of the SAT's transforms kept in ./xsd
 * (cadenaoriginal_4_0.xslt and cadenaoriginal_TFD_1_1.xslt; no XSLT processor is installed). Each value is
 * preceded by "|" (the XSLT's Requerido writes "|" even for an absent value; Opcional writes nothing when the
 * attribute is absent), its whitespace collapsed as normalize-space() does, and the whole is framed "|…||" —
 * so a CFDI's cadena starts "||4.0|…" and ends "…||".
 *
 * Only the nodes Mesa emits are walked; a CFDI carrying another node the 4.0 transform covers
 * (InformacionGlobal, CfdiRelacionados, ACuentaTerceros, retenciones, complements other than the TFD…) is
 * refused, so a cadena is never computed wrong in silence.
 */
const normalizeSpace = (text: string) => text.replace(/[ \t\n\r]+/g, ' ').trim()

class Cadena {
  private readonly parts: string[] = []
  required(node: XmlElement, name: string) {
    this.parts.push(`|${normalizeSpace(attributeOf(node, name) ?? '')}`)
  }
  optional(node: XmlElement, name: string) {
    const value = attributeOf(node, name)
    if (value !== undefined) this.parts.push(`|${normalizeSpace(value)}`)
  }
  text() {
    return `|${this.parts.join('')}||`
  }
}

function refuseOthers(node: XmlElement, allowed: string[]) {
  for (const child of node.children)
    if (!allowed.includes(child.name))
      throw new Error(`the cadena original of <${child.name}> is not supported`)
}

function traslado(cadena: Cadena, node: XmlElement) {
  cadena.required(node, 'Base')
  cadena.required(node, 'Impuesto')
  cadena.required(node, 'TipoFactor')
  cadena.optional(node, 'TasaOCuota')
  cadena.optional(node, 'Importe')
}

function concepto(cadena: Cadena, node: XmlElement) {
  cadena.required(node, 'ClaveProdServ')
  cadena.optional(node, 'NoIdentificacion')
  cadena.required(node, 'Cantidad')
  cadena.required(node, 'ClaveUnidad')
  cadena.optional(node, 'Unidad')
  cadena.required(node, 'Descripcion')
  cadena.required(node, 'ValorUnitario')
  cadena.required(node, 'Importe')
  cadena.optional(node, 'Descuento')
  cadena.required(node, 'ObjetoImp')
  refuseOthers(node, ['cfdi:Impuestos'])
  for (const impuestos of childrenNamed(node, 'cfdi:Impuestos')) {
    refuseOthers(impuestos, ['cfdi:Traslados'])
    for (const traslados of childrenNamed(impuestos, 'cfdi:Traslados'))
      for (const item of childrenNamed(traslados, 'cfdi:Traslado')) traslado(cadena, item)
  }
}

/** The cadena original of a CFDI 4.0 (its Comprobante element), per cadenaoriginal_4_0.xslt. */
export function cadenaOriginalCfdi(root: XmlElement): string {
  if (root.name !== 'cfdi:Comprobante') throw new Error('not a cfdi:Comprobante')
  refuseOthers(root, ['cfdi:Emisor', 'cfdi:Receptor', 'cfdi:Conceptos', 'cfdi:Impuestos', 'cfdi:Complemento'])
  const cadena = new Cadena()
  cadena.required(root, 'Version')
  cadena.optional(root, 'Serie')
  cadena.optional(root, 'Folio')
  cadena.required(root, 'Fecha')
  cadena.optional(root, 'FormaPago')
  cadena.required(root, 'NoCertificado')
  cadena.optional(root, 'CondicionesDePago')
  cadena.required(root, 'SubTotal')
  cadena.optional(root, 'Descuento')
  cadena.required(root, 'Moneda')
  cadena.optional(root, 'TipoCambio')
  cadena.required(root, 'Total')
  cadena.required(root, 'TipoDeComprobante')
  cadena.required(root, 'Exportacion')
  cadena.optional(root, 'MetodoPago')
  cadena.required(root, 'LugarExpedicion')
  cadena.optional(root, 'Confirmacion')
  for (const emisor of childrenNamed(root, 'cfdi:Emisor')) {
    cadena.required(emisor, 'Rfc')
    cadena.required(emisor, 'Nombre')
    cadena.required(emisor, 'RegimenFiscal')
    cadena.optional(emisor, 'FacAtrAdquirente')
  }
  for (const receptor of childrenNamed(root, 'cfdi:Receptor')) {
    cadena.required(receptor, 'Rfc')
    cadena.required(receptor, 'Nombre')
    cadena.required(receptor, 'DomicilioFiscalReceptor')
    cadena.optional(receptor, 'ResidenciaFiscal')
    cadena.optional(receptor, 'NumRegIdTrib')
    cadena.required(receptor, 'RegimenFiscalReceptor')
    cadena.required(receptor, 'UsoCFDI')
  }
  for (const conceptos of childrenNamed(root, 'cfdi:Conceptos'))
    for (const item of childrenNamed(conceptos, 'cfdi:Concepto')) concepto(cadena, item)
  for (const impuestos of childrenNamed(root, 'cfdi:Impuestos')) {
    refuseOthers(impuestos, ['cfdi:Traslados'])
    cadena.optional(impuestos, 'TotalImpuestosRetenidos')
    for (const traslados of childrenNamed(impuestos, 'cfdi:Traslados'))
      for (const item of childrenNamed(traslados, 'cfdi:Traslado')) traslado(cadena, item)
    cadena.optional(impuestos, 'TotalImpuestosTrasladados')
  }
  // The TFD is added after the CFDI is sealed and has its own cadena: it is not part of this one.
  for (const complemento of childrenNamed(root, 'cfdi:Complemento'))
    refuseOthers(complemento, ['tfd:TimbreFiscalDigital'])
  return cadena.text()
}

/** The cadena original of a TimbreFiscalDigital 1.1, per cadenaoriginal_TFD_1_1.xslt. */
export function cadenaOriginalTfd(tfd: XmlElement): string {
  const cadena = new Cadena()
  cadena.required(tfd, 'Version')
  cadena.required(tfd, 'UUID')
  cadena.required(tfd, 'FechaTimbrado')
  cadena.required(tfd, 'RfcProvCertif')
  cadena.optional(tfd, 'Leyenda')
  cadena.required(tfd, 'SelloCFD')
  cadena.required(tfd, 'NoCertificadoSAT')
  return cadena.text()
}

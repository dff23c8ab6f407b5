import { createHash } from 'node:crypto'
import { compareDecimal } from '../sat/xsd-facets'
import { attributeOf, childrenNamed, element, parseXml, renderXml, type XmlElement } from '../sat/xml'
import {
  PacRejection,
  type CancellationRequest,
  type CancellationResult,
  type PacProvider,
  type StampResult,
} from './pac'
import { selloVerifies, type SigningCertificate } from './sello'
import { tfdElement, tfdOf } from './tfd'
import { ivaToleranceCents } from './iva'

/*
 * The SANDBOX PAC: stamps offline, with no fiscal validity, so development, tests and the demo can issue and
 * download CFDIs without a provider's account. It checks what a PAC checks first (the XSD when a validator is
 * given, the sello against the certificate carried, the sums, the 72 hours since Fecha), then adds a
 * TimbreFiscalDigital 1.1 signed by a sandbox "SAT" certificate, with the RfcProvCertif of the SAT's test PAC
 * and a Leyenda that says it is a sandbox stamp. Never wire it where real invoices are issued.
 */
export const SANDBOX_RFC_PROV_CERTIF = 'SPR190613I52'
export const SANDBOX_LEYENDA = 'SANDBOX - sin validez fiscal'

export interface SandboxPacOptions {
  sat: SigningCertificate
  /** The XSD problems of a CFDI (empty when valid); no XSD check when absent. */
  validate?: (xml: string) => string[]
  now?: () => Date
  /** The folio fiscal of a sello; by default one derived from it (the same sealed CFDI, the same UUID). */
  uuid?: (sello: string) => string
}

/**
 * A folio fiscal (RFC 4122 version 4 layout) derived from the sello: stamping the same sealed CFDI again
 * answers the same UUID, as a real PAC answers a CFDI it already stamped (SAT code 307), so a job retried after
 * a lost answer cannot make a second invoice.
 */
function uuidOfSello(sello: string): string {
  const hex = createHash('sha256').update(sello).digest('hex')
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16)
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`
}

/** Mexico City has kept UTC−6 all year since 2022 (no daylight saving): the CFDI's local time. */
const MEXICO_CITY_OFFSET_MS = 6 * 60 * 60 * 1000
export const mexicoCityTime = (instant: Date) =>
  new Date(instant.getTime() - MEXICO_CITY_OFFSET_MS).toISOString().slice(0, 19)
const instantOfMexicoCityTime = (local: string) => new Date(`${local}Z`).getTime() + MEXICO_CITY_OFFSET_MS

const centsOf = (text: string | undefined) => {
  if (text === undefined || !/^[0-9]+(\.[0-9]{1,2})?$/.test(text)) return NaN
  const [whole, fraction = ''] = text.split('.')
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'))
}

/** The sums a PAC checks: each concepto's IVA in the SAT's range, SubTotal = Σ Importe, Total = SubTotal + IVA. */
function checkFigures(root: XmlElement) {
  const conceptos = childrenNamed(root, 'cfdi:Conceptos').flatMap((node) =>
    childrenNamed(node, 'cfdi:Concepto'),
  )
  let subTotal = 0
  let iva = 0
  for (const concepto of conceptos) {
    subTotal += centsOf(attributeOf(concepto, 'Importe'))
    const traslados = childrenNamed(concepto, 'cfdi:Impuestos')
      .flatMap((node) => childrenNamed(node, 'cfdi:Traslados'))
      .flatMap((node) => childrenNamed(node, 'cfdi:Traslado'))
    for (const traslado of traslados) {
      const base = centsOf(attributeOf(traslado, 'Base'))
      const importe = centsOf(attributeOf(traslado, 'Importe'))
      const [lower, upper] = ivaToleranceCents(base)
      if (attributeOf(traslado, 'TasaOCuota') !== '0.160000' || !(importe >= lower && importe <= upper))
        throw new PacRejection('CFDI40184', 'El importe del traslado no corresponde a la base por la tasa')
      iva += importe
    }
  }
  const impuestos = childrenNamed(root, 'cfdi:Impuestos').at(0)
  if (centsOf(attributeOf(root, 'SubTotal')) !== subTotal)
    throw new PacRejection('CFDI40108', 'SubTotal no es la suma de los importes de los conceptos')
  if (!impuestos || centsOf(attributeOf(impuestos, 'TotalImpuestosTrasladados')) !== iva)
    throw new PacRejection('CFDI40199', 'TotalImpuestosTrasladados no es la suma de los traslados')
  if (compareDecimal(attributeOf(root, 'Total') ?? '', ((subTotal + iva) / 100).toFixed(2)) !== 0)
    throw new PacRejection('CFDI40119', 'Total no es SubTotal más los impuestos trasladados')
}

export class SandboxPac implements PacProvider {
  readonly sandbox = true
  constructor(private readonly options: SandboxPacOptions) {}

  async stamp(sealedXml: string): Promise<StampResult> {
    const problems = this.options.validate?.(sealedXml) ?? []
    if (problems.length > 0)
      throw new PacRejection('CFDI40101', `El CFDI no cumple el esquema: ${problems[0]}`)
    const root = parseXml(sealedXml)
    if (tfdOf(root)) throw new PacRejection('CFDI40001', 'El CFDI ya está timbrado')
    if (!selloVerifies(root)) throw new PacRejection('CFDI40102', 'El sello del emisor no es válido')
    checkFigures(root)
    const now = (this.options.now ?? (() => new Date()))()
    const issued = instantOfMexicoCityTime(attributeOf(root, 'Fecha') ?? '')
    if (!(issued <= now.getTime() && now.getTime() - issued <= 72 * 60 * 60 * 1000))
      throw new PacRejection(
        'CFDI40104',
        'La fecha del CFDI no está dentro de las 72 horas previas al timbrado',
      )
    const uuid = (this.options.uuid ?? uuidOfSello)(attributeOf(root, 'Sello')!).toUpperCase()
    const fechaTimbrado = mexicoCityTime(now)
    const tfd = tfdElement(
      {
        uuid,
        fechaTimbrado,
        rfcProvCertif: SANDBOX_RFC_PROV_CERTIF,
        leyenda: SANDBOX_LEYENDA,
        selloCfd: attributeOf(root, 'Sello')!,
      },
      this.options.sat,
    )
    const complemento = childrenNamed(root, 'cfdi:Complemento').at(0)
    if (complemento) complemento.children.push(tfd)
    else root.children.push(element('cfdi:Complemento', {}, [tfd]))
    return {
      uuid,
      fechaTimbrado,
      selloSat: attributeOf(tfd, 'SelloSAT')!,
      noCertificadoSat: attributeOf(tfd, 'NoCertificadoSAT')!,
      xml: renderXml(root),
    }
  }

  /**
   * Cancels offline: any well-formed folio fiscal is cancelled at once (a real one may wait for the receptor's
   * acceptance), with an acuse that says it is a sandbox one.
   */
  async cancel(request: CancellationRequest): Promise<CancellationResult> {
    if (!/^[0-9A-F]{8}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{12}$/.test(request.uuid))
      throw new PacRejection('205', 'El folio fiscal no existe')
    const fecha = mexicoCityTime((this.options.now ?? (() => new Date()))())
    const acuse = renderXml(
      element('Acuse', { Fecha: fecha, RfcEmisor: request.rfcEmisor, Leyenda: SANDBOX_LEYENDA }, [
        element('Folios', { UUID: request.uuid, EstatusUUID: '201', Motivo: request.motive }),
      ]),
    )
    return { status: 'cancelled', acuse }
  }
}

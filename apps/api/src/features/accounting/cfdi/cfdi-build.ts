import { amountText, parseInput } from '../sat/sat-text'
import { element, renderXml, type XmlElement } from '../sat/xml'
import {
  CLAVE_PROD_SERV_DEFAULT,
  CLAVE_UNIDAD_SERVICIO,
  formaPagoOf,
  IMPUESTO_IVA,
  OBJETO_IMP_SI,
  TASA_IVA,
} from './catalogs'
import {
  cfdiOfPaymentSchema,
  type CfdiOfPaymentData,
  type CfdiOfPaymentInput,
  type ChargeKind,
} from './cfdi-input'
import { ivaSatCents } from './iva'

/*
 * The CFDI 4.0 (Anexo 20, cfdv40.xsd) of what one payment collected of interest, late interest and fees: an
 * ingreso (I) paid in one go (PUE) in pesos, not an export (01), one concepto per charge with its IVA at 16 %
 * broken out, and the totals. The XML is unsigned: NoCertificado, Certificado and Sello are set by ./sello.ts
 * with the lender's CSD (the certificate's number is part of the cadena original, so it is known first).
 */
export const CFDI_NS = 'http://www.sat.gob.mx/cfd/4'
const SCHEMA_LOCATION = `${CFDI_NS} http://www.sat.gob.mx/sitio_internet/cfd/4/cfdv40.xsd`

const defaultDescription: Record<ChargeKind, string> = {
  ordinary_interest: 'Intereses ordinarios',
  late_interest: 'Intereses moratorios',
  fee: 'Comisión',
}

/** One concepto with its figures: base, IVA, both in centavos. */
export interface Concepto {
  kind: ChargeKind
  description: string
  claveProdServ: string
  baseCents: number
  ivaCents: number
}

/** The figures of the invoice: its conceptos and totals, in centavos (SubTotal = Σ bases, Total = + Σ IVA). */
export interface CfdiFigures {
  conceptos: Concepto[]
  subTotalCents: number
  ivaCents: number
  totalCents: number
}

export function figuresOf(data: CfdiOfPaymentData): CfdiFigures {
  const conceptos = data.charges.map((charge) => ({
    kind: charge.kind,
    description:
      charge.description ??
      `${defaultDescription[charge.kind]}${data.loanFolio ? ` del crédito ${data.loanFolio}` : ''}`,
    claveProdServ: charge.claveProdServ ?? CLAVE_PROD_SERV_DEFAULT,
    baseCents: charge.amountCents,
    ivaCents: charge.ivaCents ?? ivaSatCents(charge.amountCents),
  }))
  const subTotalCents = conceptos.reduce((sum, concepto) => sum + concepto.baseCents, 0)
  const ivaCents = conceptos.reduce((sum, concepto) => sum + concepto.ivaCents, 0)
  return { conceptos, subTotalCents, ivaCents, totalCents: subTotalCents + ivaCents }
}

const trasladoIva = (baseCents: number, ivaCents: number) =>
  element('cfdi:Traslado', {
    Base: amountText(baseCents),
    Impuesto: IMPUESTO_IVA,
    TipoFactor: 'Tasa',
    TasaOCuota: TASA_IVA,
    Importe: amountText(ivaCents),
  })

function conceptoElement(concepto: Concepto): XmlElement {
  const importe = amountText(concepto.baseCents)
  return element(
    'cfdi:Concepto',
    {
      ClaveProdServ: concepto.claveProdServ,
      Cantidad: '1',
      ClaveUnidad: CLAVE_UNIDAD_SERVICIO,
      Unidad: 'Servicio',
      Descripcion: concepto.description,
      ValorUnitario: importe,
      Importe: importe,
      ObjetoImp: OBJETO_IMP_SI,
    },
    [
      element('cfdi:Impuestos', {}, [
        element('cfdi:Traslados', {}, [trasladoIva(concepto.baseCents, concepto.ivaCents)]),
      ]),
    ],
  )
}

/** The unsigned CFDI's element tree and figures. */
export function cfdiElementOf(input: CfdiOfPaymentInput): { root: XmlElement; figures: CfdiFigures } {
  const data = parseInput(cfdiOfPaymentSchema, input)
  const figures = figuresOf(data)
  const root = element(
    'cfdi:Comprobante',
    {
      'xmlns:cfdi': CFDI_NS,
      'xmlns:xsi': 'http://www.w3.org/2001/XMLSchema-instance',
      'xsi:schemaLocation': SCHEMA_LOCATION,
      Version: '4.0',
      Serie: data.serie,
      Folio: data.folio,
      Fecha: data.fecha,
      FormaPago: formaPagoOf(data.paymentMethod, data.cardKind),
      SubTotal: amountText(figures.subTotalCents),
      Moneda: 'MXN',
      Total: amountText(figures.totalCents),
      TipoDeComprobante: 'I',
      Exportacion: '01',
      MetodoPago: 'PUE',
      LugarExpedicion: data.lugarExpedicion,
    },
    [
      element('cfdi:Emisor', {
        Rfc: data.emisor.rfc,
        Nombre: data.emisor.nombre,
        RegimenFiscal: data.emisor.regimenFiscal,
      }),
      element('cfdi:Receptor', {
        Rfc: data.receptor.rfc,
        Nombre: data.receptor.nombre,
        DomicilioFiscalReceptor: data.receptor.domicilioFiscal,
        RegimenFiscalReceptor: data.receptor.regimenFiscal,
        UsoCFDI: data.receptor.usoCfdi,
      }),
      element('cfdi:Conceptos', {}, figures.conceptos.map(conceptoElement)),
      // One rate, one tax: the summary's single Traslado is the sum of the conceptos' bases and IVA.
      element('cfdi:Impuestos', { TotalImpuestosTrasladados: amountText(figures.ivaCents) }, [
        element('cfdi:Traslados', {}, [trasladoIva(figures.subTotalCents, figures.ivaCents)]),
      ]),
    ],
  )
  return { root, figures }
}

/** The unsigned CFDI 4.0 XML of a payment's interest and fees, or SatInputError naming each wrong field. */
export function cfdiOfPayment(input: CfdiOfPaymentInput): string {
  return renderXml(cfdiElementOf(input).root)
}

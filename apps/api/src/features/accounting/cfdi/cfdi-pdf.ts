import QRCode from 'qrcode'
import {
  documentHeader,
  figureRows,
  LEFT,
  MUTED,
  note,
  openPdf,
  pairs,
  RIGHT,
  section,
  tableRow,
  WIDTH,
} from '../../../lib/pdf/pdf-kit'
import { attributeOf, childNamed, childrenNamed, parseXml, type XmlElement } from '../sat/xml'
import { FORMAS_PAGO } from './catalogs'
import { cadenaOriginalTfd } from './cadena-original'
import { tfdOf } from './tfd'

/*
 * The representación impresa of a stamped CFDI (Anexo 20, apartado de la representación impresa): issuer and
 * receptor, the conceptos with their IVA, the totals, the folio fiscal, both sellos, the cadena original of the
 * TFD and the QR of the SAT's verification service. Read from the stamped XML itself, so the paper shows exactly
 * what was stamped. A sandbox stamp is said in red at the head of the page.
 */
const SAT_VERIFICATION = 'https://verificacfdi.facturaelectronica.sat.gob.mx/default.aspx'

/** "2850.00" → "$2,850.00", the way Mexicans write an amount. */
export function pesosOfDecimal(text: string): string {
  const [whole = '0', fraction = '00'] = text.split('.')
  return `$${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${fraction.padEnd(2, '0').slice(0, 2)}`
}

/** The SAT's verification URL: folio fiscal, both RFCs, the total and the last 8 characters of the sello. */
export function verificationUrlOf(root: XmlElement): string {
  const emisor = childNamed(root, 'cfdi:Emisor')
  const receptor = childNamed(root, 'cfdi:Receptor')
  const tfd = tfdOf(root)
  const params = new URLSearchParams({
    id: tfd ? (attributeOf(tfd, 'UUID') ?? '') : '',
    re: attributeOf(emisor, 'Rfc') ?? '',
    rr: attributeOf(receptor, 'Rfc') ?? '',
    tt: attributeOf(root, 'Total') ?? '',
    fe: (attributeOf(root, 'Sello') ?? '').slice(-8),
  })
  return `${SAT_VERIFICATION}?${params.toString()}`
}

const REGIMENES: Record<string, string> = {
  '601': 'General de Ley Personas Morales',
  '605': 'Sueldos y Salarios e Ingresos Asimilados a Salarios',
  '612': 'Personas Físicas con Actividades Empresariales y Profesionales',
  '616': 'Sin obligaciones fiscales',
  '626': 'Régimen Simplificado de Confianza',
}
const withName = (code: string | undefined, names: Record<string, string>) =>
  code && names[code] ? `${code} ${names[code]}` : (code ?? '')

function longText(doc: PDFKit.PDFDocument, title: string, text: string) {
  doc
    .moveDown(0.3)
    .font('Helvetica-Bold')
    .fontSize(7.5)
    .fillColor(MUTED)
    .text(title, LEFT, doc.y, { width: WIDTH })
  doc
    .font('Courier')
    .fontSize(6.5)
    .fillColor('#1f1d2b')
    .text(text, LEFT, doc.y, { width: WIDTH, lineBreak: true })
}

/** The PDF of a stamped CFDI's XML; `sandbox` marks a stamp of the sandbox PAC (sin validez fiscal). */
export async function renderCfdiPdf(stampedXml: string, options: { sandbox: boolean }): Promise<Buffer> {
  const root = parseXml(stampedXml)
  const emisor = childNamed(root, 'cfdi:Emisor')
  const receptor = childNamed(root, 'cfdi:Receptor')
  const tfd = tfdOf(root)
  if (!tfd) throw new Error('not a stamped CFDI')
  const get = (node: XmlElement, name: string) => attributeOf(node, name) ?? ''
  const serieFolio = [get(root, 'Serie'), get(root, 'Folio')].filter(Boolean).join('-')
  const qr = await QRCode.toBuffer(verificationUrlOf(root), { margin: 1, width: 240 })

  const { doc, bytes } = openPdf(`CFDI ${serieFolio || get(tfd, 'UUID')}`, 'LETTER')
  documentHeader(doc, {
    brand: get(emisor, 'Nombre'),
    brandDetail: `RFC ${get(emisor, 'Rfc')} · Régimen ${withName(get(emisor, 'RegimenFiscal'), REGIMENES)}`,
    title: `Factura ${serieFolio}`.trim(),
    lines: [
      `Folio fiscal ${get(tfd, 'UUID')}`,
      `Emitida ${get(root, 'Fecha').replace('T', ' ')} en C.P. ${get(root, 'LugarExpedicion')} · CFDI 4.0 de ingreso`,
      `Certificada ${get(tfd, 'FechaTimbrado').replace('T', ' ')} · PAC ${get(tfd, 'RfcProvCertif')}`,
    ],
  })
  doc.image(qr, RIGHT - 95, 50, { width: 95 })
  if (options.sandbox) {
    doc.font('Helvetica-Bold').fontSize(13).fillColor('#c62828')
    doc.text('SANDBOX — sin validez fiscal', LEFT, doc.y, { width: WIDTH - 100 })
    doc.moveDown(0.4)
  }
  section(doc, 'Receptor')
  pairs(doc, [
    ['Nombre', get(receptor, 'Nombre')],
    ['RFC', get(receptor, 'Rfc')],
    ['Domicilio fiscal (C.P.)', get(receptor, 'DomicilioFiscalReceptor')],
    ['Régimen fiscal', withName(get(receptor, 'RegimenFiscalReceptor'), REGIMENES)],
    ['Uso del CFDI', get(receptor, 'UsoCFDI')],
  ])
  section(doc, 'Conceptos')
  tableRow(
    doc,
    [
      ['Clave · descripción', LEFT, 250],
      ['Cantidad', 300, 55],
      ['Importe', 360, 60],
      ['IVA 16 %', 425, 55],
      ['Con IVA', 485, RIGHT - 485],
    ],
    true,
  )
  for (const concepto of childrenNamed(root, 'cfdi:Conceptos').flatMap((n) =>
    childrenNamed(n, 'cfdi:Concepto'),
  )) {
    const traslado = childrenNamed(concepto, 'cfdi:Impuestos')
      .flatMap((n) => childrenNamed(n, 'cfdi:Traslados'))
      .flatMap((n) => childrenNamed(n, 'cfdi:Traslado'))[0]
    const iva = traslado ? get(traslado, 'Importe') : '0.00'
    const withIva = (Number(get(concepto, 'Importe').replace('.', '')) + Number(iva.replace('.', ''))) / 100
    tableRow(doc, [
      [`${get(concepto, 'ClaveProdServ')} · ${get(concepto, 'Descripcion')}`, LEFT, 250],
      [`${get(concepto, 'Cantidad')} ${get(concepto, 'ClaveUnidad')}`, 300, 55],
      [pesosOfDecimal(get(concepto, 'Importe')), 360, 60],
      [pesosOfDecimal(iva), 425, 55],
      [pesosOfDecimal(withIva.toFixed(2)), 485, RIGHT - 485],
    ])
  }
  section(doc, 'Totales')
  const impuestos = childrenNamed(root, 'cfdi:Impuestos').at(0)
  figureRows(
    doc,
    [
      ['Subtotal', pesosOfDecimal(get(root, 'SubTotal'))],
      [
        'IVA trasladado 16 %',
        pesosOfDecimal(impuestos ? get(impuestos, 'TotalImpuestosTrasladados') : '0.00'),
      ],
      ['Total', pesosOfDecimal(get(root, 'Total'))],
    ],
    'Total',
  )
  const formaPago = get(root, 'FormaPago') as keyof typeof FORMAS_PAGO
  pairs(doc, [
    ['Moneda', get(root, 'Moneda') === 'MXN' ? 'MXN Peso mexicano' : get(root, 'Moneda')],
    ['Forma de pago', `${formaPago} ${FORMAS_PAGO[formaPago] ?? ''}`.trim()],
    [
      'Método de pago',
      get(root, 'MetodoPago') === 'PUE' ? 'PUE Pago en una sola exhibición' : get(root, 'MetodoPago'),
    ],
    ['Certificado del emisor', get(root, 'NoCertificado')],
    ['Certificado del SAT', get(tfd, 'NoCertificadoSAT')],
  ])
  section(doc, 'Sellos')
  longText(doc, 'Sello digital del CFDI', get(root, 'Sello'))
  longText(doc, 'Sello digital del SAT', get(tfd, 'SelloSAT'))
  longText(doc, 'Cadena original del complemento de certificación digital del SAT', cadenaOriginalTfd(tfd))
  doc.moveDown(0.6)
  note(doc, 'Este documento es una representación impresa de un CFDI.', false, 'left')
  doc.end()
  return bytes
}

/*
 * The namespaces and schema locations of the SAT's electronic-accounting structures, version 1.3 (Anexo 24 of
 * the Resolución Miscelánea Fiscal). The prefixes are the ones the annex's examples and the SAT's XSLTs use.
 */
export const XSI = 'http://www.w3.org/2001/XMLSchema-instance'
const BASE = 'http://www.sat.gob.mx/esquemas/ContabilidadE/1_3'

export const CATALOGO = {
  prefix: 'catalogocuentas',
  ns: `${BASE}/CatalogoCuentas`,
  xsd: 'CatalogoCuentas_1_3.xsd',
}
export const BALANZA = {
  prefix: 'BCE',
  ns: `${BASE}/BalanzaComprobacion`,
  xsd: 'BalanzaComprobacion_1_3.xsd',
}
export const POLIZAS = { prefix: 'PLZ', ns: `${BASE}/PolizasPeriodo`, xsd: 'PolizasPeriodo_1_3.xsd' }

/** The root's namespace declarations and xsi:schemaLocation, as the SAT's validator expects them. */
function rootNamespaces(structure: { prefix: string; ns: string; xsd: string }) {
  const folder = structure.ns.slice(structure.ns.lastIndexOf('/') + 1)
  return {
    [`xmlns:${structure.prefix}`]: structure.ns,
    'xmlns:xsi': XSI,
    'xsi:schemaLocation': `${structure.ns} ${BASE}/${folder}/${structure.xsd}`,
  }
}

/** The root's attributes every file opens with: namespaces, Version 1.3, the RFC and the period. */
export function periodAttributes(
  structure: { prefix: string; ns: string; xsd: string },
  period: { rfc: string; year: number; month: number },
) {
  return {
    ...rootNamespaces(structure),
    Version: '1.3',
    RFC: period.rfc,
    Mes: String(period.month).padStart(2, '0'),
    Anio: String(period.year),
  }
}

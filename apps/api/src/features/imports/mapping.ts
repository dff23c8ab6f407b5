import { createHash } from 'node:crypto'
import type { ImportEntity, ImportMapping } from '@mesa/contracts'
import { importFieldsOf } from '@mesa/contracts'

/** A header as compared: lower case, no accents, letters and digits only ("Razón social" → "razonsocial"). */
export const headerKey = (header: string) =>
  header
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')

/** The file layout: a hash of its header row as compared, so "RFC" and "rfc " are the same layout. */
export const layoutHash = (headers: string[]) =>
  createHash('sha256')
    .update(JSON.stringify(headers.map(headerKey)))
    .digest('hex')

/** Header words (as compared) that name each ally field, in Spanish and English, the field key first. */
const allySynonyms: Record<string, string[]> = {
  allyName: ['allyname', 'aliado', 'nombre', 'nombredelaliado', 'nombrecomercial', 'agencia', 'name'],
  legalName: ['legalname', 'razonsocial', 'nombrelegal', 'denominacion'],
  rfc: ['rfc', 'registrofederaldecontribuyentes', 'taxid'],
  zoneName: ['zonename', 'zona', 'zone'],
  regionName: ['regionname', 'region'],
  type: ['type', 'tipo', 'tipodealiado', 'allytype'],
  status: ['status', 'estatus'],
  active: ['active', 'activo', 'activa'],
  email: ['email', 'correo', 'correoelectronico', 'mail'],
  phone: ['phone', 'telefono', 'tel', 'celular'],
  sellerEmail: ['selleremail', 'seller', 'vendedor', 'correovendedor', 'correodelvendedor', 'ejecutivo'],
  supervisorEmail: ['supervisoremail', 'supervisor', 'correosupervisor', 'correodelsupervisor'],
}
const applicationSynonyms: Record<string, string[]> = {
  product: ['product', 'producto', 'tipodecredito'],
  allyRfc: ['allyrfc', 'rfcaliado', 'rfcdelaliado', 'aliado', 'agencia'],
  firstNames: ['firstnames', 'nombre', 'nombres'],
  lastName1: ['lastname1', 'apellidopaterno', 'primerapellido', 'paterno'],
  lastName2: ['lastname2', 'apellidomaterno', 'segundoapellido', 'materno'],
  curp: ['curp'],
  rfc: ['rfc', 'rfcsolicitante', 'rfcdelsolicitante'],
  birthDate: ['birthdate', 'fechadenacimiento', 'nacimiento'],
  sex: ['sex', 'sexo', 'genero'],
  birthState: ['birthstate', 'entidaddenacimiento', 'estadodenacimiento'],
  email: ['email', 'correo', 'correoelectronico'],
  mobilePhone: ['mobilephone', 'celular', 'telefono', 'telefonocelular'],
  vehicleMake: ['vehiclemake', 'marca'],
  vehicleModel: ['vehiclemodel', 'modelo'],
  vehicleYear: ['vehicleyear', 'ano', 'anio', 'anodelvehiculo'],
  vehiclePrice: ['vehicleprice', 'precio', 'preciodelvehiculo', 'valorfactura'],
  requestedAmount: ['requestedamount', 'montosolicitado', 'monto'],
  downPayment: ['downpayment', 'enganche'],
  termMonths: ['termmonths', 'plazo', 'plazomeses', 'meses'],
  annualRate: ['annualrate', 'tasa', 'tasaanual'],
}
const customerSynonyms: Record<string, string[]> = {
  curp: ['curp'],
  rfc: ['rfc', 'rfccliente', 'rfcdelcliente'],
  firstNames: ['firstnames', 'nombre', 'nombres'],
  lastName1: ['lastname1', 'apellidopaterno', 'primerapellido', 'paterno'],
  lastName2: ['lastname2', 'apellidomaterno', 'segundoapellido', 'materno'],
  birthDate: ['birthdate', 'fechadenacimiento', 'nacimiento'],
  phone: ['phone', 'telefono', 'celular', 'telefonocelular', 'tel', 'telefono1'],
  phone2: ['phone2', 'telefono2', 'otrotelefono', 'telefonodecasa', 'telefonofijo'],
  email: ['email', 'correo', 'correoelectronico', 'mail'],
  street: ['street', 'calle'],
  exteriorNumber: ['exteriornumber', 'numeroexterior', 'numext', 'noext', 'exterior'],
  interiorNumber: ['interiornumber', 'numerointerior', 'numint', 'noint', 'interior'],
  neighborhood: ['neighborhood', 'colonia'],
  municipality: ['municipality', 'municipio', 'alcaldia', 'delegacion', 'ciudad'],
  state: ['state', 'estado', 'entidad', 'entidadfederativa'],
  postalCode: ['postalcode', 'codigopostal', 'cp'],
}
const synonymsOf: Record<ImportEntity, Record<string, string[]>> = {
  allies: allySynonyms,
  'credit-applications': applicationSynonyms,
  customers: customerSynonyms,
}

/** The first column whose header names each field; a column feeds one field at most. */
export function guessMapping(entity: ImportEntity, headers: string[]): ImportMapping {
  const keys = headers.map(headerKey)
  const taken = new Set<number>()
  const mapping: ImportMapping = {}
  for (const field of importFieldsOf[entity]) {
    const words = synonymsOf[entity][field] ?? [field.toLowerCase()]
    const column = words
      .map((word) => keys.findIndex((key, index) => key === word && !taken.has(index)))
      .find((index) => index >= 0)
    mapping[field] = column ?? null
    if (column !== undefined) taken.add(column)
  }
  return mapping
}

/** The mapping kept to the entity's fields and the file's columns (a stale remembered one loses the rest). */
export function cleanMapping(
  entity: ImportEntity,
  mapping: ImportMapping,
  columnCount: number,
): ImportMapping {
  const clean: ImportMapping = {}
  for (const field of importFieldsOf[entity]) {
    const column = mapping[field]
    clean[field] = column !== null && column !== undefined && column < columnCount ? column : null
  }
  return clean
}

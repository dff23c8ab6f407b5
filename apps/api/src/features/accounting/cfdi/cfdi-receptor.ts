import { RFC_PATTERN } from '../sat/sat-text'
import type { CfdiOfPaymentInput } from './cfdi-input'

/** The SAT's generic RFC of a Mexican receptor it cannot name (público en general). */
export const GENERIC_RFC = 'XAXX010101000'

/** What an application says of its applicant that the invoice needs (its file's sections, as stored). */
interface CustomerOfLoan {
  rfc: string
  firstNames: string
  lastName1: string
  lastName2?: string
  /** The address section's postal code, when captured. */
  postalCode?: string | null
  /** The work section's kind of employment, when captured. */
  employmentType?: string | null
}

/**
 * A name as the SAT's register writes it (the Constancia de Situación Fiscal): upper case, without accents but
 * with its Ñ, single spaces.
 */
export function satNameOf(name: string): string {
  return name
    .toUpperCase()
    .replaceAll('Ñ', '\u0000')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replaceAll('\u0000', 'Ñ')
    .replace(/\s+/g, ' ')
    .trim()
}

/**
 * The receptor of a customer's invoice (CFDI 4.0 checks RFC, name, postal code and régimen against the SAT's
 * register). Mesa captures neither the customer's régimen nor their fiscal address apart from the home's, so:
 * an applicant who works on their own (independiente, empresario) is taken as 612 (actividades empresariales y
 * profesionales) and may deduct the interest (G03 gastos en general); anyone else as 605 (sueldos y salarios),
 * who cannot deduct a vehicle loan's interest (S01 sin efectos fiscales). An applicant whose RFC or postal code
 * is not on file in the SAT's shape is invoiced as público en general: RFC XAXX010101000, régimen 616 (sin
 * obligaciones fiscales), S01, and the place of issue's postal code as their domicile (Anexo 20's rule for
 * the generic RFC), still with their own name (an individual invoice, not a global one).
 */
export function receptorOf(
  customer: CustomerOfLoan,
  lugarExpedicion: string,
): CfdiOfPaymentInput['receptor'] {
  const nombre = satNameOf(
    [customer.firstNames, customer.lastName1, customer.lastName2 ?? ''].filter(Boolean).join(' '),
  )
  const rfc = customer.rfc.trim().toUpperCase()
  const postalCode = customer.postalCode?.trim() ?? ''
  if (!RFC_PATTERN.test(rfc) || rfc === GENERIC_RFC || !/^[0-9]{5}$/.test(postalCode))
    return {
      rfc: GENERIC_RFC,
      nombre,
      domicilioFiscal: lugarExpedicion,
      regimenFiscal: '616',
      usoCfdi: 'S01',
    }
  const ownBusiness = customer.employmentType === 'independiente' || customer.employmentType === 'empresario'
  return {
    rfc,
    nombre,
    domicilioFiscal: postalCode,
    regimenFiscal: ownBusiness ? '612' : '605',
    usoCfdi: ownBusiness ? 'G03' : 'S01',
  }
}

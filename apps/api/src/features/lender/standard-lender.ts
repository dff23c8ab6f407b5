import type { LenderSettings } from '@mesa/contracts'

/**
 * The identity a new installation starts with, written as a Mexican SOFOM would (demo data: the RFC has the
 * shape of a persona moral's, the phone and e-mail are plausible, none belongs to a real company). Administrators
 * replace it in /apps/credit-policy ("Entidad y UNE").
 */
export const standardLender: LenderSettings = {
  legalName: 'Mesa Financiera, S.A. de C.V., SOFOM, E.N.R.',
  shortName: 'Mesa Financiera',
  rfc: 'MFI1903147T2',
  address:
    'Av. Paseo de la Reforma 250, Piso 12, Col. Juárez, Alcaldía Cuauhtémoc, C.P. 06600, Ciudad de México',
  une: {
    head: 'Lic. Mariana Gutiérrez Salcedo',
    address:
      'Av. Paseo de la Reforma 250, Piso 12, Col. Juárez, Alcaldía Cuauhtémoc, C.P. 06600, Ciudad de México',
    phone: '55 4738 2190',
    email: 'une@mesafinanciera.com.mx',
    hours: 'lunes a viernes de 9:00 a 18:00 h',
  },
  // Issue 35: a concentrating account at STP (646) in Ciudad de México (plaza 180), as many lenders collect
  // SPEI through; the prefix is made up. Each loan's CLABE is 646 180 1572 + its number on 7 digits + control.
  concentratingAccount: { bankCode: '646', plaza: '180', accountPrefix: '1572' },
  // Issue 34: a SOFOM is a persona moral of the general regime (601); its CFDI are issued from its domicile's CP.
  fiscal: { taxRegime: '601', expeditionPostalCode: '06600' },
}

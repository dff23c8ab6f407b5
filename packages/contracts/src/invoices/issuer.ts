/**
 * Who issues the invoices and where clients pay: the business's own data, printed on every invoice and
 * answered as spec §3 `paymentDetails`. Mexico has no IBAN: the field carries the account's CLABE
 * (18 digits, valid check digit), which is what a Mexican client transfers to; SWIFT is BBVA México's.
 */
export const invoiceIssuer = {
  name: 'Mesa Financiera S.A.P.I. de C.V.',
  rfc: 'MFI190312AB1',
  addressLines: ['Av. Paseo de la Reforma 250, piso 12', 'Juárez, Cuauhtémoc, 06600 Ciudad de México'],
  phone: '+52 55 5000 1200',
  email: 'facturacion@mesa.mx',
  bankName: 'BBVA México',
  country: 'México',
  clabe: '012180001234567899',
  swiftCode: 'BCMRMXMM',
} as const

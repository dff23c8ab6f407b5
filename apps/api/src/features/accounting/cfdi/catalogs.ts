/*
 * The values of the SAT's CFDI catalogues (catCFDI, Anexo 20) that Mesa's invoices of interest and fees use.
 * The catalogue schema itself (several MB) is not kept offline, so the builder checks its inputs against these
 * lists: a value outside them is refused before anything is signed.
 */

/** c_RegimenFiscal: the tax regimes a receptor may have (CFDI 4.0). 601 is the lender's (personas morales). */
export const REGIMENES_FISCALES = [
  '601',
  '603',
  '605',
  '606',
  '607',
  '608',
  '610',
  '611',
  '612',
  '614',
  '615',
  '616',
  '620',
  '621',
  '622',
  '623',
  '624',
  '625',
  '626',
] as const

/** c_UsoCFDI: what the receptor will use the invoice for (G03 gastos en general, S01 sin efectos fiscales…). */
export const USOS_CFDI = [
  'G01',
  'G02',
  'G03',
  'I01',
  'I02',
  'I03',
  'I04',
  'I05',
  'I06',
  'I07',
  'I08',
  'D01',
  'D02',
  'D03',
  'D04',
  'D05',
  'D06',
  'D07',
  'D08',
  'D09',
  'D10',
  'S01',
  'CP01',
  'CN01',
] as const

/** c_FormaPago values Mesa can emit (a paid-in-one-go invoice, MetodoPago PUE, names how it was paid). */
export const FORMAS_PAGO = {
  '01': 'Efectivo',
  '03': 'Transferencia electrónica de fondos',
  '04': 'Tarjeta de crédito',
  '28': 'Tarjeta de débito',
  '30': 'Aplicación de anticipos',
} as const
export type FormaPago = keyof typeof FORMAS_PAGO

/** How a loan payment was made, in Mesa's words (contracts' loanPaymentMethods). */
export type PaymentMethodOfLoan = 'spei' | 'bank_cash' | 'card' | 'domiciliacion' | 'credit_balance'

/**
 * The c_FormaPago of a payment: SPEI and domiciliación are electronic transfers of funds (03), a deposit in cash
 * at the bank is cash (01), a card is a debit card (28) unless it is known to be a credit card (04), and the
 * customer's credit balance applied to the charge is an advance applied (30).
 */
export function formaPagoOf(method: PaymentMethodOfLoan, cardKind: 'debit' | 'credit' = 'debit'): FormaPago {
  if (method === 'spei' || method === 'domiciliacion') return '03'
  if (method === 'bank_cash') return '01'
  if (method === 'card') return cardKind === 'credit' ? '04' : '28'
  return '30'
}

/**
 * c_ClaveProdServ of the conceptos: 84101700 "Administración de deudas", the class of the financial-services
 * segment (84, Servicios financieros y de seguros) lenders use for the interest and the fees of a loan. The
 * lender's accountant may choose another key of segment 84 per concept (the builder accepts any 8-digit key
 * starting with 84).
 */
export const CLAVE_PROD_SERV_DEFAULT = '84101700'
/** c_ClaveUnidad E48 "Unidad de servicio": what is sold is a service, counted once. */
export const CLAVE_UNIDAD_SERVICIO = 'E48'
/** c_ObjetoImp 02 "Sí objeto de impuesto": interest and fees of a loan to a person are taxed with IVA. */
export const OBJETO_IMP_SI = '02'
/** c_Impuesto 002 IVA; the rate as the CFDI writes it (6 decimals). */
export const IMPUESTO_IVA = '002'
export const TASA_IVA = '0.160000'

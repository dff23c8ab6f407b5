import type { ArrearsBucket, CreditProduct } from '@mesa/contracts'

/*
 * The words and figure formats of the exported package (XLSX, PDF, the monthly mail): Spanish as written in
 * Mexico, for the committee and the board ($15,311,747.00, 89.1 %, 30 oct 2026).
 */
const money = new Intl.NumberFormat('es-MX', { style: 'currency', currency: 'MXN' })
export const pesos = (cents: number) => money.format(cents / 100)
export const percent = (share: number | null) =>
  share === null
    ? '—'
    : `${(share * 100).toLocaleString('es-MX', { minimumFractionDigits: 1, maximumFractionDigits: 1 })} %`

export { longDate, monthName } from '../../lib/day-words'

export const bucketWords: Record<ArrearsBucket, string> = {
  current: 'Al corriente',
  dpd_1_29: '1–29 días',
  dpd_30_59: '30–59 días',
  dpd_60_89: '60–89 días',
  dpd_90_plus: '90+ días',
}

export const productWords: Record<CreditProduct, string> = {
  auto: 'Auto nuevo',
  seminuevo: 'Seminuevo',
  moto: 'Moto',
}

export const productWord = (key: string) => productWords[key as CreditProduct] ?? key

/** The package's filters in words: product and ally, or the whole portfolio the reader may see. */
export function scopeLine(
  query: { product?: CreditProduct; allyId?: number },
  report: { concentration: { byAlly: Array<{ label: string }> } },
) {
  const product = query.product ? productWords[query.product] : 'Todos los productos'
  const ally = query.allyId
    ? (report.concentration.byAlly[0]?.label ?? `Aliado ${query.allyId}`)
    : 'todos los aliados'
  return `${product} · ${ally}`
}

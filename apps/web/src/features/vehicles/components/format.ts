const money = new Intl.NumberFormat('es-MX', { style: 'currency', currency: 'MXN' })

/** Centavos as pesos, e.g. 35000000 → "$350,000.00". */
export const formatMoney = (cents: number) => money.format(cents / 100)

/** Basis points as a percentage, e.g. 150 → "1.50 %". */
export const formatBps = (bps: number) => `${(bps / 100).toFixed(2)} %`

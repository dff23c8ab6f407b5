const money = new Intl.NumberFormat('es-MX', { style: 'currency', currency: 'MXN' })

/** Integer centavos as pesos (es-MX, MXN). */
export const formatMoney = (cents: number) => money.format(cents / 100)

export const formatDateTime = (iso: string, language: string) =>
  new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso))

export const formatDate = (iso: string, language: string) =>
  new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(new Date(iso))

/** Time in stage: hours below two days, then days. */
export function timeInStage(hours: number): { unit: 'hours' | 'days'; count: number } {
  return hours < 48
    ? { unit: 'hours', count: Math.max(0, Math.floor(hours)) }
    : { unit: 'days', count: Math.floor(hours / 24) }
}

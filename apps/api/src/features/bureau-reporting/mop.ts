import type { BureauMop } from '@mesa/contracts'

/**
 * The account's current payment code (MOP, "forma de pago actual") from its standing on the report date, as
 * docs/compliance.md tabulates it from the bureau's published codes:
 * 00 no installment due yet (too recent to rate), 01 current, 02 1–29 days past due, 03 30–59, 04 60–89,
 * 05 90–119, 06 120–149, 07 150 days up to twelve months (364 days), 96 twelve months (365 days) or more,
 * 97 written off (a debt partly or wholly not recovered: it stays 97 whatever the days). 99 (fraud) is never
 * produced: Mesa records no fraud.
 */
export function mopOf(standing: {
  daysPastDue: number
  writtenOff: boolean
  noneDueYet: boolean
}): BureauMop {
  if (standing.writtenOff) return '97'
  const days = standing.daysPastDue
  if (days <= 0) return standing.noneDueYet ? '00' : '01'
  if (days < 30) return '02'
  if (days < 60) return '03'
  if (days < 90) return '04'
  if (days < 120) return '05'
  if (days < 150) return '06'
  if (days < 365) return '07'
  return '96'
}

/**
 * The account's observation code (clave de observación, issue 33's marks): UP an account that caused a loss
 * (written off), RV restructured without a reduced payment (a restructure, term or rate change), none otherwise.
 */
export function observationOf(marks: { writtenOff: boolean; restructured: boolean }): string | null {
  if (marks.writtenOff) return 'UP'
  if (marks.restructured) return 'RV'
  return null
}

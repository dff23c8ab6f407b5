/**
 * A day ("YYYY-MM-DD") in words as Spanish is written in Mexico ("30 oct 2026"): what the API writes into text
 * people read (the board's package, the contact history). The web has its own in lib/format.ts.
 */
const months = ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sep', 'oct', 'nov', 'dic']

export const longDate = (date: string) => {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number]
  return `${day} ${months[month - 1]} ${year}`
}

/** oct 2026 */
export const monthName = (month: string) => {
  const [year, index] = month.split('-').map(Number) as [number, number]
  return `${months[index - 1]} ${year}`
}

const months = ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sep', 'oct', 'nov', 'dic']

/** A date as the customer's messages write it: "30 oct 2026" (Mexican Spanish, as the screens do). */
export const dayText = (iso: string) => {
  const [year, month, date] = iso.split('-')
  return `${Number(date)} ${months[Number(month) - 1]} ${year}`
}

const mexicoDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Mexico_City',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
})

/** Today's date in Mexico City as YYYY-MM-DD: due dates are calendar days where the business is. */
export const mexicoToday = (now = new Date()) => mexicoDay.format(now)

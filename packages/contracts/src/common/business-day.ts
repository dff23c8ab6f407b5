/**
 * The business's calendar day (Mexico City) as YYYY-MM-DD. Due dates, days past due, validity dates and "not in the
 * future" checks are judged on the day where the lender works, not on the server's, the browser's or UTC's day:
 * the API checks by it and the forms propose it, so a form's default date is never refused as "in the future".
 */
const mexicoCityDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Mexico_City',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
})

/** The Mexico City calendar day of an instant. */
export const businessDayOf = (instant: Date) => mexicoCityDay.format(instant)

/** Today in Mexico City. */
export const businessToday = (now = new Date()) => mexicoCityDay.format(now)

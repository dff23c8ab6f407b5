/** Dates on the home as the lender reads them: Mexico City's clock, Mexican Spanish for Spanish. */
const locale = (language: string) => (language.startsWith('es') ? 'es-MX' : language)

export const visitTime = (iso: string, language: string) =>
  new Intl.DateTimeFormat(locale(language), {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'America/Mexico_City',
  }).format(new Date(iso))

/** Whole days since the stage began (0 on the first day). */
export const daysSince = (iso: string, now = Date.now()) =>
  Math.max(0, Math.floor((now - Date.parse(iso)) / 86_400_000))

import type { CalendarName } from '@mesa/contracts'

/** Each calendar's colour (dark enough for white event text: WCAG AA contrast). */
export const calendarColors: Record<CalendarName, string> = {
  Personal: '#c62828',
  Business: '#5e35b1',
  Family: '#ad5700',
  Holiday: '#2e7d32',
  ETC: '#0277bd',
}

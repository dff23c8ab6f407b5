import type { CalendarOptions } from '@fullcalendar/core'
import arLocale from '@fullcalendar/core/locales/ar'
import esLocale from '@fullcalendar/core/locales/es'
import frLocale from '@fullcalendar/core/locales/fr'
import interactionPlugin from '@fullcalendar/interaction'
import timeGridPlugin from '@fullcalendar/timegrid'
import Box from '@mui/material/Box'
import type { ReactNode } from 'react'
import { languageConfig, type Language } from '../../../lib/preferences'

/** What the one-agent week and each agent's day column share: the working day's hours, language and editing. */
export const calendarBase = (language: Language): CalendarOptions => ({
  plugins: [timeGridPlugin, interactionPlugin],
  buttonIcons: false,
  locales: [esLocale, frLocale, arLocale],
  locale: language,
  direction: languageConfig[language].dir,
  slotMinTime: '08:00:00',
  slotMaxTime: '19:00:00',
  allDaySlot: false,
  height: 'auto',
  nowIndicator: true,
  editable: true,
})

/** Readable headers and slot labels in both themes; the non-working time is shaded. */
export function CalendarFrame({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{
        '& .fc': {
          '--fc-border-color': (theme) => theme.palette.divider,
          '--fc-page-bg-color': 'transparent',
        },
        '& .fc .fc-col-header-cell-cushion, & .fc .fc-timegrid-slot-label': { color: 'text.primary' },
        '& .fc .fc-non-business': {
          backgroundColor: (theme) => theme.palette.action.disabledBackground,
        },
        '& .fc-event': { cursor: 'pointer' },
      }}
    >
      {children}
    </Box>
  )
}

import type { EventClickArg, EventDropArg } from '@fullcalendar/core'
import type { DateClickArg, EventResizeDoneArg } from '@fullcalendar/interaction'
import FullCalendar from '@fullcalendar/react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import ButtonGroup from '@mui/material/ButtonGroup'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import type { Booking, FieldAgent } from '@mesa/contracts'
import { useTranslation } from 'react-i18next'
import { formatFolio, formatLongDay } from '../../../lib/format'
import type { Language } from '../../../lib/preferences'
import { CalendarFrame, calendarBase } from './calendar-base'
import { isDay, shiftDay, today } from './calendar-day'
import { blockEvents, bookingEvent, workingHours } from './calendar-events'

interface Props {
  language: Language
  day: string
  onDay: (day: string) => void
  agents: FieldAgent[]
  bookings: Booking[]
  onSlot: (start: Date, agentId: number) => void
  onOpen: (arg: EventClickArg) => void
  onMoved: (arg: EventDropArg | EventResizeDoneArg) => void
}

/**
 * Every agent's day side by side, a column each (FullCalendar's resource columns are a paid plugin, so each
 * column is its own day calendar). Stacking every agent's visits in one week made them slivers; here each
 * column shows one agent's hours shaded, blocked time and visits, and a click on a free slot books that agent.
 * On a phone the columns scroll sideways inside the card.
 */
export function AgentsDay({ language, day, onDay, agents, bookings, onSlot, onOpen, onMoved }: Props) {
  const { t } = useTranslation('fieldVisits')
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <ButtonGroup size="small" variant="outlined">
          <Button onClick={() => onDay(shiftDay(day, -1))}>{t('schedule.previousDay')}</Button>
          <Button onClick={() => onDay(today())}>{t('schedule.today')}</Button>
          <Button onClick={() => onDay(shiftDay(day, 1))}>{t('schedule.nextDay')}</Button>
        </ButtonGroup>
        {/* A visit is booked days or weeks ahead: the day field jumps there instead of a click per day. */}
        <TextField
          id="agents-day"
          type="date"
          size="small"
          label={t('schedule.day')}
          value={day}
          onChange={(event) => isDay(event.target.value) && onDay(event.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <Typography variant="h6" component="h2">
          {formatLongDay(day, language)}
        </Typography>
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {t('schedule.dayByAgentHelp')}
      </Typography>
      <Box
        role="group"
        aria-label={t('schedule.dayByAgent')}
        sx={{
          display: 'flex',
          gap: 1,
          overflowX: 'auto',
          pb: 1,
          scrollSnapType: 'x mandatory',
          // Every column shows the same day: the "today" tint says nothing here.
          '& .fc': { '--fc-today-bg-color': 'transparent' },
          // Names of one, two or three lines made headers of different heights and the hours of the columns
          // no longer lined up: two lines each, the whole name in the tooltip.
          '& .fc .fc-col-header-cell-cushion': {
            display: '-webkit-box',
            WebkitLineClamp: 2,
            WebkitBoxOrient: 'vertical',
            overflow: 'hidden',
            height: '2.8em',
            lineHeight: 1.4,
          },
        }}
      >
        {agents.map((agent) => (
          <Box
            key={agent.id}
            role="group"
            aria-label={agent.fullName}
            sx={{ flex: '1 0 220px', minWidth: 220, scrollSnapAlign: 'start' }}
          >
            <CalendarFrame>
              <FullCalendar
                // A new day mounts fresh columns: each calendar takes its day once, as its initial date.
                key={`${agent.id}-${day}`}
                {...calendarBase(language)}
                initialView="timeGridDay"
                initialDate={day}
                headerToolbar={false}
                dayHeaderContent={() => <span title={agent.fullName}>{agent.fullName}</span>}
                businessHours={workingHours(agent)}
                events={[
                  ...bookings
                    .filter((booking) => booking.agent.id === agent.id)
                    .map((booking) =>
                      bookingEvent(booking, formatFolio(booking.application.folio, language)),
                    ),
                  ...blockEvents(agent, false),
                ]}
                dateClick={(arg: DateClickArg) => onSlot(arg.date, agent.id)}
                eventClick={onOpen}
                eventDrop={onMoved}
                eventResize={onMoved}
              />
            </CalendarFrame>
          </Box>
        ))}
      </Box>
    </Stack>
  )
}

import type { EventChangeArg, EventClickArg, DatesSetArg } from '@fullcalendar/core'
import arLocale from '@fullcalendar/core/locales/ar'
import esLocale from '@fullcalendar/core/locales/es'
import frLocale from '@fullcalendar/core/locales/fr'
import dayGridPlugin from '@fullcalendar/daygrid'
import interactionPlugin, { type DateClickArg } from '@fullcalendar/interaction'
import FullCalendar from '@fullcalendar/react'
import timeGridPlugin from '@fullcalendar/timegrid'
import Add from '@mui/icons-material/Add'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Checkbox from '@mui/material/Checkbox'
import FormControlLabel from '@mui/material/FormControlLabel'
import FormGroup from '@mui/material/FormGroup'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import {
  calendarNames,
  type CalendarEvent,
  type CalendarEventInput,
  type CalendarName,
} from '@mesa/contracts'
import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ScreenHeader, useListNotice, NoticeAlert } from '../../../components/list-screen'
import { useErrorText } from '../../../lib/error-text'
import { languageConfig, isLanguage } from '../../../lib/preferences'
import { useCalendarEvents, useCalendarWrites, type VisibleRange } from '../api/calendar'
import { DemoBanner } from '../components/demo-banner'
import { calendarColors } from './calendar-colors'
import { EventDialog, type EventDraft } from './event-dialog'

const locales = [esLocale, frLocale, arLocale]
const pad = (n: number) => String(n).padStart(2, '0')
/** A Date as the text a datetime-local field holds (the reader's time zone). */
const localInput = (date: Date) =>
  `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`

const draftOf = (event: CalendarEvent): EventDraft => ({
  ...event,
  start: localInput(new Date(event.start)),
  end: localInput(new Date(event.end)),
})

/** /apps/calendar: my events from the API; add (click a day or the button), drag to move, resize, edit, delete. */
export function Component() {
  const { t, i18n } = useTranslation('demo')
  const calendarRef = useRef<FullCalendar>(null)
  const { callText } = useErrorText('demo')
  const notice = useListNotice()
  const [shown, setShown] = useState<CalendarName[]>([...calendarNames])
  const [range, setRange] = useState<VisibleRange | null>(null)
  const [draft, setDraft] = useState<EventDraft | null>(null)
  const [dialogError, setDialogError] = useState<string | null>(null)
  const events = useCalendarEvents(shown, range)
  const writes = useCalendarWrites()
  const language = isLanguage(i18n.language) ? i18n.language : 'es'

  const open = (next: EventDraft) => {
    setDialogError(null)
    setDraft(next)
  }
  const newDraft = (start: Date): EventDraft => ({
    title: '',
    start: localInput(start),
    end: localInput(new Date(start.getTime() + 3_600_000)),
    allDay: false,
    calendar: 'Business',
    location: '',
    description: '',
  })
  const save = async (input: CalendarEventInput) => {
    try {
      if (draft?.id && draft.version)
        await writes.update.mutateAsync({ ...input, id: draft.id, version: draft.version })
      else await writes.create.mutateAsync(input)
      notice.show(t('calendar.saved', { title: input.title }))
      setDraft(null)
    } catch (error) {
      setDialogError(callText(error))
    }
  }
  const remove = async () => {
    if (!draft?.id) return
    try {
      await writes.remove.mutateAsync({ id: draft.id })
      notice.show(t('calendar.deleted', { title: draft.title }))
      setDraft(null)
    } catch (error) {
      setDialogError(callText(error))
    }
  }
  /** Drag (move) and resize: the new times with the version the calendar holds; a refusal puts the event back. */
  const change = async ({ event, revert }: EventChangeArg) => {
    const stored = events.data?.find((item) => item.id === Number(event.id))
    if (!stored || !event.start) return revert()
    const end = event.end ?? new Date(event.start.getTime() + (event.allDay ? 86_400_000 : 3_600_000))
    try {
      await writes.update.mutateAsync({
        ...stored,
        start: event.start.toISOString(),
        end: end.toISOString(),
        allDay: event.allDay,
      })
      notice.show(t('calendar.moved', { title: stored.title }))
    } catch (error) {
      revert()
      notice.show(callText(error), 'error')
    }
  }

  return (
    <>
      <ScreenHeader
        title={t('calendar.title')}
        actions={
          <Button variant="contained" startIcon={<Add />} onClick={() => open(newDraft(new Date()))}>
            {t('calendar.add')}
          </Button>
        }
      />
      <DemoBanner />
      <NoticeAlert notice={notice} />
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={3}>
        <Card sx={{ minWidth: 200, alignSelf: 'flex-start' }}>
          <CardContent>
            <Typography variant="h6" component="h2" gutterBottom id="calendar-filter">
              {t('calendar.filter')}
            </Typography>
            <FormGroup aria-labelledby="calendar-filter">
              {calendarNames.map((name) => (
                <FormControlLabel
                  key={name}
                  label={t(`calendar.names.${name}`)}
                  control={
                    <Checkbox
                      checked={shown.includes(name)}
                      sx={{ color: calendarColors[name], '&.Mui-checked': { color: calendarColors[name] } }}
                      onChange={(event) =>
                        setShown(
                          event.target.checked ? [...shown, name] : shown.filter((item) => item !== name),
                        )
                      }
                    />
                  }
                />
              ))}
            </FormGroup>
          </CardContent>
        </Card>
        <Card sx={{ flex: 1, minWidth: 0 }}>
          <CardContent>
            <Box
              sx={{
                // Theme colours as CSS variables (theme.vars), so each follows the light or dark scheme in force.
                '& .fc': {
                  '--fc-border-color': (theme) => (theme.vars ?? theme).palette.divider,
                  // FullCalendar's light-grey header background fails contrast under light text (dark theme).
                  '--fc-neutral-bg-color': (theme) => (theme.vars ?? theme).palette.action.hover,
                  // The sticky weekday header paints this (white by default): the card's own colour in both themes.
                  '--fc-page-bg-color': (theme) => (theme.vars ?? theme).palette.background.paper,
                  '--fc-today-bg-color': (theme) => (theme.vars ?? theme).palette.action.selected,
                },
                '& .fc .fc-col-header-cell-cushion': { color: 'text.primary' },
                '& .fc-event': { cursor: 'pointer' },
                // Other months' days at full opacity in a secondary colour: readable (WCAG AA contrast).
                '& .fc-day-other .fc-daygrid-day-top': { opacity: 1, color: 'text.secondary' },
              }}
            >
              <FullCalendar
                plugins={[dayGridPlugin, timeGridPlugin, interactionPlugin]}
                initialView="dayGridMonth"
                ref={calendarRef}
                // Worded prev/next buttons: the icon font's glyphs carry no accessible name, and in right-to-left
                // FullCalendar keeps its icons even with buttonIcons={false}, so these are buttons of our own.
                buttonIcons={false}
                customButtons={{
                  previous: {
                    text: t('calendar.previous'),
                    click: () => calendarRef.current?.getApi().prev(),
                  },
                  following: { text: t('calendar.next'), click: () => calendarRef.current?.getApi().next() },
                }}
                headerToolbar={{
                  start: 'previous,following today',
                  center: 'title',
                  end: 'dayGridMonth,timeGridWeek,timeGridDay',
                }}
                locales={locales}
                locale={language}
                direction={languageConfig[language].dir}
                editable
                eventResizableFromStart
                height="auto"
                events={(events.data ?? []).map((event) => ({
                  id: String(event.id),
                  title: event.title,
                  start: event.start,
                  end: event.end,
                  allDay: event.allDay,
                  backgroundColor: calendarColors[event.calendar],
                  borderColor: calendarColors[event.calendar],
                }))}
                datesSet={(arg: DatesSetArg) => {
                  const next = { start: arg.start.toISOString(), end: arg.end.toISOString() }
                  if (next.start !== range?.start || next.end !== range?.end) setRange(next)
                }}
                dateClick={(arg: DateClickArg) =>
                  open(newDraft(arg.allDay ? new Date(arg.date.getTime() + 9 * 3_600_000) : arg.date))
                }
                eventClick={(arg: EventClickArg) => {
                  const stored = events.data?.find((item) => item.id === Number(arg.event.id))
                  if (stored) open(draftOf(stored))
                }}
                eventDrop={(arg) => void change(arg)}
                eventResize={(arg) => void change(arg)}
              />
            </Box>
          </CardContent>
        </Card>
      </Stack>
      {draft && (
        <EventDialog
          draft={draft}
          busy={writes.create.isPending || writes.update.isPending || writes.remove.isPending}
          error={dialogError}
          onSave={(input) => void save(input)}
          onDelete={draft.id ? () => void remove() : undefined}
          onClose={() => setDraft(null)}
        />
      )}
    </>
  )
}

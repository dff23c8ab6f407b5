import type { DatesSetArg, EventClickArg, EventDropArg } from '@fullcalendar/core'
import arLocale from '@fullcalendar/core/locales/ar'
import esLocale from '@fullcalendar/core/locales/es'
import frLocale from '@fullcalendar/core/locales/fr'
import interactionPlugin, { type DateClickArg, type EventResizeDoneArg } from '@fullcalendar/interaction'
import FullCalendar from '@fullcalendar/react'
import timeGridPlugin from '@fullcalendar/timegrid'
import Box from '@mui/material/Box'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import MenuItem from '@mui/material/MenuItem'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import type { Booking, VisitRequest } from '@mesa/contracts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { NoticeAlert, ScreenHeader, useListNotice } from '../../../components/list-screen'
import { isLanguage, languageConfig } from '../../../lib/preferences'
import { useAgents } from '../api/get-agents'
import { useCalendar, type CalendarWindow } from '../api/get-calendar'
import { usePendingRequests } from '../api/get-pending-requests'
import { PendingRequests } from '../components/pending-requests'
import { SlotDialog } from '../components/slot-dialog'
import type { SlotDraft } from '../components/slot-form-values'

const VISIT_MINUTES = 90
const statusColour: Record<Booking['status'], string> = {
  scheduled: '#1565C0',
  rescheduled: '#6A1B9A',
  done: '#2E7D32',
  cancelled: '#616161',
}

/** /apps/visitas: the agents' week, their hours and blocked time; book a pending request, move or cancel visits. */
export function Component() {
  const { t, i18n } = useTranslation('fieldVisits')
  const notice = useListNotice()
  const language = isLanguage(i18n.language) ? i18n.language : 'es'
  const [shownRange, setShownRange] = useState<CalendarWindow | null>(null)
  const [agentId, setAgentId] = useState<number | null>(null)
  const [selected, setSelected] = useState<VisitRequest | null>(null)
  const [draft, setDraft] = useState<(SlotDraft & { revert?: () => void }) | null>(null)
  const agents = useAgents()
  const pending = usePendingRequests()
  const bookings = useCalendar(shownRange, agentId)
  const shownAgents = (agents.data ?? []).filter((agent) => agentId === null || agent.id === agentId)

  const bookAt = (start: Date) => {
    if (!selected) return notice.show(t('schedule.pickRequest'), 'error')
    setDraft({
      kind: 'book',
      request: selected,
      start,
      end: new Date(start.getTime() + VISIT_MINUTES * 60_000),
      agentId,
    })
  }
  const change = (booking: Booking, start: Date, end: Date, revert?: () => void) =>
    setDraft({ kind: 'change', booking, start, end, agentId: booking.agent.id, ...(revert && { revert }) })
  const bookingOf = (id: string) => bookings.data?.find((booking) => booking.id === Number(id))
  /** A drag or a resize asks for the reason in the dialog; closing it without saving puts the visit back. */
  const moved = ({ event, revert }: EventDropArg | EventResizeDoneArg) => {
    const booking = bookingOf(event.id)
    if (!booking || !event.start || !event.end) return revert()
    change(booking, event.start, event.end, revert)
  }

  return (
    <>
      <ScreenHeader title={t('schedule.title')} />
      <NoticeAlert notice={notice} />
      <Stack direction={{ xs: 'column', lg: 'row' }} spacing={3}>
        <Stack spacing={3} sx={{ width: { lg: 320 }, flexShrink: 0 }}>
          <TextField
            select
            id="agent-filter"
            label={t('schedule.agentFilter')}
            value={agentId ?? 'all'}
            onChange={(event) => setAgentId(event.target.value === 'all' ? null : Number(event.target.value))}
          >
            <MenuItem value="all">{t('schedule.allAgents')}</MenuItem>
            {(agents.data ?? []).map((agent) => (
              <MenuItem key={agent.id} value={agent.id}>
                {agent.fullName}
              </MenuItem>
            ))}
          </TextField>
          <PendingRequests
            requests={pending.data ?? []}
            selectedId={selected?.id ?? null}
            onSelect={setSelected}
          />
        </Stack>
        <Card sx={{ flex: 1, minWidth: 0 }}>
          <CardContent>
            <Box
              sx={{
                '& .fc': {
                  '--fc-border-color': (theme) => theme.palette.divider,
                  '--fc-page-bg-color': 'transparent',
                },
                // Readable headers and slot labels in both themes; the non-working time is shaded.
                '& .fc .fc-col-header-cell-cushion, & .fc .fc-timegrid-slot-label': { color: 'text.primary' },
                '& .fc .fc-non-business': {
                  backgroundColor: (theme) => theme.palette.action.disabledBackground,
                },
                '& .fc-event': { cursor: 'pointer' },
              }}
            >
              <FullCalendar
                plugins={[timeGridPlugin, interactionPlugin]}
                initialView="timeGridWeek"
                buttonIcons={false}
                headerToolbar={{ start: 'prev,next today', center: 'title', end: 'timeGridWeek,timeGridDay' }}
                locales={[esLocale, frLocale, arLocale]}
                locale={language}
                direction={languageConfig[language].dir}
                slotMinTime="08:00:00"
                slotMaxTime="19:00:00"
                allDaySlot={false}
                height="auto"
                nowIndicator
                editable
                // One agent's weekly hours shade the rest of the week; with every agent shown nothing is shaded.
                businessHours={
                  agentId === null
                    ? false
                    : shownAgents.flatMap((agent) =>
                        agent.weeklyHours.map((stretch) => ({
                          daysOfWeek: [stretch.weekday],
                          startTime: stretch.start,
                          endTime: stretch.end,
                        })),
                      )
                }
                events={[
                  ...(bookings.data ?? []).map((booking) => ({
                    id: String(booking.id),
                    title: `${booking.application.folio} · ${booking.agent.fullName}`,
                    start: booking.startsAt,
                    end: booking.endsAt,
                    editable: booking.status !== 'done',
                    backgroundColor: statusColour[booking.status],
                    borderColor: statusColour[booking.status],
                  })),
                  ...shownAgents.flatMap((agent) =>
                    agent.blocks.map((block) => ({
                      id: `block-${block.id}`,
                      title: `${agent.fullName}: ${block.reason}`,
                      start: block.startsAt,
                      end: block.endsAt,
                      display: 'background',
                      backgroundColor: '#B71C1C',
                    })),
                  ),
                ]}
                datesSet={(arg: DatesSetArg) => {
                  const next = { from: arg.start.toISOString(), to: arg.end.toISOString() }
                  if (next.from !== shownRange?.from || next.to !== shownRange?.to) setShownRange(next)
                }}
                dateClick={(arg: DateClickArg) => bookAt(arg.date)}
                eventClick={(arg: EventClickArg) => {
                  const booking = bookingOf(arg.event.id)
                  if (booking && booking.status !== 'done')
                    change(booking, new Date(booking.startsAt), new Date(booking.endsAt))
                }}
                eventDrop={moved}
                eventResize={moved}
              />
            </Box>
          </CardContent>
        </Card>
      </Stack>
      {draft && (
        <SlotDialog
          draft={draft}
          agents={agents.data ?? []}
          onClose={(done) => {
            if (!done) draft.revert?.()
            if (done) {
              notice.show(t(draft.kind === 'book' ? 'schedule.booked' : 'schedule.changed'))
              if (draft.kind === 'book') setSelected(null)
            }
            setDraft(null)
          }}
        />
      )}
    </>
  )
}

import type { DatesSetArg, EventClickArg, EventDropArg } from '@fullcalendar/core'
import type { DateClickArg, EventResizeDoneArg } from '@fullcalendar/interaction'
import FullCalendar from '@fullcalendar/react'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import MenuItem from '@mui/material/MenuItem'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import type { Booking, VisitRequest } from '@mesa/contracts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { NoticeAlert, ScreenHeader, useListNotice } from '../../../components/list-screen'
import { isLanguage } from '../../../lib/preferences'
import { useAgents } from '../api/get-agents'
import { useCalendar, type CalendarWindow } from '../api/get-calendar'
import { usePendingRequests } from '../api/get-pending-requests'
import { AgentsDay } from '../components/agents-day'
import { CalendarFrame, calendarBase } from '../components/calendar-base'
import { dayWindow, isDay, today } from '../components/calendar-day'
import { blockEvents, bookingEvent, workingHours } from '../components/calendar-events'
import { PendingRequests } from '../components/pending-requests'
import { SlotDialog } from '../components/slot-dialog'
import type { SlotDraft } from '../components/slot-form-values'
import { StatusLegend } from '../components/status-legend'

const VISIT_MINUTES = 90

/**
 * /apps/visitas: book a pending request, move or cancel visits. "All agents" shows one day with a column per
 * agent (every agent's week in one grid made the visits unreadable slivers); one agent shows their week.
 */
export function Component() {
  const { t, i18n } = useTranslation('fieldVisits')
  const notice = useListNotice()
  const language = isLanguage(i18n.language) ? i18n.language : 'es'
  const [weekRange, setWeekRange] = useState<CalendarWindow | null>(null)
  // The agent and the day live in the address: a reload, a shared link or the back button keep the view.
  const [searchParams, setSearchParams] = useSearchParams()
  const dayParam = searchParams.get('dia') ?? ''
  const day = isDay(dayParam) ? dayParam : today()
  const agentParam = Number(searchParams.get('visitador'))
  const agentId = Number.isInteger(agentParam) && agentParam > 0 ? agentParam : null
  const setView = (name: 'dia' | 'visitador', value: string | null) =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current)
        if (value === null) next.delete(name)
        else next.set(name, value)
        return next
      },
      { replace: true },
    )
  const setDay = (next: string) => setView('dia', next)
  const setAgentId = (next: number | null) => setView('visitador', next === null ? null : String(next))
  const [selected, setSelected] = useState<VisitRequest | null>(null)
  const [draft, setDraft] = useState<(SlotDraft & { revert?: () => void }) | null>(null)
  const agents = useAgents()
  const pending = usePendingRequests()
  const bookings = useCalendar(agentId === null ? dayWindow(day) : weekRange, agentId)
  const agent = (agents.data ?? []).find((candidate) => candidate.id === agentId)

  const bookAt = (start: Date, bookedAgentId: number | null) => {
    if (!selected) return notice.show(t('schedule.pickRequest'), 'error')
    setDraft({
      kind: 'book',
      request: selected,
      start,
      end: new Date(start.getTime() + VISIT_MINUTES * 60_000),
      agentId: bookedAgentId,
    })
  }
  const change = (booking: Booking, start: Date, end: Date, revert?: () => void) =>
    setDraft({ kind: 'change', booking, start, end, agentId: booking.agent.id, ...(revert && { revert }) })
  const bookingOf = (id: string) => bookings.data?.find((booking) => booking.id === Number(id))
  const open = (arg: EventClickArg) => {
    const booking = bookingOf(arg.event.id)
    if (booking && booking.status !== 'done')
      change(booking, new Date(booking.startsAt), new Date(booking.endsAt))
  }
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
            {(agents.data ?? []).map((candidate) => (
              <MenuItem key={candidate.id} value={candidate.id}>
                {candidate.fullName}
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
            <Stack spacing={2}>
              <StatusLegend />
              {agentId === null ? (
                <AgentsDay
                  language={language}
                  day={day}
                  onDay={setDay}
                  agents={agents.data ?? []}
                  bookings={bookings.data ?? []}
                  onSlot={bookAt}
                  onOpen={open}
                  onMoved={moved}
                />
              ) : (
                <CalendarFrame>
                  <FullCalendar
                    {...calendarBase(language)}
                    initialView="timeGridWeek"
                    // The week opens on the day the all-agents view was showing.
                    initialDate={day}
                    headerToolbar={{
                      start: 'prev,next today',
                      center: 'title',
                      end: 'timeGridWeek,timeGridDay',
                    }}
                    // The agent's weekly hours shade the rest of the week.
                    businessHours={agent ? workingHours(agent) : false}
                    events={[
                      ...(bookings.data ?? []).map((booking) =>
                        bookingEvent(booking, `${booking.application.folio} · ${booking.agent.fullName}`),
                      ),
                      ...(agent ? blockEvents(agent, true) : []),
                    ]}
                    datesSet={(arg: DatesSetArg) => {
                      const next = { from: arg.start.toISOString(), to: arg.end.toISOString() }
                      if (next.from !== weekRange?.from || next.to !== weekRange?.to) setWeekRange(next)
                    }}
                    dateClick={(arg: DateClickArg) => bookAt(arg.date, agentId)}
                    eventClick={open}
                    eventDrop={moved}
                    eventResize={moved}
                  />
                </CalendarFrame>
              )}
            </Stack>
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

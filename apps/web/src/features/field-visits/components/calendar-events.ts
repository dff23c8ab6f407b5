import type { BusinessHoursInput, EventInput } from '@fullcalendar/core'
import type { Booking, FieldAgent } from '@mesa/contracts'

/** A visit's colour says its status, the same in the one-agent week and the all-agents day (see the legend). */
export const statusColour: Record<Booking['status'], string> = {
  scheduled: '#1565C0',
  rescheduled: '#6A1B9A',
  done: '#2E7D32',
  cancelled: '#616161',
}

/** Blocked time (training, leave) is shaded behind the agent's visits. */
export const blockColour = '#B71C1C'

/** A booking as the calendar shows it; a visit already reported no longer moves. */
export const bookingEvent = (booking: Booking, title: string): EventInput => ({
  id: String(booking.id),
  title,
  start: booking.startsAt,
  end: booking.endsAt,
  editable: booking.status !== 'done',
  backgroundColor: statusColour[booking.status],
  borderColor: statusColour[booking.status],
})

/** An agent's blocked stretches as background events, titled with the reason (and the agent where several show). */
export const blockEvents = (agent: FieldAgent, withName: boolean): EventInput[] =>
  agent.blocks.map((block) => ({
    id: `block-${block.id}`,
    title: withName ? `${agent.fullName}: ${block.reason}` : block.reason,
    start: block.startsAt,
    end: block.endsAt,
    display: 'background',
    backgroundColor: blockColour,
  }))

/** The agent's weekly hours; the rest of the day is shaded as non-working time. */
export const workingHours = (agent: FieldAgent): BusinessHoursInput =>
  agent.weeklyHours.map((stretch) => ({
    daysOfWeek: [stretch.weekday],
    startTime: stretch.start,
    endTime: stretch.end,
  }))

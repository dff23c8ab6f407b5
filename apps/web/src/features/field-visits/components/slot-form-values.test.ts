import type { Booking, VisitRequest } from '@mesa/contracts'
import { describe, expect, it } from 'vitest'
import { slotSchema, type SlotDraft, type SlotValues } from './slot-form-values'

const application = {
  id: 7,
  folio: 10111,
  product: 'auto',
  stage: 'visita',
  applicantName: 'Ana Pérez',
  address: 'Calle 1, Monterrey',
  phone: '',
} as const
const request: VisitRequest = {
  id: 3,
  kind: 'credito',
  application,
  status: 'pending',
  reason: 'Verificar domicilio',
  preferredFrom: '2026-12-01',
  preferredTo: '2026-12-05',
  requestedBy: null,
  requestedAt: '2026-11-29T10:00:00.000Z',
  version: 1,
}
const booking: Booking = {
  id: 9,
  requestId: 3,
  kind: 'credito',
  application,
  agent: { id: 5, fullName: 'Valeria Visitadora' },
  startsAt: '2026-12-01T22:30:00.000Z',
  endsAt: '2026-12-02T00:00:00.000Z',
  address: 'Calle 1, Monterrey',
  status: 'scheduled',
  statusReason: null,
  version: 4,
}
const start = new Date('2026-12-01T16:30')
const end = new Date('2026-12-01T18:00')
const book: SlotDraft = { kind: 'book', request, start, end, agentId: 5 }
const change: SlotDraft = { kind: 'change', booking, start, end, agentId: 5 }
const values = (more: Partial<SlotValues> = {}): SlotValues => ({
  action: 'save',
  agentId: 5,
  startsAt: '2026-12-01T16:30',
  endsAt: '2026-12-01T18:00',
  reason: '',
  ...more,
})
const paths = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((issue) => `${issue.path.join('.')}:${issue.message}`)

describe('slotSchema', () => {
  it('books the request: the typed times as instants on the reader’s clock', () => {
    const result = slotSchema(book).safeParse(values())
    expect(result.data).toEqual({
      call: 'book',
      body: { requestId: 3, agentId: 5, startsAt: start.toISOString(), endsAt: end.toISOString() },
    })
  })

  it('refuses an end before the start on the end, and a booking without an agent', () => {
    const result = slotSchema(book).safeParse(values({ agentId: '', endsAt: '2026-12-01T16:00' }))
    expect(paths(result)).toEqual(['agentId:invalid_value', 'endsAt:end_before_start'])
  })

  it('reschedules with the reason and the version read; without a reason it is required', () => {
    expect(paths(slotSchema(change).safeParse(values()))).toEqual(['reason:required'])
    const result = slotSchema(change).safeParse(values({ reason: 'El cliente pidió otra hora' }))
    expect(result.data).toMatchObject({
      call: 'reschedule',
      body: { bookingId: 9, agentId: 5, reason: 'El cliente pidió otra hora', version: 4 },
    })
  })

  it('cancels with the reason alone', () => {
    const result = slotSchema(change).safeParse(values({ action: 'cancel', reason: 'Cliente desistió' }))
    expect(result.data).toEqual({
      call: 'cancel',
      body: { bookingId: 9, reason: 'Cliente desistió', version: 4 },
    })
  })
})

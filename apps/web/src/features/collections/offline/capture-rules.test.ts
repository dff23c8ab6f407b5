import { describe, expect, it } from 'vitest'
import { keptOnPhone, newCapture, resubmitted, statesOf, waitingInOrder } from './capture-rules'
import type { DeskCapture, DeskCaptureState } from './desk-store'

const owner = { userId: 7, loanId: 11, loan: { folio: 1042, applicantName: 'Rosa Díaz' } }
const call = {
  kind: 'contact',
  body: { channel: 'call', direction: 'out', outcome: 'no_answer', summary: '' },
} as const
const promise = {
  kind: 'promise',
  body: { amountCents: 750_00, promisedOn: '2026-11-25', channel: 'call' },
} as const

const at = (
  time: string,
  state: DeskCaptureState,
  change: Partial<Omit<DeskCapture, 'kind' | 'body'>> = {},
): DeskCapture => ({
  ...newCapture(owner, call, new Date(time)),
  state,
  ...change,
})

describe('a capture', () => {
  it('takes its time and its own Idempotency-Key now, and carries the time to the API', () => {
    const capture = newCapture(owner, promise, new Date('2026-11-20T16:05:00Z'))
    expect(capture).toMatchObject({ ...owner, kind: 'promise', state: 'saved', refusal: null, waited: false })
    expect(capture.capturedAt).toBe('2026-11-20T16:05:00.000Z')
    expect(capture.body).toEqual({ ...promise.body, capturedAt: '2026-11-20T16:05:00.000Z' })
    expect(capture.key).not.toBe(newCapture(owner, promise).key)
  })

  it('edited after a refusal: the new body at the time it was captured, a new key, waiting to be sent', () => {
    const refused = at('2026-11-20T16:05:00Z', 'refused', {
      refusal: {
        status: 400,
        body: { message: 'Invalid input', errors: { promisedOn: ['date_out_of_range'] } },
      },
    })
    const edited = resubmitted(refused, {
      kind: 'promise',
      body: { ...promise.body, promisedOn: '2026-11-27' },
    })
    expect(edited).toMatchObject({
      id: refused.id,
      state: 'saved',
      refusal: null,
      capturedAt: refused.capturedAt,
    })
    expect(edited.body).toMatchObject({ promisedOn: '2026-11-27', capturedAt: refused.capturedAt })
    expect(edited.key).not.toBe(refused.key)
  })
})

describe('the phone’s outbox', () => {
  it('sends what is saved or was cut short while sending, in the order it was captured', () => {
    const second = at('2026-11-20T16:10:00Z', 'saved')
    const first = at('2026-11-20T16:00:00Z', 'sending')
    const refused = at('2026-11-20T15:00:00Z', 'refused')
    const sent = at('2026-11-20T14:00:00Z', 'sent')
    expect(waitingInOrder([second, refused, first, sent])).toEqual([first, second])
  })

  it('keeps a sent capture listed for a day, every other until sent or discarded', () => {
    const now = new Date('2026-11-21T12:00:00Z')
    const sentToday = at('2026-11-21T09:00:00Z', 'sent', { updatedAt: '2026-11-21T10:00:00Z' })
    const sentYesterday = at('2026-11-20T09:00:00Z', 'sent', { updatedAt: '2026-11-20T10:00:00Z' })
    const refusedLastWeek = at('2026-11-14T09:00:00Z', 'refused', { updatedAt: '2026-11-14T10:00:00Z' })
    expect(keptOnPhone([sentToday, sentYesterday, refusedLastWeek], now)).toEqual([
      refusedLastWeek,
      sentToday,
    ])
  })

  it('tells a loan’s states, refused first, with how many', () => {
    const captures = [
      at('2026-11-20T16:00:00Z', 'saved'),
      at('2026-11-20T16:01:00Z', 'saved'),
      at('2026-11-20T16:02:00Z', 'refused'),
      at('2026-11-20T16:03:00Z', 'saved', { loanId: 12 }),
    ]
    expect(statesOf(captures, 11)).toEqual([
      { state: 'refused', count: 1 },
      { state: 'saved', count: 2 },
    ])
    expect(statesOf(captures, 13)).toEqual([])
  })
})

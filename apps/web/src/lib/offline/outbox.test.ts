import { describe, expect, it } from 'vitest'
import type { ErrorCode } from '@mesa/contracts'
import { HttpError } from '../http'
import { keptRefusal, noAnswer, outboxRunner, refusalError } from './outbox'
import { orKept } from './phone-read'

const refused = (status: number, code?: ErrorCode) =>
  new HttpError(status, code ? { message: code, code } : null)

describe('noAnswer', () => {
  it('waits on no signal, a busy or failing server, an expired session and a key still in progress', () => {
    expect(noAnswer(new TypeError('Failed to fetch'))).toBe(true)
    for (const status of [401, 408, 429, 500, 503])
      expect(noAnswer(refused(status)), String(status)).toBe(true)
    expect(noAnswer(refused(409, 'idempotency_in_progress'))).toBe(true)
  })

  it('takes a refusal as an answer: a 400, 403, 404, 409 or 422', () => {
    for (const status of [400, 403, 404, 422]) expect(noAnswer(refused(status)), String(status)).toBe(false)
    expect(noAnswer(refused(409, 'promise_open'))).toBe(false)
  })
})

describe('a refusal kept on the phone', () => {
  it('comes back as the error the API answered (its status, code and fields)', () => {
    const error = new HttpError(400, {
      message: 'Invalid input',
      code: 'invalid_input',
      errors: { promisedOn: ['date_out_of_range'] },
    })
    const kept = JSON.parse(JSON.stringify(keptRefusal(error))) as ReturnType<typeof keptRefusal>
    const again = refusalError(kept)
    expect(again).toBeInstanceOf(HttpError)
    expect([again.status, again.body]).toEqual([400, error.body])
  })
})

describe('outboxRunner', () => {
  it('a second sendAll while one runs joins it; sendOne goes after it', async () => {
    const runner = outboxRunner('test-sender')
    const order: string[] = []
    let release: () => void = () => undefined
    const first = runner.sendAll(
      () =>
        new Promise<number>((resolve) => {
          order.push('all')
          release = () => resolve(2)
        }),
    )
    const joined = runner.sendAll(async () => {
      order.push('never')
      return 0
    })
    const one = runner.sendOne(async () => {
      order.push('one')
      return 'sent'
    })
    release()
    expect(await first).toBe(2)
    expect(await joined).toBe(2)
    expect(await one).toBe('sent')
    expect(order).toEqual(['all', 'one'])
  })
})

describe('orKept', () => {
  const kept = async () => ({ data: 'kept', keptAt: '2026-11-20T16:00:00.000Z' })
  it('answers the API, else (no answer) what the phone kept, else the refusal itself', async () => {
    expect(await orKept(async () => 'live', kept)).toEqual({ data: 'live', keptAt: null })
    expect(
      await orKept(async () => {
        throw new TypeError('Failed to fetch')
      }, kept),
    ).toEqual({ data: 'kept', keptAt: '2026-11-20T16:00:00.000Z' })
    await expect(
      orKept(async () => {
        throw refused(404)
      }, kept),
    ).rejects.toBeInstanceOf(HttpError)
    await expect(
      orKept(
        async () => {
          throw new TypeError('Failed to fetch')
        },
        async () => null,
      ),
    ).rejects.toBeInstanceOf(TypeError)
  })
})

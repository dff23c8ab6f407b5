import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it, vi } from 'vitest'
import { allyLiveEvents } from './live-events'
import { allyKeys } from './keys'

describe('allyLiveEvents', () => {
  const invalidated = (event: Parameters<typeof allyLiveEvents.onEvent>[0]) => {
    const client = new QueryClient()
    const spy = vi.spyOn(client, 'invalidateQueries').mockResolvedValue()
    allyLiveEvents.onEvent(event, client)
    return spy.mock.calls.map(([filters]) => filters?.queryKey)
  }

  it('refetches the open ally lists when an ally comes back from the trash, and nothing for other records', () => {
    expect(
      invalidated({
        type: 'record.restored',
        recordType: 'ally',
        recordId: '7',
        audience: { kind: 'ally', allyId: 7 },
      }),
    ).toEqual([allyKeys.lists])
    expect(
      invalidated({
        type: 'record.restored',
        recordType: 'invoice',
        recordId: '3',
        audience: { kind: 'signedIn' },
      }),
    ).toEqual([])
    expect(invalidated({ type: 'invoice.changed', id: 3 })).toEqual([])
  })
})

import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it, vi } from 'vitest'
import { applicationLiveEvents } from './live-events'
import { applicationKeys } from '../../../lib/application-file'

/** What each live event refetches in the application's file (issue 15's tabs included). */
describe('applicationLiveEvents', () => {
  const invalidated = (event: Parameters<typeof applicationLiveEvents.onEvent>[0]) => {
    const client = new QueryClient()
    const spy = vi.spyOn(client, 'invalidateQueries').mockResolvedValue()
    applicationLiveEvents.onEvent(event, client)
    return spy.mock.calls.map(([filters]) => filters?.queryKey)
  }
  const owner = { product: 'auto', ownerId: null, allyId: 4 } as const

  it("refetches the file tab of a contract change, not the lists; funding and purchase are their features' own", () => {
    expect(invalidated({ type: 'contract.changed', applicationId: 9, folio: 10009, ...owner })).toEqual([
      applicationKeys.part('auto', 9, 'contract'),
    ])
    expect(invalidated({ type: 'funding.changed', applicationId: 9, folio: 10009, ...owner })).toEqual([])
    expect(invalidated({ type: 'purchase.changed', applicationId: 9, folio: 10009, ...owner })).toEqual([])
  })

  it('refetches the lists and file on an application change', () => {
    const changed = invalidated({
      type: 'creditApplication.changed',
      id: 9,
      folio: 10009,
      stage: 'fondeo',
      version: 2,
      ...owner,
    })
    expect(changed).toEqual([
      applicationKeys.lists(),
      applicationKeys.pipeline(),
      applicationKeys.item('auto', 9),
    ])
  })
})

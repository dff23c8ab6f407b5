import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it, vi } from 'vitest'
import { vehicleKeys } from './keys'
import { vehicleLiveEvents } from './live-events'

/** What a vehicle event refetches, the application file's vehicle tabs included (issue 15, issue 37). */
describe('vehicleLiveEvents', () => {
  const invalidated = (event: Parameters<typeof vehicleLiveEvents.onEvent>[0]) => {
    const client = new QueryClient()
    const spy = vi.spyOn(client, 'invalidateQueries').mockResolvedValue()
    vehicleLiveEvents.onEvent(event, client)
    return spy.mock.calls.map(([filters]) => filters?.queryKey)
  }

  it("refetches that file's purchase and partners tabs on a purchase change", () => {
    const owner = { product: 'auto', ownerId: null, allyId: 4 } as const
    expect(invalidated({ type: 'purchase.changed', applicationId: 9, folio: 10009, ...owner })).toEqual([
      vehicleKeys.filePurchase(9),
      vehicleKeys.filePartners(9),
    ])
  })

  it('refetches the VIN lists, that record and every open VIN tab on a VIN record change', () => {
    expect(invalidated({ type: 'vin.changed', id: 3, applications: [{ ownerId: null, allyId: 4 }] })).toEqual(
      [vehicleKeys.vinLists, vehicleKeys.vin(3), vehicleKeys.fileVins],
    )
  })
})

import type { CollectionQueueItem } from '@mesa/contracts'
import { describe, expect, it } from 'vitest'
import { keptQueuePage } from './kept-queue'

const row = (loanId: number, change: Partial<CollectionQueueItem>): CollectionQueueItem => ({
  loanId,
  applicationId: loanId,
  origin: 'auto',
  folio: 1000 + loanId,
  applicantName: `Cliente ${loanId}`,
  phone: null,
  allyId: null,
  allyName: null,
  daysPastDue: 10,
  bucket: 'd1_29',
  balanceCents: 100_000_00,
  nextDueCents: 5_000_00,
  collectorId: 7,
  collectorName: 'Carmen',
  assignmentVersion: 1,
  lastContactAt: null,
  promise: null,
  ...change,
})

const now = new Date('2026-11-20T18:00:00Z')
const items = [
  row(1, { daysPastDue: 5, applicantName: 'Rosa Díaz', lastContactAt: '2026-11-20T16:00:00Z' }),
  row(2, { daysPastDue: 45, bucket: 'd30_59', balanceCents: 50_000_00 }),
  row(3, {
    daysPastDue: 45,
    bucket: 'd30_59',
    promise: { status: 'pending', promisedOn: '2026-11-22', amountCents: 900_00, paidCents: 0 },
  }),
  row(4, { daysPastDue: 130, bucket: 'd120_plus', lastContactAt: '2026-11-19T16:00:00Z' }),
]
const ids = (query: Record<string, string | number>) =>
  keptQueuePage(items, query, now).items.map((r) => r.loanId)

describe('the queue from the phone’s worklist', () => {
  it('most days past due first (ties by loan), as the API', () => {
    expect(ids({})).toEqual([4, 2, 3, 1])
  })

  it('filters by bucket, promise and "not contacted today" (Mexico City’s day)', () => {
    expect(ids({ bucket: 'd30_59' })).toEqual([2, 3])
    expect(ids({ promise: 'pending' })).toEqual([3])
    expect(ids({ promise: 'none' })).toEqual([4, 2, 1])
    expect(ids({ notContactedToday: 'true' })).toEqual([4, 2, 3])
  })

  it('searches by name or folio, sorts and pages', () => {
    expect(ids({ q: 'rosa' })).toEqual([1])
    expect(ids({ q: '1003' })).toEqual([3])
    expect(ids({ sortBy: 'balance', orderBy: 'asc' })).toEqual([2, 1, 3, 4])
    expect(keptQueuePage(items, { page: 2, itemsPerPage: 3 }, now)).toMatchObject({
      total: 4,
      items: [{ loanId: 1 }],
    })
  })
})

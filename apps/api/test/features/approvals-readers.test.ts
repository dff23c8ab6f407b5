import { beforeAll, describe, expect, it } from 'vitest'
import {
  approvalPaths,
  fundingPaths,
  type ApprovalListResponse,
  type FundingDetail,
  type FundingListItem,
} from '@mesa/contracts'
import { useTestApp } from '../helpers/use-test-app'
import { signInDemo } from '../helpers/demo-sign-in'

/**
 * Issue 30: the seeded treasury and collections roles read the four-eyes queue. A treasurer sees their own
 * disbursement request there (withdraw only, never approve); the second treasurer sees it to approve, counted
 * in the navigation badge; collections reads its queue; a role without read Approvals (the analyst) does not.
 */
const tokens: Record<string, string> = {}
const fill = (path: string, params: Record<string, string | number>) =>
  path.replace(/:(\w+)/g, (_, name: string) => String(params[name]))
const as = (who: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.as(tokens[who]!, { method, url, ...(payload ? { payload } : {}) })
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Mexico_City' }).format(new Date())
const queueOf = async (who: string) => {
  const answer = await as(who, 'GET', `${approvalPaths.list}?status=pending&kind=funding.disbursement`)
  expect(answer.statusCode, answer.body).toBe(200)
  return answer.json<ApprovalListResponse>().items
}

const t = useTestApp()
beforeAll(async () => {
  await signInDemo(t, tokens, ['tesoreria', 'tesoreria2', 'cobranza', 'analista'])
})

describe('who reads the four-eyes queue', () => {
  it('a treasurer sees their own disbursement request (withdraw, not approve); the second one may approve it', async () => {
    const list = await as('tesoreria', 'GET', `${fundingPaths.applications}?status=pending&itemsPerPage=100`)
    const app = (list.json().items as FundingListItem[]).find(
      (item) => item.stage === 'fondeo' && item.amountCents !== null,
    )!
    const options = (
      await as('tesoreria', 'GET', fill(fundingPaths.application, { folio: app.folio }))
    ).json()
    const line = (options as FundingDetail).options.find((option) => option.eligible)!
    const assigned = await as('tesoreria', 'POST', fill(fundingPaths.assignment, { folio: app.folio }), {
      lineId: line.line.id,
      replaces: null,
    })
    expect(assigned.statusCode, assigned.body).toBe(200)
    const funding = assigned.json() as FundingDetail
    const asked = await as('tesoreria', 'POST', fill(fundingPaths.disbursement, { folio: app.folio }), {
      assignmentId: funding.assignment!.id,
      amountCents: funding.terms!.disbursementCents,
      disbursedOn: today(),
      speiReference: 'MESA2026READERS01',
    })
    expect(asked.statusCode, asked.body).toBe(202)
    const id = (asked.json() as FundingDetail).pendingApproval!.id

    const mine = (await queueOf('tesoreria')).find((request) => request.id === id)
    expect(mine?.viewer).toEqual({ mayDecide: false, mayCancel: true, refusal: 'four_eyes_same_person' })
    const theirs = (await queueOf('tesoreria2')).find((request) => request.id === id)
    expect(theirs?.viewer).toMatchObject({ mayDecide: true, mayCancel: false })
    expect((await as('tesoreria2', 'GET', approvalPaths.pendingCount)).json().count).toBeGreaterThanOrEqual(1)
  })

  it('collections reads its queue; the analyst (no read Approvals) is refused', async () => {
    expect((await as('cobranza', 'GET', approvalPaths.list)).statusCode).toBe(200)
    expect((await as('cobranza', 'GET', approvalPaths.pendingCount)).statusCode).toBe(200)
    expect((await as('analista', 'GET', approvalPaths.list)).statusCode).toBe(403)
  })
})

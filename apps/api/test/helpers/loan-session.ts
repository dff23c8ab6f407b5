import { afterAll, beforeAll } from 'vitest'
import { createTestApp, type TestApp } from './test-app'
import { signInDemo } from '../helpers/demo-sign-in'

/** A loan as the portfolio list answers it (the fields the loan tests read). */
export interface Listed {
  applicationId: number
  origin: string
  folio: number
  allyId: number
  bucket: string
  status: string
  balanceCents: number
}

export const loanBase = (loan: { origin: string; applicationId: number }) =>
  `/api/v1/credit-applications/${loan.origin}/${loan.applicationId}/loan`

/** Today in Mexico City, the loans' calendar. */
export { businessToday as mexicoToday } from '@mesa/contracts'

/**
 * The loan tests' app (demo seed) signed in as admin, admin2 (the second person of four-eyes and of separation
 * of duties), analista, ventas and client, with the seeded active loans
 * listed once; `as` calls a route as one of them, `list` reads the portfolio as one of them.
 */
export function loanSession({ listActive = true } = {}) {
  const session = { t: undefined as unknown as TestApp, active: [] as Listed[] }
  const tokens: Record<string, string> = {}
  const as = (who: string, method: 'GET' | 'POST', url: string, payload?: object) =>
    session.t.as(tokens[who]!, { method, url, ...(payload ? { payload } : {}) })
  const list = async (who: string, query = '') =>
    (await as(who, 'GET', `/api/v1/loans?itemsPerPage=100${query}`)).json()
  beforeAll(async () => {
    session.t = await createTestApp()
    await signInDemo(session.t, tokens, ['admin', 'admin2', 'analista', 'ventas', 'client'])
    if (listActive) session.active = (await list('admin', '&status=active')).items
  }, 240_000)
  afterAll(() => session.t.close())
  return { session, as, list }
}

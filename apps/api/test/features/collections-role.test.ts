import { and, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { auditEvents, loanPayments } from '../../src/db/schema'
import { loanBase, mexicoToday, type Listed } from '../helpers/loan-session'
import { useTestApp } from '../helpers/use-test-app'
import { signInDemo } from '../helpers/demo-sign-in'

/**
 * The collections role (issue 16, seeded as data: "cobranza"): registers payments on any active loan and
 * reads loans and tickets, nothing of the credit decision or the customers' records.
 */
const tokens: Record<string, string> = {}
const as = (who: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.as(tokens[who]!, { method, url, ...(payload ? { payload } : {}) })

const t = useTestApp()
beforeAll(async () => {
  await signInDemo(t, tokens, ['admin', 'cobranza', 'analista'])
})

describe('cobranza', () => {
  it('reads the whole portfolio and registers a payment on a late loan, audited', async () => {
    const list = await as('cobranza', 'GET', '/api/v1/loans?itemsPerPage=100&status=active')
    expect(list.statusCode).toBe(200)
    const everyone = (await as('admin', 'GET', '/api/v1/loans?itemsPerPage=100&status=active')).json()
    expect(list.json().total).toBe(everyone.total)
    const loan = (list.json().items as Listed[]).find((row) => row.bucket === 'dpd_1_29')!
    const detail = (await as('cobranza', 'GET', loanBase(loan))).json()
    const paid = await as('cobranza', 'POST', `${loanBase(loan)}/payments`, {
      amountCents: 50_000,
      paidOn: mexicoToday(),
      method: 'spei',
      reference: 'COB-1',
      version: detail.version,
    })
    expect(paid.statusCode, paid.body).toBe(201)
    const [stored] = await t.database.db
      .select()
      .from(loanPayments)
      .where(eq(loanPayments.reference, 'COB-1'))
    expect(stored!.amountCents).toBe(50_000)
    const audits = await t.database.db
      .select({ data: auditEvents.data })
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'loan.payment_registered'), eq(auditEvents.entityType, 'loan')))
    expect(audits.some((row) => (row.data as { paymentId?: number }).paymentId === stored!.id)).toBe(true)
  })

  it('reads the ticket list and a ticket, but may not work tickets or read customers (403)', async () => {
    const tickets = await as('cobranza', 'GET', '/api/v1/tickets?itemsPerPage=5')
    expect(tickets.statusCode).toBe(200)
    const ticket = tickets.json().items[0] as { id: number; version: number }
    expect((await as('cobranza', 'GET', `/api/v1/tickets/${ticket.id}`)).statusCode).toBe(200)
    const moved = await as('cobranza', 'POST', `/api/v1/tickets/${ticket.id}/status`, {
      status: 'in_progress',
      note: '',
      version: ticket.version,
    })
    expect(moved.statusCode).toBe(403)
    expect((await as('cobranza', 'GET', '/api/v1/customers')).statusCode).toBe(403)
  })

  it('an analyst (read only on the file) still may not register payments (403, nothing written)', async () => {
    const loan = (await as('admin', 'GET', '/api/v1/loans?itemsPerPage=1&status=active')).json().items[0]
    const detail = (await as('admin', 'GET', loanBase(loan))).json()
    const refused = await as('analista', 'POST', `${loanBase(loan)}/payments`, {
      amountCents: 100,
      paidOn: mexicoToday(),
      method: 'spei',
      reference: 'ANA-1',
      version: detail.version,
    })
    expect(refused.statusCode).toBe(403)
    expect(await t.database.db.$count(loanPayments, eq(loanPayments.reference, 'ANA-1'))).toBe(0)
  })
})

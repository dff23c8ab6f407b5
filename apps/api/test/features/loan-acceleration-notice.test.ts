import { readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { and, eq, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { auditEvents, creditApplications, jobs, mailOutbox } from '../../src/db/schema'
import { JobWorker } from '../../src/features/jobs'
import { openMailContent } from '../../src/features/mail/mail-seal'
import { exampleLoan } from '../helpers/example-loans'
import { widenBackdatingWindow } from '../helpers/backdating-window'
import { loanBase, loanSession } from '../helpers/loan-session'
import { TEST_JWT_SECRET } from '../helpers/test-app'

/*
 * Issue 33: the customer is told of the acceleration (vencimiento anticipado) by e-mail, the notice attached
 * as a PDF, recorded in the loan's history. The loan is loan-versions.test.ts's: 12 000.00 at 24 % over 12
 * months from 15 Jan 2030 (30/360), nothing paid; accelerated on 15 Jun 2030 after four missed installments.
 */
vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true, now: new Date('2030-06-15T18:00:00Z') })
const { session, as } = loanSession({ listActive: false })
beforeAll(() => widenBackdatingWindow(session.t, 366))

describe("the customer's notice of acceleration", () => {
  it('is queued to the applicant with the PDF notice once approved, and recorded on the loan', async () => {
    const loan = await exampleLoan(session.t, {
      principalCents: 1_200_000,
      annualRateBps: 2400,
      termMonths: 12,
      disbursedOn: '2030-01-15',
      firstDueDate: '2030-02-15',
      dayCount: '30_360',
    })
    const db = session.t.database.db
    const [application] = await db
      .select()
      .from(creditApplications)
      .where(eq(creditApplications.id, loan.applicationId))
    const to = application!.applicant.email
    const detail = (await as('admin', 'GET', loanBase(loan))).json()
    const asked = await as('admin2', 'POST', `${loanBase(loan)}/versions`, {
      kind: 'acceleration',
      effectiveOn: '2030-06-15',
      reason: 'Cuatro pagos vencidos',
      version: detail.version,
    })
    expect(asked.statusCode, asked.body).toBe(202)
    const request = (await as('admin', 'GET', `/api/v1/approvals/${asked.json().id}`)).json()
    const approved = await as('admin', 'POST', `/api/v1/approvals/${request.id}/approve`, {
      version: request.version,
    })
    expect(approved.statusCode, approved.body).toBe(200)

    const [mail] = await db.select().from(mailOutbox).where(eq(mailOutbox.to, to))
    expect(mail!.subject).toContain(`Aviso de vencimiento anticipado del crédito ${loan.folio}`)
    expect(mail!.text).toContain('venció anticipadamente el 15/06/2030')
    const deliveries = await db.select().from(jobs).where(eq(jobs.kind, 'mail.deliver'))
    const job = deliveries.find((row) => (row.payload as { mailId: number }).mailId === mail!.id)!
    const opened = JSON.parse(openMailContent((job.payload as { sealed: string }).sealed, TEST_JWT_SECRET)!)
    expect(opened.attachments).toEqual([
      expect.objectContaining({
        fileName: `aviso-vencimiento-anticipado-${loan.folio}.pdf`,
        contentType: 'application/pdf',
      }),
    ])
    const [audit] = await db
      .select()
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.action, 'loan.acceleration_notice_sent'),
          eq(auditEvents.entityId, String(detail.id)),
        ),
      )
    expect(audit!.data).toMatchObject({ on: '2030-06-15', to, mailId: mail!.id })

    // Delivered (the pickup directory here), the PDF travels with it. The job was queued at this test's clock
    // (2030); PostgreSQL's clock is the real one, so the delivery is made due now for the worker to take it.
    await db
      .update(jobs)
      .set({ runAt: sql`now()` })
      .where(eq(jobs.id, job.id))
    await new JobWorker(session.t.database, { schedules: false }).drain()
    const dir = path.join(session.t.dataDir, 'mail')
    const record = readdirSync(dir)
      .filter((name) => name.endsWith('.json'))
      .map((name) => JSON.parse(readFileSync(path.join(dir, name), 'utf8')))
      .find((row) => row.id === mail!.id)
    const pdf = readFileSync(record.attachments[0].file)
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-')
  })
})

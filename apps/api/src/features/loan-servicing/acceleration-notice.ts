import { loanStateOn, payoffParts, rowOutstanding } from '../../lending'
import type { Transaction } from '../../db/client'
import { recordAudit } from '../audit'
import type { ApplicationRow } from '../credit-applications'
import { lenderProfileOf } from '../lender'
import { composeMail, processMailer } from '../mail'
import { notify } from '../notifications'
import { renderAccelerationNoticePdf } from './acceleration-notice-pdf'
import { loadLedger, type LoanRow } from './loan-record'
import { day, pesos } from './statement-text'

/**
 * The customer is told the whole balance fell due (issue 33): an e-mail to the applicant's address through
 * the mail outbox, with the notice as a PDF (the balance and its parts, where to pay, the UNE), recorded in
 * the loan's history (`loan.acceleration_notice_sent`); and the file's owner (the executive who speaks with
 * the customer) gets the in-app notice too. Queued in the acceleration's transaction: it goes out only if
 * the acceleration is written. No address on file: the audit says so and the owner's notice asks them.
 */
export async function noticeOfAcceleration(
  tx: Transaction,
  application: ApplicationRow,
  loan: LoanRow,
  on: string,
  actorUserId: number,
) {
  const to = application.applicant.email?.trim() || null
  let mailId: number | null = null
  if (to) {
    const { ledger, payments } = await loadLedger(tx, loan)
    const state = loanStateOn(ledger, payments, on)
    const due = payoffParts(state, ledger, on)
    // The installments that fell due before the acceleration and still owe: the ones that allowed it.
    const missedInstallments = state.installments.filter(
      (row) => row.dueDate < on && rowOutstanding(row) > 0,
    ).length
    const lender = await lenderProfileOf(tx)
    const pdf = await renderAccelerationNoticePdf({
      folio: application.folio,
      applicantName: application.applicantName,
      on,
      due,
      missedInstallments,
      lender,
    })
    const mail = composeMail('accelerationNotice', 'es', {
      folio: application.folio,
      customerName: application.applicantName,
      lenderName: lender.shortName,
      balance: pesos(due.totalCents),
      on: day(on),
    })
    mailId = await processMailer().queue(tx, {
      to,
      ...mail,
      attachments: [
        {
          fileName: `aviso-vencimiento-anticipado-${application.folio}.pdf`,
          contentType: 'application/pdf',
          content: pdf,
        },
      ],
    })
  }
  await recordAudit(tx, {
    actorUserId,
    action: 'loan.acceleration_notice_sent',
    entityType: 'loan',
    entityId: loan.id,
    data: { applicationId: application.id, on, to, mailId },
  })
  if (!application.ownerUserId) return
  await notify(tx, [
    {
      userId: application.ownerUserId,
      title: `Vencimiento anticipado del crédito ${application.folio}`,
      body: to
        ? `Todo el saldo de ${application.applicantName} venció el ${day(on)}: se le envió el aviso a ${to}.`
        : `Todo el saldo de ${application.applicantName} venció el ${day(on)}: no tiene correo, avísale.`,
      link: `/apps/solicitudes/${application.product}/${application.id}`,
    },
  ])
}

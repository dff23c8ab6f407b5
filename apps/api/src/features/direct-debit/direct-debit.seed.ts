import { Readable } from 'node:stream'
import { and, asc, between, eq, gt } from 'drizzle-orm'
import { businessDateOf } from '../business-date'
import { clabeCheckDigit, demoAccounts } from '@mesa/contracts'
import type { Database } from '../../db/client'
import { samplePdf } from '../../lib/sample-pdf'
import type { FileStorage } from '../../lib/storage'
import { applicationDirectory } from '../credit-applications'
import { loanDirectory } from '../loan-servicing'
import { paymentReferenceDirectory } from '../payment-references'
import { userDirectory } from '../users'
import { directDebitMandates } from './direct-debit.schema'
import { attachAuthorization } from './mandate-authorization'
import { registerMandate, revokeMandate } from './mandates'

const clabe = (body17: string) => body17 + clabeCheckDigit(body17)

/**
 * The demo's accounts, in the order the loans are taken: CLABEs of Banamex, BBVA, Santander and Banorte (their
 * check digits computed by the rule) and two Luhn-valid test cards. `signed: false` is a mandate still waiting
 * for its signed authorisation (left out of the runs); `revoke` one the customer cancelled.
 */
const demoMandates = [
  { kind: 'clabe', number: clabe('00218000012345678'), maxCents: 150_000, signed: true },
  { kind: 'card', number: '5555555555554444', maxCents: 100_000, signed: true },
  { kind: 'clabe', number: clabe('01218000098765432'), maxCents: 1_500_000, signed: true },
  { kind: 'clabe', number: clabe('01418000055501234'), maxCents: 1_200_000, signed: true },
  { kind: 'card', number: '4111111111111111', maxCents: 900_000, signed: true },
  { kind: 'clabe', number: clabe('07218000044403210'), maxCents: 800_000, signed: false },
  { kind: 'card', number: '4000056655665556', maxCents: 600_000, signed: true, revoke: true },
] as const
/** The first two go on loans 30–89 days late (today's run debits them, capped low so one debit cures nothing). */
const LATE = 2

/**
 * Direct debit's demo (issue 35 item 3): seven mandates registered by the control desk through the feature's
 * own functions (audited as a person's would be), on two loans in arrears and five current ones, each signed but
 * one, one revoked. A run of the business date then debits the two late loans; one of a current loan's next due
 * date debits the signed ones due by then. Deterministic (loans in id order); seeds only once. Needs the app's
 * secret, which seals the account numbers.
 */
export async function seedDirectDebit(db: Database, storage: FileStorage, secret: string) {
  const [existing] = await db.select({ id: directDebitMandates.id }).from(directDebitMandates).limit(1)
  if (existing) return
  const desk = demoAccounts.find((account) => account.role === 'mesa-control')!
  const [actor] = await db
    .select({ id: userDirectory.id })
    .from(userDirectory)
    .where(eq(userDirectory.email, desk.email))
  if (!actor) return
  const today = await businessDateOf(db)
  const loansWhere = (lateFrom: number, lateTo: number, take: number) =>
    db
      .select({ loanId: loanDirectory.id, name: applicationDirectory.applicantName })
      .from(loanDirectory)
      .innerJoin(applicationDirectory, eq(applicationDirectory.id, loanDirectory.applicationId))
      .innerJoin(paymentReferenceDirectory, eq(paymentReferenceDirectory.loanId, loanDirectory.id))
      .where(
        and(
          eq(loanDirectory.status, 'active'),
          gt(loanDirectory.nextDueCents, 0),
          between(loanDirectory.daysPastDue, lateFrom, lateTo),
          // A current loan falls due after today: today's run debits the late ones only.
          lateFrom === 0 ? gt(loanDirectory.nextDueDate, today) : undefined,
        ),
      )
      .orderBy(asc(loanDirectory.id))
      .limit(take)
  const loans = [...(await loansWhere(30, 89, LATE)), ...(await loansWhere(0, 0, demoMandates.length - LATE))]
  for (const [index, loan] of loans.entries()) {
    const demo = demoMandates[index]!
    const mandate = await registerMandate(db, secret, actor.id, {
      loanId: loan.loanId,
      accountKind: demo.kind,
      accountNumber: demo.number,
      holderName: loan.name,
      maxAmountCents: demo.maxCents,
    })
    if (!demo.signed) continue
    const bytes = samplePdf(`Autorizacion de cargo automatico - credito ${loan.loanId}`)
    const stored = await storage.put(Readable.from([bytes]), { prefix: 'direct-debit' })
    const signed = await attachAuthorization(db, storage, actor.id, mandate.id, {
      storageKey: stored.key,
      fileName: `autorizacion-domiciliacion-${loan.loanId}.pdf`,
      contentType: 'application/pdf',
      size: stored.size,
      fields: {},
    })
    if ('revoke' in demo)
      await revokeMandate(db, actor.id, mandate.id, {
        reason: 'El cliente canceló la domiciliación en su banco',
        version: signed.version,
      })
  }
}

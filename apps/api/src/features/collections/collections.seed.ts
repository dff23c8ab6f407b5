import { asc, eq, inArray } from 'drizzle-orm'
import { demoAccounts, secondDemoAccounts } from '@mesa/contracts'
import type { Database } from '../../db/client'
import { addDays } from '../../lending'
import { hashPassword } from '../auth'
import { onLoanPayment, postStatementPayment } from '../loan-servicing'
import { roleDirectory } from '../roles'
import { addStaffAccounts, userDirectory } from '../users'
import { applyAssignmentRules } from './assignment'
import { collectionContacts, collectionPromises, collectionRules } from './collections.schema'
import { followPayment } from './promises'
import { freshenDesk, queueRows } from './queue'
import { loanDirectory } from '../loan-servicing'
import { inArrears } from './collection-scope'

const first = demoAccounts.find((account) => account.role === 'cobranza')!
const second = secondDemoAccounts.cobranza2

/** The two demo collectors' ids (the second opened here), or null on an install without the role. */
async function ensureCollectors(db: Database) {
  const [role] = await db
    .select({ id: roleDirectory.id })
    .from(roleDirectory)
    .where(eq(roleDirectory.name, 'cobranza'))
  if (!role) return null
  await addStaffAccounts(db, [
    {
      fullName: second.fullName,
      email: second.email,
      username: 'cobranza2',
      passwordHash: await hashPassword(second.password),
      roleId: role.id,
      emailVerifiedAt: new Date('2026-01-01T00:00:00Z'),
      company: 'Mesa Crédito Automotriz',
    },
  ])
  const rows = await db
    .select({ id: userDirectory.id, email: userDirectory.email })
    .from(userDirectory)
    .where(inArray(userDirectory.email, [first.email, second.email]))
  const idOf = (email: string) => rows.find((row) => row.email === email)?.id
  const [one, two] = [idOf(first.email), idOf(second.email)]
  return one && two ? { one, two } : null
}

/** The second demo collector, before the mail's seed gives every demo account a mailbox. */
export async function seedCollectors(db: Database) {
  await ensureCollectors(db)
}

/** A business day's instant at a Mexico City hour (UTC−6, no summer time). */
const at = (day: string, hour: number) => new Date(`${day}T${String(hour + 6).padStart(2, '0')}:15:00Z`)

/** Today's call at its hour, or now when the demo starts before it (a call is never in the future). */
const earlierOf = (planned: Date, dayStart: Date) =>
  new Date(Math.max(dayStart.getTime(), Math.min(planned.getTime(), Date.now())))

/**
 * The desk's demo (issue 35): two rules (1–29 days round robin between both collectors, anything else to
 * cobranza@demo.com), the day's arrears assigned, and on cobranza's three latest loans a few calls and three
 * promises: one kept by a payment made today, one broken, one due today. Deterministic; seeds only once.
 */
export async function seedCollections(db: Database) {
  const ids = await ensureCollectors(db)
  if (!ids) return
  const [existing] = await db.select({ id: collectionRules.id }).from(collectionRules).limit(1)
  if (existing) return
  await db.insert(collectionRules).values([
    { position: 0, bucket: 'd1_29', allyId: null, collectorIds: [ids.one, ids.two] },
    { position: 1, bucket: null, allyId: null, collectorIds: [ids.one] },
  ])
  const today = await freshenDesk(db)
  await applyAssignmentRules(db)
  // The payment below is followed as the app follows every one (the app registers the same listener later).
  onLoanPayment('collections', followPayment)
  const loans = await queueRows(db)
    .where(inArrears)
    .orderBy(asc(loanDirectory.daysPastDue), asc(loanDirectory.id))
  const mine = loans.filter((loan) => loan.collectorId === ids.one).slice(0, 3)
  if (mine.length < 3) return
  const [kept, broken, due] = mine as [(typeof mine)[0], (typeof mine)[0], (typeof mine)[0]]
  await db.insert(collectionContacts).values([
    {
      loanId: broken.loanId,
      at: at(addDays(today, -9), 10),
      on: addDays(today, -9),
      channel: 'call',
      direction: 'out',
      outcome: 'promise',
      summary: 'Promete pagar el viernes con su aguinaldo.',
      actorUserId: ids.one,
    },
    {
      loanId: broken.loanId,
      at: at(addDays(today, -1), 12),
      on: addDays(today, -1),
      channel: 'call',
      direction: 'out',
      outcome: 'no_answer',
      summary: '',
      actorUserId: ids.one,
    },
    {
      loanId: kept.loanId,
      at: at(addDays(today, -2), 11),
      on: addDays(today, -2),
      channel: 'call',
      direction: 'out',
      outcome: 'promise',
      summary: 'Pagará por SPEI en cuanto le depositen.',
      actorUserId: ids.one,
    },
    {
      loanId: due.loanId,
      at: at(addDays(today, -1), 17),
      on: addDays(today, -1),
      channel: 'whatsapp',
      direction: 'out',
      outcome: null,
      summary: 'Recordatorio del pago comprometido para mañana.',
      actorUserId: ids.one,
    },
    {
      loanId: due.loanId,
      at: earlierOf(at(today, 9), new Date(`${today}T06:00:00Z`)),
      on: today,
      channel: 'call',
      direction: 'out',
      outcome: 'contacted',
      summary: 'Confirma que paga hoy en OXXO.',
      actorUserId: ids.one,
    },
  ])
  const keptAmount = Math.min(150_000, kept.nextDueCents || 150_000)
  // Each made at its call's time (a promise captured later on a phone is refused when a later one is pending).
  await db.insert(collectionPromises).values([
    {
      loanId: broken.loanId,
      amountCents: 250_000,
      madeOn: addDays(today, -9),
      promisedOn: addDays(today, -4),
      createdAt: at(addDays(today, -9), 10),
      channel: 'call',
      actorUserId: ids.one,
    },
    {
      loanId: kept.loanId,
      amountCents: keptAmount,
      madeOn: addDays(today, -2),
      promisedOn: addDays(today, 3),
      createdAt: at(addDays(today, -2), 11),
      channel: 'call',
      actorUserId: ids.one,
    },
    {
      loanId: due.loanId,
      amountCents: Math.max(due.nextDueCents, 100_000),
      madeOn: addDays(today, -1),
      promisedOn: today,
      createdAt: at(addDays(today, -1), 17),
      channel: 'whatsapp',
      actorUserId: ids.one,
    },
  ])
  await freshenDesk(db)
  await db.transaction((tx) =>
    postStatementPayment(tx, kept.applicationId, ids.one, {
      amountCents: keptAmount,
      paidOn: today,
      method: 'spei',
      reference: `COBRANZA-${kept.folio}`,
    }),
  )
}

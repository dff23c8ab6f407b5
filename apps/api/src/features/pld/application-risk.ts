import { eq } from 'drizzle-orm'
import { blockingListKinds, businessToday, type CreditProduct, type PldRisk } from '@mesa/contracts'
import type { Executor } from '../../db/client'
import { applicationRecords } from '../credit-applications'
import { cashPaymentsBetween } from '../loan-servicing'
import { pldAlerts } from './pld.schema'
import { riskGrade } from './risk-grade'
import { thresholdOn } from './thresholds'

const NEAR_MISS_SCORE = 90

/** The application's customer's risk grade from its alerts, product, amount, cash payments and address. */
export async function applicationRisk(db: Executor, applicationId: number): Promise<PldRisk | null> {
  const [application] = await db
    .select({
      product: applicationRecords.product,
      requestedAmountCents: applicationRecords.requestedAmountCents,
      address: applicationRecords.address,
    })
    .from(applicationRecords)
    .where(eq(applicationRecords.id, applicationId))
  if (!application) return null
  const alerts = await db
    .select({ list: pldAlerts.list, status: pldAlerts.status, score: pldAlerts.score })
    .from(pldAlerts)
    .where(eq(pldAlerts.applicationId, applicationId))
  const live = alerts.filter((alert) => alert.status !== 'dismissed')
  // A loan's cash payments over the last year (the whole history would do; a year bounds the read).
  const today = businessToday()
  const yearAgo = `${Number(today.slice(0, 4)) - 1}${today.slice(4)}`
  const cash = await cashPaymentsBetween(db, yearAgo, today, applicationId)
  const threshold = (await thresholdOn(db, today)).thresholdCents
  return riskGrade({
    pep: live.some((alert) => alert.list === 'pep'),
    blocked: live.some((alert) => blockingListKinds.includes(alert.list)),
    nearMiss: alerts.some((alert) => alert.status === 'dismissed' && alert.score >= NEAR_MISS_SCORE),
    product: application.product as CreditProduct,
    requestedAmountCents: application.requestedAmountCents,
    cashPayments: cash.length,
    cashAtThreshold: cash.filter((payment) => payment.amountCents >= threshold).length,
    state: typeof application.address?.state === 'string' ? application.address.state : null,
  })
}

import { and, eq } from 'drizzle-orm'
import type { ApplicationPurchase, Purchase, PurchaseInput } from '@mesa/contracts'
import type { Database, Executor } from '../../db/client'
import { conflict, staleVersion } from '../../lib/http-errors'
import type { FileStorage } from '../../lib/storage'
import type { ReceivedUpload } from '../../lib/uploads'
import { recordAudit } from '../audit'
import { announceRecordChange, type ApplicationRow } from '../credit-applications'
import { authorisedTermsOf } from '../credit-decision'
import { vehiclePurchases } from './vehicles.schema'

type PurchaseRow = typeof vehiclePurchases.$inferSelect

const toPurchase = (row: PurchaseRow): Purchase => ({
  dealerInvoiceNumber: row.dealerInvoiceNumber,
  priceCents: row.priceCents,
  downPaymentCents: row.downPaymentCents,
  deliveryDate: row.deliveryDate,
  receipt:
    row.receiptStorageKey && row.receiptFileName && row.receiptContentType && row.receiptUploadedAt
      ? {
          fileName: row.receiptFileName,
          contentType: row.receiptContentType,
          size: row.receiptSize ?? 0,
          uploadedAt: row.receiptUploadedAt.toISOString(),
        }
      : null,
  version: row.version,
  updatedAt: row.updatedAt.toISOString(),
})

export async function findPurchase(db: Executor, applicationId: number) {
  const [row] = await db
    .select()
    .from(vehiclePurchases)
    .where(eq(vehiclePurchases.applicationId, applicationId))
  return row ?? null
}

/**
 * The purchase tab: the purchase and its consistency with the loan. What the dealer is paid by the lender is
 * the price less the down payment the buyer paid the dealer; it should equal the amount financed (authorised
 * once terms are, else requested). The difference is shown, not refused: a dealer discount is legitimate.
 */
export async function applicationPurchase(db: Executor, row: ApplicationRow): Promise<ApplicationPurchase> {
  const [purchase, terms] = await Promise.all([findPurchase(db, row.id), authorisedTermsOf(db, row.id)])
  const financed = terms?.amountCents ?? row.requestedAmountCents
  return {
    purchase: purchase ? toPurchase(purchase) : null,
    requestedAmountCents: row.requestedAmountCents,
    authorisedAmountCents: terms?.amountCents ?? null,
    differenceCents: purchase ? purchase.priceCents - purchase.downPaymentCents - financed : null,
  }
}

/** Record or correct the purchase: the first write carries version null, later ones the version read. */
export async function savePurchase(db: Database, row: ApplicationRow, input: PurchaseInput, userId: number) {
  const { version, ...fields } = input
  await db.transaction(async (tx) => {
    if (version === null) {
      const inserted = await tx
        .insert(vehiclePurchases)
        .values({ applicationId: row.id, ...fields, updatedByUserId: userId })
        .onConflictDoNothing()
        .returning({ id: vehiclePurchases.applicationId })
      // Someone recorded it first: the caller's form is stale.
      if (inserted.length === 0) throw staleVersion()
    } else {
      const updated = await tx
        .update(vehiclePurchases)
        .set({ ...fields, version: version + 1, updatedByUserId: userId, updatedAt: new Date() })
        .where(and(eq(vehiclePurchases.applicationId, row.id), eq(vehiclePurchases.version, version)))
        .returning({ id: vehiclePurchases.applicationId })
      if (updated.length === 0) throw staleVersion()
    }
    await recordAudit(tx, {
      actorUserId: userId,
      action: version === null ? 'purchase.create' : 'purchase.update',
      entityType: 'credit_application',
      entityId: row.id,
      data: fields,
    })
    await announceRecordChange(tx, 'purchase.changed', row)
  })
  return applicationPurchase(db, row)
}

/** Attach the down-payment receipt (replacing an earlier one, whose file is then removed). */
export async function attachReceipt(
  db: Database,
  storage: FileStorage,
  row: ApplicationRow,
  upload: ReceivedUpload,
  userId: number,
) {
  let replaced: string | null = null
  try {
    await db.transaction(async (tx) => {
      const [current] = await tx
        .select()
        .from(vehiclePurchases)
        .where(eq(vehiclePurchases.applicationId, row.id))
        .for('update')
      if (!current)
        throw conflict('conflict', 'Record the purchase before its receipt', { file: ['setup_first'] })
      replaced = current.receiptStorageKey
      await tx
        .update(vehiclePurchases)
        .set({
          receiptStorageKey: upload.storageKey,
          receiptFileName: upload.fileName,
          receiptContentType: upload.contentType,
          receiptSize: upload.size,
          receiptUploadedAt: new Date(),
          version: current.version + 1,
          updatedByUserId: userId,
          updatedAt: new Date(),
        })
        .where(eq(vehiclePurchases.applicationId, row.id))
      await recordAudit(tx, {
        actorUserId: userId,
        action: 'purchase.receipt',
        entityType: 'credit_application',
        entityId: row.id,
        data: { fileName: upload.fileName, size: upload.size },
      })
      await announceRecordChange(tx, 'purchase.changed', row)
    })
  } catch (error) {
    await storage.delete(upload.storageKey)
    throw error
  }
  if (replaced) await storage.delete(replaced)
  return applicationPurchase(db, row)
}

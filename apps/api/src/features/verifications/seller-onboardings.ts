import { and, asc, eq, inArray } from 'drizzle-orm'
import type { Executor } from '../../db/client'
import { verifications } from './verifications.schema'

/** The onboardings (seller verifications) of these sellers, oldest first (issue 37: the seller-allies view). */
export async function sellerOnboardings(db: Executor, sellerUserIds: number[]) {
  return db
    .select({ id: verifications.id, sellerUserId: verifications.sellerUserId, status: verifications.status })
    .from(verifications)
    .where(and(eq(verifications.kind, 'seller'), inArray(verifications.sellerUserId, sellerUserIds)))
    .orderBy(asc(verifications.id))
}

import { asc, eq, inArray } from 'drizzle-orm'
import { clabeCheckDigit } from '@mesa/contracts'
import type { Database } from '../../db/client'
import { customerDirectory } from '../customers'
import { roleDirectory } from '../roles'
import { userDirectory } from '../users'
import { verifications } from './verifications.schema'

const clabe = (first17: string) => first17 + clabeCheckDigit(first17)

/**
 * Demo verifications: three customers' (pending, approved, rejected) and an onboarding per seller and
 * supervisor (the first pending with a CLABE whose check digit is wrong, so the check shows failing).
 * Idempotent: nothing happens once any verification exists. Documents are left to upload in the demo.
 */
export async function seedVerifications(db: Database) {
  if ((await db.$count(verifications)) > 0) return
  const [desk] = await db
    .select({ id: userDirectory.id })
    .from(userDirectory)
    .where(eq(userDirectory.email, 'mesa@demo.com'))
  const firstCustomers = await db
    .select({ id: customerDirectory.id })
    .from(customerDirectory)
    .orderBy(asc(customerDirectory.id))
    .limit(3)
  const sellers = await db
    .select({ id: userDirectory.id })
    .from(userDirectory)
    .innerJoin(roleDirectory, eq(roleDirectory.id, userDirectory.roleId))
    .where(inArray(roleDirectory.name, ['ventas', 'supervisor']))
    .orderBy(asc(userDirectory.id))
  const decided = (status: 'approved' | 'rejected', reason: string) => ({
    status,
    reason,
    decidedByUserId: desk?.id ?? null,
    decidedAt: new Date(),
  })
  const outcomes = [
    {},
    decided('approved', ''),
    decided('rejected', 'La selfie no coincide con la identificación'),
  ]
  await db.transaction(async (tx) => {
    for (const [index, customer] of firstCustomers.entries())
      await tx.insert(verifications).values({
        kind: 'customer',
        customerId: customer.id,
        createdByUserId: desk?.id ?? null,
        ...outcomes[index],
      })
    for (const [index, seller] of sellers.entries()) {
      const good = clabe(`0021800${String(1_000_000_000 + seller.id).slice(-10)}`)
      await tx.insert(verifications).values({
        kind: 'seller',
        sellerUserId: seller.id,
        rfc: 'XAXX010101000',
        // The first onboarding carries a mistyped CLABE: its check fails until corrected.
        clabe: index === 0 ? good.slice(0, 17) + String((Number(good[17]) + 1) % 10) : good,
        createdByUserId: desk?.id ?? null,
        ...(index === 1 ? decided('approved', '') : {}),
      })
    }
  })
}

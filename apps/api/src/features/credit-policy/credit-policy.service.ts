import { desc, eq } from 'drizzle-orm'
import {
  creditProducts,
  type CreditPolicyRequest,
  type CreditPolicyVersion,
  type CreditProduct,
} from '@mesa/contracts'
import type { Executor } from '../../db/client'
import { userDirectory } from '../users'
import { creditPolicyVersions as versions } from './credit-policy.schema'
import { staleVersion } from '../../lib/http-errors'
import { recordAudit } from '../audit'
import { standardPolicies } from './standard-policies'

const versionColumns = {
  id: versions.id,
  product: versions.product,
  version: versions.version,
  terms: versions.terms,
  createdAt: versions.createdAt,
  createdBy: userDirectory.fullName,
}
type VersionRow = { createdAt: Date; createdBy: string | null } & Omit<
  CreditPolicyVersion,
  'createdAt' | 'createdBy'
>

const toVersion = (row: VersionRow): CreditPolicyVersion => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  createdBy: row.createdBy ?? '',
})

const selectVersions = (db: Executor) =>
  db
    .select(versionColumns)
    .from(versions)
    .leftJoin(userDirectory, eq(userDirectory.id, versions.createdByUserId))

/**
 * Every product has a policy: version 1 is the standard one, installed the first time it is needed (the demo
 * seed, or the first read of a new installation). Idempotent: the unique key keeps a second one out.
 */
export async function ensureStandardPolicies(
  db: Executor,
  products: readonly CreditProduct[] = creditProducts,
) {
  await db
    .insert(versions)
    .values(products.map((product) => ({ product, version: 1, terms: standardPolicies[product] })))
    .onConflictDoNothing()
}

/** The newest version of the product's policy (the one in force). */
export async function currentPolicy(db: Executor, product: CreditProduct): Promise<CreditPolicyVersion> {
  const newest = async () =>
    (
      await selectVersions(db).where(eq(versions.product, product)).orderBy(desc(versions.version)).limit(1)
    )[0]
  let row = await newest()
  if (!row) {
    await ensureStandardPolicies(db, [product])
    row = await newest()
  }
  return toVersion(row!)
}

/** A version by its id (what a decision recorded), or null. */
export async function policyVersionById(db: Executor, id: number): Promise<CreditPolicyVersion | null> {
  const [row] = await selectVersions(db).where(eq(versions.id, id))
  return row ? toVersion(row) : null
}

/** Every version of the product's policy, newest first. */
export async function policyHistory(db: Executor, product: CreditProduct) {
  await currentPolicy(db, product)
  const rows = await selectVersions(db).where(eq(versions.product, product)).orderBy(desc(versions.version))
  return rows.map(toVersion)
}

/** Who asked for the change and who approved it (issue 30: a policy change has four eyes). */
export interface PolicyChangeApproval {
  requestedBy: number
  approvedBy: number
  approvalId: number
}

/**
 * Writes approved terms as the next version, in the approval's transaction. The change names the version it
 * replaces: when that is no longer the newest (another change was approved meanwhile) the answer is 409
 * stale_version and the request stays pending (to be rejected); the unique key refuses the loser of two
 * approvals racing on the same version the same way. The version is the requester's, audited with both names.
 */
export async function writeApprovedPolicyVersion(
  tx: Executor,
  product: CreditProduct,
  { replacesVersion, terms }: CreditPolicyRequest,
  approval: PolicyChangeApproval,
) {
  const current = await currentPolicy(tx, product)
  if (current.version !== replacesVersion) throw staleVersion()
  const [created] = await tx
    .insert(versions)
    .values({ product, version: current.version + 1, terms, createdByUserId: approval.requestedBy })
    .onConflictDoNothing()
    .returning({ id: versions.id })
  if (!created) throw staleVersion()
  await recordAudit(tx, {
    actorUserId: approval.approvedBy,
    action: 'credit_policy.version_created',
    entityType: 'credit_policy',
    entityId: created.id,
    data: { product, version: current.version + 1, replaces: current.version, ...approval },
  })
  return (await policyVersionById(tx, created.id))!
}

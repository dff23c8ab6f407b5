import { and, eq, isNull } from 'drizzle-orm'
import {
  documentChecklist,
  documentKinds,
  type AbilityRule,
  type ApplicationDetail,
  type CreditProduct,
} from '@mesa/contracts'
import type { Executor } from '../../db/client'
import { userDirectoryAs } from '../users'
import {
  creditApplicationDocuments as documents,
  creditApplications as applications,
} from './credit-applications.schema'
import { emptyNotFound, forbidden } from '../../lib/http-errors'
import type { Viewer } from '../allies'
import { bookedAmountOf } from './booked-amount'
import { visibleApplications } from './credit-application-access'
import { findListItem } from './credit-applications.queries'
import { failingStageGates } from './stage-hooks'
import { coSignerOpen } from './co-signer'
import { editableSectionsFor, transitionOptions, type WorkflowApplication } from './workflow'

const sellers = userDirectoryAs('seller')

export type ApplicationRow = typeof applications.$inferSelect

/**
 * The application row by origin (its product) and id, within the viewer's scope; 404 with an empty body
 * when either does not match or the row lies outside the scope (its existence is not revealed).
 */
export async function loadApplication(
  db: Executor,
  origin: CreditProduct,
  id: number,
  viewer: Viewer,
): Promise<ApplicationRow> {
  const [row] = await db
    .select()
    .from(applications)
    .where(and(eq(applications.id, id), eq(applications.product, origin), visibleApplications(viewer)))
  if (!row) throw emptyNotFound()
  return row
}

/**
 * The application a feature's route works on: 403 unless `allowed` grants the caller's rules (for this product),
 * then the row within the caller's row scope (404 outside it). The one check every application sub-area uses.
 */
export async function loadPermittedApplication(
  db: Executor,
  viewer: Viewer & { rules: AbilityRule[] },
  { origin, id }: { origin: CreditProduct; id: number },
  allowed: (rules: AbilityRule[], product: CreditProduct) => boolean,
): Promise<ApplicationRow> {
  if (!allowed(viewer.rules, origin)) throw forbidden()
  return loadApplication(db, origin, id, viewer)
}

export async function loadDocuments(db: Executor, applicationId: number) {
  return db
    .select()
    .from(documents)
    .where(and(eq(documents.applicationId, applicationId), isNull(documents.deletedAt)))
    .orderBy(documents.id)
}

/** What the workflow engine needs, from the row and its documents. */
export function workflowView(
  row: ApplicationRow,
  docs: Array<{ kind: string; status: string }>,
  failingGates: WorkflowApplication['failingGates'] = [],
): WorkflowApplication {
  const product = row.productData as { vehicle: { priceCents: number }; terms: { downPaymentCents: number } }
  return {
    stage: row.stage,
    product: row.product,
    ownerUserId: row.ownerUserId,
    address: row.address,
    work: row.work,
    finance: row.finance,
    references: row.references,
    vehiclePriceCents: product.vehicle.priceCents,
    requestedAmountCents: row.requestedAmountCents,
    downPaymentCents: product.terms.downPaymentCents,
    documents: docs as WorkflowApplication['documents'],
    workflow: row.workflow,
    failingGates,
  }
}

/** The checklist of the product, each item with the best status of its uploads. */
function checklistOf(product: CreditProduct, docs: Array<{ kind: string; status: string }>) {
  const required = new Set<string>(documentChecklist[product])
  const rank = { missing: 0, rejected: 1, pending: 2, approved: 3 } as const
  return documentKinds
    .filter((kind) => required.has(kind) || docs.some((doc) => doc.kind === kind))
    .map((kind) => {
      const status = docs
        .filter((doc) => doc.kind === kind)
        .map((doc) => doc.status as keyof typeof rank)
        .reduce<keyof typeof rank>(
          (best, current) => (rank[current] > rank[best] ? current : best),
          'missing',
        )
      return { kind, required: required.has(kind), status }
    })
}

/** The full application file as the detail screen shows it, with what this user may do now. */
export async function applicationDetail(
  db: Executor,
  row: ApplicationRow,
  rules: AbilityRule[],
): Promise<ApplicationDetail> {
  const [item, docs, gates, seller, bookedAmountCents, coSignerIsOpen] = await Promise.all([
    findListItem(db, row.id),
    loadDocuments(db, row.id),
    failingStageGates(db, row),
    row.sellerUserId
      ? db
          .select({ id: sellers.id, fullName: sellers.fullName, avatar: sellers.avatar })
          .from(sellers)
          .where(eq(sellers.id, row.sellerUserId))
      : Promise.resolve([]),
    bookedAmountOf(db, row.id),
    coSignerOpen(db, row, rules),
  ])
  const view = workflowView(row, docs, gates)
  return {
    ...item!,
    origin: row.product,
    version: row.version,
    seller: seller[0] ?? null,
    bookedAmountCents,
    applicant: row.applicant,
    address: (row.address as ApplicationDetail['address']) ?? null,
    work: (row.work as ApplicationDetail['work']) ?? null,
    finance: (row.finance as ApplicationDetail['finance']) ?? null,
    references: row.references as ApplicationDetail['references'],
    product: row.productData as ApplicationDetail['product'],
    additional: row.additional as ApplicationDetail['additional'],
    workflow: row.workflow,
    closedReason: row.closedReason,
    checklist: checklistOf(row.product, docs),
    allowedTransitions: transitionOptions(view, rules),
    editableSections: editableSectionsFor(view, rules),
    coSignerOpen: coSignerIsOpen,
  }
}

/**
 * The application row, locked until the caller's transaction ends, so that writes other features make on one
 * application (decision votes, VIN links) run one after the other.
 */
export async function lockApplication(tx: Executor, id: number): Promise<ApplicationRow | undefined> {
  const [row] = await tx.select().from(applications).where(eq(applications.id, id)).for('update')
  return row
}

import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm'
import {
  mayConfirmDuplicateApplication,
  workingStages,
  type AbilityRule,
  type CreateApplicationRequest,
} from '@mesa/contracts'
import type { Executor, Transaction } from '../../db/client'
import { conflict, forbidden } from '../../lib/http-errors'
import type { Viewer } from '../allies'
import { visibleApplications } from './credit-application-access'
import { creditApplications as applications } from './credit-applications.schema'
import { vinHolderIds } from './vin-holders'

/** Live: in one of the working stages, captura to activo (an active loan included). */
const live = inArray(applications.stage, [...workingStages])

/** The folios of live applications matching `where`, with whether the viewer sees each. */
async function liveFolios(db: Executor, where: SQL, viewer: Viewer) {
  const scope = visibleApplications(viewer)
  const rows = await db
    .select({
      folio: applications.folio,
      visible: scope ? sql<boolean>`${scope}` : sql<boolean>`true`,
    })
    .from(applications)
    .where(and(where, live))
    .orderBy(applications.folio)
    .limit(20)
  return rows.map((row) => ({ folio: row.folio, visible: Boolean(row.visible) }))
}

const folioEntries = (rows: Array<{ folio: number; visible: boolean }>) =>
  rows.filter((row) => row.visible).map((row) => String(row.folio))

/**
 * Issue 38: the checks a capture passes BEFORE anything is written, in the create's transaction (an advisory
 * lock per CURP and per VIN queues two captures of the same person or car, so both cannot pass).
 * - A VIN on a live application or active loan (any ally: the car is one loan's collateral) is refused,
 *   409 `duplicate_vehicle`; nobody confirms it: the other file is cancelled or paid off first. The VIN is
 *   looked for in the application's own vehicle and in the VIN records other features tie to a file
 *   (`registerVinHolders`: the vehicles feature's links).
 * - A CURP with a live application or active loan the capturer can see (issue 31: never what another dealer
 *   holds) is refused, 409 `duplicate_customer` naming its folios, unless the request confirms it
 *   (`confirmDuplicate`) and the person may (`mayConfirmDuplicateApplication`): a second car or a renewal.
 */
export async function refuseDuplicateCapture(
  tx: Transaction,
  actor: Viewer & { rules: AbilityRule[] },
  body: CreateApplicationRequest,
) {
  if (body.confirmDuplicate && !mayConfirmDuplicateApplication(actor.rules))
    throw forbidden('forbidden', 'Only head office confirms a second credit for the same customer')
  const { curp } = body.applicant
  const vin = body.vehicle.vin
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`application-curp:${curp}`}))`)
  if (vin) {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`application-vin:${vin}`}))`)
    const linked = await vinHolderIds(tx, vin)
    const ownField = sql`${applications.productData}->'vehicle'->>'vin' = ${vin}`
    const holders = await liveFolios(
      tx,
      linked.length > 0 ? or(ownField, inArray(applications.id, linked))! : ownField,
      actor,
    )
    if (holders.length > 0)
      throw conflict('duplicate_vehicle', 'A live application or active loan already has this VIN', {
        'vehicle.vin': ['duplicate_vin'],
        folios: folioEntries(holders),
      })
  }
  if (body.confirmDuplicate) return
  const holders = (await liveFolios(tx, eq(applications.curp, curp), actor)).filter((row) => row.visible)
  if (holders.length > 0)
    throw conflict('duplicate_customer', 'The customer has a live application or active loan', {
      'applicant.curp': ['duplicate_curp'],
      folios: folioEntries(holders),
    })
}

/** The live applications holding these CURPs that the viewer sees, past capture (an import refuses them). */
export async function liveCurpsPastCapture(db: Executor, curps: string[], viewer: Viewer) {
  if (curps.length === 0) return new Set<string>()
  const scope = visibleApplications(viewer)
  const rows = await db
    .selectDistinct({ curp: applications.curp })
    .from(applications)
    .where(
      and(
        inArray(applications.curp, [...new Set(curps)]),
        inArray(
          applications.stage,
          workingStages.filter((stage) => stage !== 'captura'),
        ),
        scope,
      ),
    )
  return new Set(rows.map((row) => row.curp))
}

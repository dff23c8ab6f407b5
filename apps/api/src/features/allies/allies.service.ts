import { and, asc, eq, inArray, isNull, ne, sql } from 'drizzle-orm'
import type { AllyCreate, AllyDetail, AllyUpdate } from '@mesa/contracts'
import type { Database, Executor } from '../../db/client'
import { roleDirectory } from '../roles'
import { userDirectory } from '../users'
import { allies, allyAccounts, allyAddresses, allyFiles, allyManagers, allyUsers } from './allies.schema'
import { violatedUniqueIndex } from '../../lib/pg-errors'
import { badRequest, conflict, emptyNotFound, staleVersion } from '../../lib/http-errors'
import { loadAllyCatalogs } from './allies.catalogs'
import { recordAudit } from '../audit'
import { moveToTrash } from '../trash'
import { allyAuditEvent } from './ally-audit'
import { createdText } from './allies.list'
import { visibleAllies, type Viewer } from './ally-scope'

// ---------------------------------------------------------------- detail

/** The ally's detail; null when it does not exist or lies outside the viewer's scope (when given). */
export async function loadAllyDetail(db: Executor, id: number, viewer?: Viewer): Promise<AllyDetail | null> {
  const [ally] = await db
    .select()
    .from(allies)
    .where(and(eq(allies.id, id), isNull(allies.deletedAt), viewer ? visibleAllies(viewer) : undefined))
    .limit(1)
  if (!ally) return null
  const [accounts, addresses, managers, linkedUsers, files, catalogs] = await Promise.all([
    db.select().from(allyAccounts).where(eq(allyAccounts.allyId, id)).orderBy(asc(allyAccounts.position)),
    db.select().from(allyAddresses).where(eq(allyAddresses.allyId, id)).orderBy(asc(allyAddresses.position)),
    db.select().from(allyManagers).where(eq(allyManagers.allyId, id)).orderBy(asc(allyManagers.sortOrder)),
    db
      .select({
        id: userDirectory.id,
        fullName: userDirectory.fullName,
        email: userDirectory.email,
        role: roleDirectory.name,
      })
      .from(allyUsers)
      .innerJoin(userDirectory, eq(userDirectory.id, allyUsers.userId))
      .innerJoin(roleDirectory, eq(roleDirectory.id, userDirectory.roleId))
      .where(eq(allyUsers.allyId, id))
      .orderBy(asc(userDirectory.fullName)),
    db.select().from(allyFiles).where(eq(allyFiles.allyId, id)).orderBy(asc(allyFiles.createdAt)),
    loadAllyCatalogs(db),
  ])
  const bankNames = new Map(catalogs.banks.map((bank) => [bank.value, bank.label]))
  return {
    id: ally.id,
    allyName: ally.allyName,
    legalName: ally.legalName,
    rfc: ally.rfc,
    zoneName: ally.zoneName,
    regionName: ally.regionName,
    type: ally.type,
    status: ally.status,
    active: ally.active,
    image: ally.image,
    email: ally.email,
    phone: ally.phone,
    sellerId: ally.sellerUserId,
    seller: ally.sellerEmail,
    supervisorId: ally.supervisorUserId,
    supervisor: ally.supervisorEmail,
    created: createdText(ally.createdAt),
    createdAt: ally.createdAt.toISOString(),
    updatedAt: ally.updatedAt.toISOString(),
    version: ally.version,
    accounts: accounts.map(({ id: accountId, bankCode, clabe, holderName, accountNumber }) => ({
      id: accountId,
      bankCode,
      bankName: bankNames.get(bankCode) ?? bankCode,
      clabe,
      holderName,
      accountNumber,
    })),
    addresses: addresses.map(({ allyId: _allyId, position: _position, ...address }) => address),
    managers: managers.map(({ allyId: _allyId, sortOrder: _sortOrder, ...manager }) => manager),
    users: linkedUsers,
    files: files.map((file) => ({
      id: file.id,
      kind: file.kind,
      fileName: file.fileName,
      contentType: file.contentType,
      size: file.size,
      uploadedAt: file.createdAt.toISOString(),
    })),
  }
}

// ---------------------------------------------------------------- writes

type FieldErrors = Record<string, string[]>
/** Adds a field entry: a code of contracts `errorCodes` (the web words it). */
const addError = (errors: FieldErrors, field: string, code: string) => (errors[field] ??= []).push(code)

const DUPLICATE_RFC = 'An ally with this RFC exists'
const duplicateRfc = () => conflict('duplicate_rfc', DUPLICATE_RFC, { rfc: ['duplicate_rfc'] })

/** Checks what the schema cannot: catalog values, the region's zone, and that the users exist. */
async function checkReferences(db: Executor, input: AllyCreate) {
  const catalogs = await loadAllyCatalogs(db)
  const values = (list: Array<{ value: string }>) => new Set(list.map((item) => item.value))
  const errors: FieldErrors = {}
  const zoneKnown = values(catalogs.zones).has(input.zoneName)
  if (!zoneKnown) addError(errors, 'zoneName', 'invalid_choice')
  const region = catalogs.regions.find((item) => item.value === input.regionName)
  if (!region) addError(errors, 'regionName', 'invalid_choice')
  else if (zoneKnown && region.zoneName !== input.zoneName) {
    addError(errors, 'regionName', 'invalid_choice')
  }
  if (!values(catalogs.typeOfAllies).has(input.type)) addError(errors, 'type', 'invalid_choice')
  const bankCodes = values(catalogs.banks)
  input.accounts.forEach((account, index) => {
    if (!bankCodes.has(account.bankCode)) addError(errors, `accounts.${index}.bankCode`, 'invalid_choice')
  })
  const addressTypes = values(catalogs.typeOfAddresses)
  input.addresses.forEach((address, index) => {
    if (!addressTypes.has(address.type)) addError(errors, `addresses.${index}.type`, 'invalid_choice')
  })
  const managerTypes = values(catalogs.typeOfManagers)
  const positionValues = values(catalogs.positions)
  input.managers.forEach((manager, index) => {
    if (!managerTypes.has(manager.type)) addError(errors, `managers.${index}.type`, 'invalid_choice')
    if (!positionValues.has(manager.position))
      addError(errors, `managers.${index}.position`, 'invalid_choice')
  })
  const wanted = [...new Set([input.sellerId, input.supervisorId, ...input.userIds])]
  const found = await db
    .select({ id: userDirectory.id, email: userDirectory.email, status: userDirectory.status })
    .from(userDirectory)
    .where(and(inArray(userDirectory.id, wanted), isNull(userDirectory.deletedAt)))
  const byId = new Map(found.map((user) => [user.id, user]))
  if (!byId.has(input.sellerId)) addError(errors, 'sellerId', 'unknown_reference')
  if (!byId.has(input.supervisorId)) addError(errors, 'supervisorId', 'unknown_reference')
  input.userIds.forEach((userId, index) => {
    if (!byId.has(userId)) addError(errors, `userIds.${index}`, 'unknown_reference')
  })
  if (Object.keys(errors).length > 0) throw badRequest(errors)
  return {
    sellerEmail: byId.get(input.sellerId)!.email,
    supervisorEmail: byId.get(input.supervisorId)!.email,
  }
}

async function assertRfcFree(db: Executor, rfc: string, exceptId?: number) {
  const [existing] = await db
    .select({ id: allies.id })
    .from(allies)
    .where(and(eq(allies.rfc, rfc), isNull(allies.deletedAt), exceptId ? ne(allies.id, exceptId) : undefined))
    .limit(1)
  if (existing) throw duplicateRfc()
}

async function writeChildren(db: Executor, allyId: number, input: AllyCreate) {
  if (input.accounts.length > 0) {
    await db
      .insert(allyAccounts)
      .values(input.accounts.map((account, position) => ({ ...account, allyId, position })))
  }
  if (input.addresses.length > 0) {
    await db
      .insert(allyAddresses)
      .values(input.addresses.map((address, position) => ({ ...address, allyId, position })))
  }
  if (input.managers.length > 0) {
    await db
      .insert(allyManagers)
      .values(input.managers.map((manager, sortOrder) => ({ ...manager, allyId, sortOrder })))
  }
  const userIds = [...new Set(input.userIds)]
  if (userIds.length > 0) await db.insert(allyUsers).values(userIds.map((userId) => ({ allyId, userId })))
}

function allyColumns(input: AllyCreate, emails: { sellerEmail: string; supervisorEmail: string }) {
  return {
    allyName: input.allyName,
    legalName: input.legalName,
    rfc: input.rfc,
    zoneName: input.zoneName,
    regionName: input.regionName,
    type: input.type,
    status: input.status,
    active: input.active,
    image: input.image,
    email: input.email,
    phone: input.phone,
    sellerUserId: input.sellerId,
    sellerEmail: emails.sellerEmail,
    supervisorUserId: input.supervisorId,
    supervisorEmail: emails.supervisorEmail,
  }
}

/** A unique-violation on the live RFC index: a live twin written by a race the pre-check did not see. */
export function isLiveRfcClash(error: unknown): boolean {
  return violatedUniqueIndex(error) === 'allies_rfc_live_key'
}

/** A unique-violation on the live RFC index is the same 409 as the pre-check's. */
function rethrowUniqueRfc(error: unknown): never {
  if (isLiveRfcClash(error)) throw duplicateRfc()
  throw error
}

export async function createAlly(db: Database, input: AllyCreate, actorUserId: number): Promise<number> {
  try {
    return await db.transaction(async (tx) => {
      const emails = await checkReferences(tx, input)
      await assertRfcFree(tx, input.rfc)
      const [row] = await tx.insert(allies).values(allyColumns(input, emails)).returning({ id: allies.id })
      const allyId = row!.id
      await writeChildren(tx, allyId, input)
      await recordAudit(
        tx,
        allyAuditEvent(actorUserId, 'ally.created', allyId, { allyName: input.allyName, rfc: input.rfc }),
      )
      return allyId
    })
  } catch (error) {
    rethrowUniqueRfc(error)
  }
}

/** Replaces the ally's data and its accounts, addresses, managers and linked users when `version` is current. */
export async function updateAlly(db: Database, id: number, input: AllyUpdate, viewer: Viewer) {
  const actorUserId = viewer.userId
  try {
    await db.transaction(async (tx) => {
      const [current] = await tx
        .select({
          version: allies.version,
          allyName: allies.allyName,
          rfc: allies.rfc,
          status: allies.status,
        })
        .from(allies)
        .where(and(eq(allies.id, id), isNull(allies.deletedAt), visibleAllies(viewer)))
        .for('update')
      if (!current) throw emptyNotFound()
      if (current.version !== input.version) throw staleVersion()
      const emails = await checkReferences(tx, input)
      await assertRfcFree(tx, input.rfc, id)
      const updated = await tx
        .update(allies)
        .set({ ...allyColumns(input, emails), version: sql`${allies.version} + 1`, updatedAt: new Date() })
        .where(and(eq(allies.id, id), eq(allies.version, input.version), isNull(allies.deletedAt)))
        .returning({ id: allies.id })
      if (updated.length === 0) throw staleVersion()
      await tx.delete(allyAccounts).where(eq(allyAccounts.allyId, id))
      await tx.delete(allyAddresses).where(eq(allyAddresses.allyId, id))
      await tx.delete(allyManagers).where(eq(allyManagers.allyId, id))
      await tx.delete(allyUsers).where(eq(allyUsers.allyId, id))
      await writeChildren(tx, id, input)
      await recordAudit(
        tx,
        allyAuditEvent(actorUserId, 'ally.updated', id, {
          version: input.version + 1,
          before: { allyName: current.allyName, rfc: current.rfc, status: current.status },
          after: { allyName: input.allyName, rfc: input.rfc, status: input.status },
        }),
      )
    })
  } catch (error) {
    rethrowUniqueRfc(error)
  }
}

/**
 * Soft delete of one ally (its history stays), put in the trash for undo and restore; answers the trash
 * entry's id, or null when there is no live ally with that id.
 */
export async function deleteAlly(db: Database, id: number, viewer: Viewer): Promise<number | null> {
  const actorUserId = viewer.userId
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(allies)
      .set(deletedColumns())
      .where(and(eq(allies.id, id), isNull(allies.deletedAt), visibleAllies(viewer)))
      .returning({ id: allies.id, allyName: allies.allyName, rfc: allies.rfc })
    if (!row) return null
    return trashAlly(db, tx, actorUserId, row)
  })
}

/** The columns a delete sets on a live ally: hidden, and its version moved on (an open edit answers stale). */
export const deletedColumns = () => ({ deletedAt: new Date(), version: sql`${allies.version} + 1` })

/**
 * What deleting an ally writes besides its row, for one delete and for each of a bulk delete (`bulk` in the
 * audit then): the audit event and the trash entry (undo and restore); answers the entry's id.
 */
export async function trashAlly(
  db: Database,
  tx: Executor,
  actorUserId: number,
  row: { id: number; allyName: string; rfc: string },
  bulk = false,
): Promise<number> {
  await recordAudit(
    tx,
    allyAuditEvent(actorUserId, 'ally.deleted', row.id, {
      allyName: row.allyName,
      rfc: row.rfc,
      ...(bulk && { bulk: true }),
    }),
  )
  return moveToTrash(db, tx, { type: 'ally', recordId: row.id, label: row.allyName, deletedBy: actorUserId })
}

/** True when the ally exists, is not deleted and lies within the viewer's scope. */
export async function allyIsLive(db: Executor, id: number, viewer: Viewer): Promise<boolean> {
  const [row] = await db
    .select({ id: allies.id })
    .from(allies)
    .where(and(eq(allies.id, id), isNull(allies.deletedAt), visibleAllies(viewer)))
    .limit(1)
  return Boolean(row)
}

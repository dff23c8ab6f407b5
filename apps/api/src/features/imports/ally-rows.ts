import { and, inArray, isNull, sql } from 'drizzle-orm'
import { allyCreateSchema, type AllyCreate, type AllyStatus, type ImportMapping } from '@mesa/contracts'
import type { Executor, Transaction } from '../../db/client'
import {
  allyDirectory,
  createImportedAllies,
  loadAllyCatalogs,
  reviseImportedAlly,
  visibleInAllyDirectory,
} from '../allies'
import { userDirectory } from '../users'
import {
  addError as add,
  cellOf,
  erased,
  fold,
  isMapped,
  type CheckedRow,
  type EntityRows,
  type ExistingByKey,
  type FieldErrors,
  type ImportRecord,
  type Importer,
  type RowWrite,
} from './entity-rows'

/** What checking a row needs from the database, read once per pass or batch. */
interface AllyRowContext {
  importer: Importer
  zones: Map<string, string>
  regions: Map<string, { value: string; zoneName: string }>
  types: Map<string, string>
  usersByEmail: Map<string, { id: number; email: string }>
  usersById: Map<number, string>
}

async function loadAllyRowContext(db: Executor, importer: Importer): Promise<AllyRowContext> {
  const catalogs = await loadAllyCatalogs(db)
  const byFolded = <T extends { value: string }>(list: T[]) =>
    new Map(list.map((item) => [fold(item.value), item]))
  const staff = await db
    .select({ id: userDirectory.id, email: userDirectory.email })
    .from(userDirectory)
    .where(isNull(userDirectory.deletedAt))
  return {
    importer,
    zones: new Map([...byFolded(catalogs.zones)].map(([key, item]) => [key, item.value])),
    regions: byFolded(catalogs.regions.map((region) => ({ value: region.value, zoneName: region.zoneName }))),
    types: new Map([...byFolded(catalogs.typeOfAllies)].map(([key, item]) => [key, item.value])),
    usersByEmail: new Map(staff.map((user) => [user.email.toLowerCase(), user])),
    usersById: new Map(staff.map((user) => [user.id, user.email])),
  }
}

/** Status words a spreadsheet may carry, in Spanish or as stored. */
const statusWords: Record<string, AllyStatus> = {
  pending: 'Pending',
  pendiente: 'Pending',
  completed: 'Completed',
  completado: 'Completed',
  completo: 'Completed',
  inactive: 'Inactive',
  inactivo: 'Inactive',
}
const yes = new Set(['si', 'yes', 'true', '1', 'x', 'activo', 'active', 'verdadero'])
const no = new Set(['no', 'false', '0', 'inactivo', 'inactive', 'falso'])

/**
 * Checks one row exactly as the ally form's create is checked: the contracts' `allyCreateSchema` (RFC
 * structure, date and check digit; e-mail; phone; lengths), then the catalogs (zone, region of that zone,
 * type), then the seller and supervisor by e-mail, then the importer's scope. Catalog values match without
 * regard to case or accents and are written as the catalog spells them.
 */
function checkAllyRow(
  cells: string[],
  mapping: ImportMapping,
  context: AllyRowContext,
): CheckedRow<AllyCreate> {
  const errors: FieldErrors = {}
  const cell = (field: string) => cellOf(cells, mapping, field)
  const person = (field: 'sellerEmail' | 'supervisorEmail') => {
    const text = cell(field) ?? ''
    if (text === '') return add(errors, field, 'required')
    const user = context.usersByEmail.get(text.toLowerCase())
    if (!user) return add(errors, field, 'unknown_reference')
    return user
  }
  const seller = person('sellerEmail')
  const supervisor = person('supervisorEmail')
  const statusText = cell('status')
  const activeText = cell('active')
  const activeFolded = activeText === undefined ? undefined : fold(activeText)
  const raw = {
    allyName: cell('allyName') ?? '',
    legalName: cell('legalName') ?? '',
    rfc: cell('rfc') ?? '',
    zoneName: cell('zoneName') ?? '',
    regionName: cell('regionName') ?? '',
    type: cell('type') ?? '',
    status: statusText ? (statusWords[fold(statusText)] ?? statusText) : undefined,
    active:
      activeFolded === undefined || activeFolded === ''
        ? undefined
        : yes.has(activeFolded)
          ? true
          : no.has(activeFolded)
            ? false
            : activeText,
    email: cell('email') ?? '',
    phone: cell('phone') ?? '',
    // Ids stand in for the people checked above; their own problems were named on the e-mail columns.
    sellerId: seller?.id ?? 1,
    supervisorId: supervisor?.id ?? 1,
  }
  const parsed = allyCreateSchema.safeParse(raw)
  if (!parsed.success) {
    for (const issue of parsed.error.issues) add(errors, String(issue.path[0] ?? 'row'), issue.message)
  }
  const zone = context.zones.get(fold(raw.zoneName))
  if (raw.zoneName !== '' && !zone) add(errors, 'zoneName', 'invalid_choice')
  const region = context.regions.get(fold(raw.regionName))
  if (raw.regionName !== '' && (!region || (zone && region.zoneName !== zone)))
    add(errors, 'regionName', 'invalid_choice')
  const type = context.types.get(fold(raw.type))
  if (raw.type !== '' && !type) add(errors, 'type', 'invalid_choice')
  const { importer } = context
  if (
    importer.scope !== 'all' &&
    seller &&
    supervisor &&
    seller.id !== importer.userId &&
    supervisor.id !== importer.userId
  )
    add(errors, 'sellerEmail', 'out_of_scope')
  const key = parsed.success ? parsed.data.rfc : null
  if (Object.keys(errors).length > 0 || !parsed.success) return { value: null, errors, key }
  return {
    value: { ...parsed.data, zoneName: zone!, regionName: region!.value, type: type! },
    errors,
    key,
  }
}

/** The live allies holding these RFCs, with whether the importer may change them (their row scope). */
async function existingAlliesByRfc(db: Executor, rfcs: string[], importer: Importer) {
  const found: ExistingByKey = new Map()
  if (rfcs.length === 0) return found
  const visible = visibleInAllyDirectory(importer) ?? sql`true`
  const rows = await db
    .select({ id: allyDirectory.id, rfc: allyDirectory.rfc, visible })
    .from(allyDirectory)
    .where(and(inArray(allyDirectory.rfc, [...new Set(rfcs)]), isNull(allyDirectory.deletedAt)))
  for (const row of rows) found.set(row.rfc, { id: row.id, visible: Boolean(row.visible) })
  return found
}

/** The columns an ally row writes: on update only the mapped optional fields change. */
function columnsOf(record: ImportRecord, ally: AllyCreate, context: AllyRowContext) {
  return {
    allyName: ally.allyName,
    legalName: ally.legalName,
    rfc: ally.rfc,
    zoneName: ally.zoneName,
    regionName: ally.regionName,
    type: ally.type,
    ...(isMapped(record, 'status') && { status: ally.status }),
    ...(isMapped(record, 'active') && { active: ally.active }),
    ...(isMapped(record, 'email') && { email: ally.email }),
    ...(isMapped(record, 'phone') && { phone: ally.phone }),
    // The allies table keeps the people's e-mails beside their ids.
    sellerUserId: ally.sellerId,
    sellerEmail: context.usersById.get(ally.sellerId) ?? '',
    supervisorUserId: ally.supervisorId,
    supervisorEmail: context.usersById.get(ally.supervisorId) ?? '',
  }
}

const allyRowsOf: EntityRows<AllyRowContext, AllyCreate> = {
  keyField: 'rfc',
  loadContext: loadAllyRowContext,
  check: checkAllyRow,
  existing: existingAlliesByRfc,
  keyOf: (cells: string[], mapping: ImportMapping) => {
    const text = (cellOf(cells, mapping, 'rfc') ?? '').toUpperCase().replace(/[\s-]/g, '')
    return text || null
  },
  async create(tx: Transaction, record: ImportRecord, rows: RowWrite<AllyCreate>[], context: AllyRowContext) {
    if (rows.length === 0) return []
    const values = rows.map((row) => ({
      status: 'Pending' as const,
      active: true,
      email: '',
      phone: '',
      ...columnsOf(record, row.value, context),
    }))
    return createImportedAllies(tx, values)
  },
  async update(tx: Transaction, record: ImportRecord, row: RowWrite<AllyCreate>, context: AllyRowContext) {
    await reviseImportedAlly(tx, row.duplicateOf!, columnsOf(record, row.value, context))
    return true
  },
}

/** Allies: the ally form's checks, duplicates by RFC. */
export const allyRows = erased(allyRowsOf)

import { and, inArray } from 'drizzle-orm'
import {
  calendarDate,
  CURP_STATES,
  customerAddressImportFields,
  customerRecordUpdateSchema,
  mexicanStates,
  validateIdentifier,
  type CustomerRecordAddress,
  type ImportMapping,
} from '@mesa/contracts'
import type { Executor, Transaction } from '../../db/client'
import { canonicalJson } from '../../lib/canonical-json'
import { recordAudit } from '../audit'
import { visibleInDirectory, applicationDirectory } from '../credit-applications'
import { createImportedCustomers, customersByCurp, lockCustomer, reviseImportedCustomer } from '../customers'
import { isoDateOf } from './application-cells'
import {
  addError,
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

/** A customer as a row gives it: the edit form's fields, with the identity a new record needs. */
interface CustomerImport {
  curp: string
  rfc: string
  firstNames: string
  lastName1: string
  lastName2: string
  birthDate: string | null
  /** False when the file left the date of birth blank (it was read from the CURP). */
  birthDateWritten: boolean
  phones: string[]
  emails: string[]
  addresses: CustomerRecordAddress[]
}

/**
 * The importer and, for a scoped one, the chunk's CURPs that some application within their scope carries:
 * a customer is seen by whoever sees one of their applications, so a scoped importer may write only those.
 */
interface CustomerRowContext {
  importer: Importer
  curpsInScope: Set<string>
}

const addressFields = customerAddressImportFields

/** A state as a spreadsheet may write it: its code (PL) or its name (Puebla, CDMX). */
const stateCodes = new Map<string, string>([
  ...Object.entries(CURP_STATES).map(([code, name]) => [fold(name), code] as [string, string]),
  ['cdmx', 'DF'],
  ['distrito federal', 'DF'],
  ['mexico', 'MC'],
  ['edomex', 'MC'],
])
const stateOf = (text: string) =>
  (mexicanStates as readonly string[]).includes(text.toUpperCase())
    ? text.toUpperCase()
    : (stateCodes.get(fold(text)) ?? text)

const curpOf = (cells: string[], mapping: ImportMapping) =>
  (cellOf(cells, mapping, 'curp') ?? '').toUpperCase().replace(/\s/g, '')

/** A date written YYYY-MM-DD or DD/MM/YYYY, as ISO when it is a real calendar date. */
function calendarDateOf(text: string) {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDateOf(text))
  return match ? calendarDate(Number(match[1]), Number(match[2]), Number(match[3])) : null
}

/** The import field of a customer edit schema issue (`phones.1` → phone2, `addresses.0.street` → street). */
function fieldOfIssue(path: readonly PropertyKey[], phoneFields: string[]) {
  const [head, index, leaf] = path.map(String)
  if (head === 'phones') return phoneFields[Number(index)] ?? 'phone'
  if (head === 'emails') return 'email'
  if (head === 'addresses') return leaf ?? 'street'
  return head ?? 'row'
}

/**
 * Checks one row as the customer edit is checked: the contracts' `customerRecordUpdateSchema` (names,
 * phones, e-mail, the address with its postal code), then the identifier checks (the CURP's structure, date,
 * state and check digit; the RFC's; the postal code within its state), the date of birth against the CURP's,
 * and the importer's row scope.
 */
function checkCustomerRow(
  cells: string[],
  mapping: ImportMapping,
  context: CustomerRowContext,
): CheckedRow<CustomerImport> {
  const errors: FieldErrors = {}
  const cell = (field: string) => cellOf(cells, mapping, field) ?? ''
  const curp = curpOf(cells, mapping)
  const identity = curp === '' ? null : validateIdentifier('curp', curp)
  if (!identity) addError(errors, 'curp', 'required')
  else for (const code of identity.errors) addError(errors, 'curp', code)
  const curpBirthDate = identity?.valid ? String(identity.decoded.birthDate) : null

  const rfc = cell('rfc').toUpperCase().replace(/[\s-]/g, '')
  if (rfc !== '') {
    for (const code of validateIdentifier('rfc', rfc).errors) addError(errors, 'rfc', code)
    // A customer is a person: a company's 12-character RFC is not theirs.
    if (!errors.rfc && rfc.length !== 13) addError(errors, 'rfc', 'invalid_format')
  }

  let birthDate = curpBirthDate
  if (cell('birthDate') !== '') {
    const written = calendarDateOf(cell('birthDate'))
    if (!written) addError(errors, 'birthDate', 'invalid_date')
    else if (curpBirthDate && written !== curpBirthDate) addError(errors, 'birthDate', 'curp_mismatch')
    else birthDate = written
  }

  const phoneFields = ['phone', 'phone2'].filter((field) => cell(field) !== '')
  if (cell('phone') === '') addError(errors, 'phone', 'required')
  const hasAddress = addressFields.some((field) => cell(field) !== '')
  const address = Object.fromEntries(
    addressFields.map((field) => [field, field === 'state' ? stateOf(cell(field)) : cell(field)]),
  )
  const parsed = customerRecordUpdateSchema.safeParse({
    firstNames: cell('firstNames'),
    lastName1: cell('lastName1'),
    lastName2: cell('lastName2'),
    phones: phoneFields.map(cell),
    emails: cell('email') === '' ? [] : [cell('email')],
    addresses: hasAddress ? [address] : [],
    version: 1,
  })
  if (!parsed.success)
    for (const issue of parsed.error.issues) {
      const field = fieldOfIssue(issue.path, phoneFields)
      if (errors[field]?.length) continue
      addError(errors, field, /^[a-z_]+(:\S+)?$/.test(issue.message) ? issue.message : 'invalid_value')
    }
  if (hasAddress && !errors.postalCode && !errors.state)
    for (const code of validateIdentifier('postal_code', cell('postalCode'), String(address.state)).errors)
      addError(errors, 'postalCode', code)

  // Outside a scoped importer's customers (no application of theirs has this CURP): refused, never widened.
  const outOfScope = context.importer.scope !== 'all' && !errors.curp && !context.curpsInScope.has(curp)
  if (outOfScope) addError(errors, 'curp', 'out_of_scope')
  const key = errors.curp ? null : curp
  if (Object.keys(errors).length > 0 || !parsed.success) return { value: null, errors, key }
  const form = parsed.data
  return {
    value: {
      curp,
      rfc,
      firstNames: form.firstNames,
      lastName1: form.lastName1,
      lastName2: form.lastName2,
      birthDate,
      birthDateWritten: cell('birthDate') !== '',
      phones: [...new Set(form.phones)],
      emails: form.emails.map((email) => email.toLowerCase()),
      addresses: form.addresses,
    },
    errors,
    key,
  }
}

const addressKey = (address: CustomerRecordAddress) =>
  `${address.street}|${address.exteriorNumber}|${address.postalCode}`.toLowerCase()

/** The file's items first, then the record's others, five at most (the edit form's limit). */
const fileFirst = <T>(file: T[], current: T[], key: (item: T) => string) => {
  const seen = new Set(file.map(key))
  return [...file, ...current.filter((item) => !seen.has(key(item)))].slice(0, 5)
}
const same = (item: string) => item

const customerRowsOf: EntityRows<CustomerRowContext, CustomerImport> = {
  keyField: 'curp',
  loadContext: async (_db: Executor, importer: Importer) => ({ importer, curpsInScope: new Set<string>() }),
  /** For a scoped importer: which of the chunk's CURPs an application within their scope carries. */
  async prepare(db: Executor, rows: string[][], mapping: ImportMapping, context: CustomerRowContext) {
    const scope = visibleInDirectory(context.importer)
    if (!scope) return
    const wanted = [...new Set(rows.map((cells) => curpOf(cells, mapping)))].filter(
      (curp) => curp !== '' && !context.curpsInScope.has(curp),
    )
    if (wanted.length === 0) return
    const found = await db
      .selectDistinct({ curp: applicationDirectory.curp })
      .from(applicationDirectory)
      .where(and(inArray(applicationDirectory.curp, wanted), scope))
    for (const { curp } of found) context.curpsInScope.add(curp)
  },
  check: checkCustomerRow,
  async existing(db: Executor, curps: string[], importer: Importer) {
    const found: ExistingByKey = new Map()
    if (curps.length === 0) return found
    const rows = await customersByCurp(db, [...new Set(curps)], importer)
    for (const row of rows) found.set(row.curp, { id: row.id, visible: Boolean(row.visible) })
    return found
  },
  keyOf: (cells: string[], mapping: ImportMapping) => curpOf(cells, mapping) || null,
  async create(tx: Transaction, _record: ImportRecord, rows: RowWrite<CustomerImport>[]) {
    if (rows.length === 0) return []
    return createImportedCustomers(
      tx,
      rows.map(({ value: { birthDateWritten: _written, ...customer } }) => customer),
    )
  },
  /**
   * Updates the customer with this CURP as the desk's edit would, audited the same way (before and after):
   * the names; the RFC and date of birth when the file gives them; the file's phones, e-mail and address go
   * first and the record's others stay after them.
   */
  async update(tx: Transaction, record: ImportRecord, row: RowWrite<CustomerImport>) {
    const current = await lockCustomer(tx, row.duplicateOf!)
    if (!current) return false
    const file = row.value
    const next = {
      firstNames: file.firstNames,
      lastName1: file.lastName1,
      lastName2: isMapped(record, 'lastName2') ? file.lastName2 : current.lastName2,
      rfc: file.rfc !== '' ? file.rfc : current.rfc,
      birthDate: file.birthDateWritten || !current.birthDate ? file.birthDate : current.birthDate,
      phones: fileFirst(file.phones, current.phones, same),
      emails: fileFirst(file.emails, current.emails, same),
      addresses: fileFirst(file.addresses, current.addresses, addressKey),
    }
    const changed = (Object.keys(next) as (keyof typeof next)[]).filter(
      (key) => canonicalJson(current[key]) !== canonicalJson(next[key]),
    )
    if (changed.length === 0) return true
    await reviseImportedCustomer(tx, current, next)
    await recordAudit(tx, {
      actorUserId: record.userId,
      action: 'customer.updated',
      entityType: 'customer',
      entityId: current.id,
      data: {
        importId: record.id,
        rowNumber: row.rowNumber,
        before: Object.fromEntries(changed.map((key) => [key, current[key]])),
        after: Object.fromEntries(changed.map((key) => [key, next[key]])),
      },
    })
    return true
  },
}

/** Customers: the customer edit's checks and identifier checks, duplicates by CURP. */
export const customerRows = erased(customerRowsOf)

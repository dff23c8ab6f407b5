import { and, inArray, isNull, sql } from 'drizzle-orm'
import {
  createApplicationRequestSchema,
  mayCaptureCreditApplication,
  validateIdentifier,
  type CreateApplicationRequest,
  type ImportMapping,
} from '@mesa/contracts'
import type { Executor, Transaction } from '../../db/client'
import { visibleInAllyDirectory, allyDirectory } from '../allies'
import {
  captureApplications,
  capturedApplicationsByCurp,
  liveCurpsPastCapture,
  reviseCapture,
} from '../credit-applications'
import { basisPointsOf, centsOf, isoDateOf, issueOf, productOf, sexOf, wholeOf } from './application-cells'
import {
  addError,
  cellOf,
  erased,
  type CheckedRow,
  type EntityRows,
  type FieldErrors,
  type ImportRecord,
  type Importer,
  type RowWrite,
} from './entity-rows'

interface AllyOfRow {
  id: number
  sellerUserId: number | null
  active: boolean
  visible: boolean
}

/** The importer, and the allies named by the rows being checked (read per chunk by `prepare`). */
interface ApplicationRowContext {
  importer: Importer
  alliesByRfc: Map<string, AllyOfRow>
  sellerOfAlly: Map<number, number | null>
  /** The chunk's CURPs with a live application past capture or an active loan the importer sees (issue 38). */
  liveCurps: Set<string>
}

const normalizedRfc = (text: string) => text.toUpperCase().replace(/[\s-]/g, '')
const upper = (text: string) => text.trim().toUpperCase()

/**
 * Checks one row as the capture form's create is checked: the contracts' `createApplicationRequestSchema`
 * (applicant, vehicle, terms), the CURP and RFC identifier checks (check digit, date, birth state), the ally
 * by RFC (known, active, within the importer's scope) and the importer's capture permission for the product.
 */
function checkApplicationRow(
  cells: string[],
  mapping: ImportMapping,
  context: ApplicationRowContext,
): CheckedRow<CreateApplicationRequest> {
  const errors: FieldErrors = {}
  const cell = (field: string) => cellOf(cells, mapping, field) ?? ''
  /** A number read from its cell, or the text itself so the schema names the field when it is not one. */
  const numberFrom = (field: string, read: (text: string) => number | undefined) => {
    const value = read(cell(field))
    if (value === undefined) addError(errors, field, cell(field) === '' ? 'required' : 'invalid_value')
    return value ?? 0
  }
  const product = productOf(cell('product'))
  if (!product) addError(errors, 'product', cell('product') === '' ? 'required' : 'invalid_choice')
  else if (!mayCaptureCreditApplication(context.importer.rules, product))
    addError(errors, 'product', 'forbidden')
  const ally = context.alliesByRfc.get(normalizedRfc(cell('allyRfc')))
  if (cell('allyRfc') === '') addError(errors, 'allyRfc', 'required')
  else if (!ally) addError(errors, 'allyRfc', 'unknown_reference')
  // An ally outside a scoped importer's allies is refused like an unknown one would be named: out of scope.
  else if (!ally.visible) addError(errors, 'allyRfc', 'out_of_scope')
  else if (!ally.active) addError(errors, 'allyRfc', 'inactive_reference')
  const request = {
    product: product ?? 'auto',
    allyId: ally?.id ?? 1,
    applicant: {
      firstNames: cell('firstNames'),
      lastName1: cell('lastName1'),
      lastName2: cell('lastName2'),
      curp: cell('curp'),
      rfc: cell('rfc'),
      birthDate: isoDateOf(cell('birthDate')),
      sex: sexOf(cell('sex')),
      birthState: upper(cell('birthState')),
      email: cell('email'),
      mobilePhone: cell('mobilePhone'),
    },
    vehicle: {
      make: cell('vehicleMake'),
      model: cell('vehicleModel'),
      year: numberFrom('vehicleYear', wholeOf),
      priceCents: numberFrom('vehiclePrice', centsOf),
    },
    terms: {
      requestedAmountCents: numberFrom('requestedAmount', centsOf),
      downPaymentCents: numberFrom('downPayment', centsOf),
      termMonths: numberFrom('termMonths', wholeOf),
      annualRateBps: numberFrom('annualRate', basisPointsOf),
    },
  }
  const parsed = createApplicationRequestSchema.safeParse(request)
  if (!parsed.success)
    for (const issue of parsed.error.issues) {
      const [field, code] = issueOf(issue)
      // A cell already named (not a number) keeps that one problem.
      if (!errors[field]?.length) addError(errors, field, code)
    }
  const curp = upper(cell('curp'))
  if (!errors.curp)
    for (const code of validateIdentifier('curp', curp, upper(cell('birthState'))).errors)
      addError(errors, code === 'state_mismatch' ? 'birthState' : 'curp', code)
  if (!errors.rfc)
    for (const code of validateIdentifier('rfc', cell('rfc')).errors) addError(errors, 'rfc', code)
  // Issue 38: a customer past capture or with an active loan is refused before anything is created (an
  // import has no one to confirm a second credit; the capture form does).
  if (!errors.curp && context.liveCurps.has(curp)) addError(errors, 'curp', 'duplicate_curp')
  const key = parsed.success && !errors.curp ? parsed.data.applicant.curp : null
  if (Object.keys(errors).length > 0 || !parsed.success) return { value: null, errors, key }
  return { value: parsed.data, errors, key }
}

const applicationRowsOf: EntityRows<ApplicationRowContext, CreateApplicationRequest> = {
  keyField: 'curp',
  loadContext: async (_db: Executor, importer: Importer) => ({
    importer,
    alliesByRfc: new Map(),
    sellerOfAlly: new Map(),
    liveCurps: new Set(),
  }),
  /** Reads the allies the chunk's rows name, with the importer's scope on each. */
  async prepare(db: Executor, rows: string[][], mapping: ImportMapping, context: ApplicationRowContext) {
    const curps = rows.map((cells) => upper(cellOf(cells, mapping, 'curp') ?? '')).filter(Boolean)
    context.liveCurps = await liveCurpsPastCapture(db, curps, context.importer)
    const rfcs = [...new Set(rows.map((cells) => normalizedRfc(cellOf(cells, mapping, 'allyRfc') ?? '')))]
    const wanted = rfcs.filter((rfc) => rfc !== '' && !context.alliesByRfc.has(rfc))
    if (wanted.length === 0) return
    // The allies' own scope condition, read as a column: head office sees every one.
    const visible = visibleInAllyDirectory(context.importer) ?? sql`true`
    const found = await db
      .select({
        id: allyDirectory.id,
        rfc: allyDirectory.rfc,
        sellerUserId: allyDirectory.sellerUserId,
        active: allyDirectory.active,
        visible,
      })
      .from(allyDirectory)
      .where(and(inArray(allyDirectory.rfc, wanted), isNull(allyDirectory.deletedAt)))
    for (const { rfc, ...ally } of found) {
      context.alliesByRfc.set(rfc, { ...ally, visible: Boolean(ally.visible) })
      context.sellerOfAlly.set(ally.id, ally.sellerUserId)
    }
  },
  check: checkApplicationRow,
  /**
   * Only the captures the importer may see: a CURP in capture at another dealer is, for this importer, a new
   * application at theirs (as the capture form treats it), never a refusal that would tell them the person
   * is applying elsewhere (issue 31).
   */
  existing: async (db: Executor, curps: string[], importer: Importer) => {
    const found = await capturedApplicationsByCurp(db, curps, importer)
    for (const [curp, live] of found) if (!live.visible) found.delete(curp)
    return found
  },
  keyOf: (cells: string[], mapping: ImportMapping) => upper(cellOf(cells, mapping, 'curp') ?? '') || null,
  create: (tx: Transaction, record: ImportRecord, rows: RowWrite<CreateApplicationRequest>[], context) =>
    captureApplications(
      tx,
      record.userId,
      rows.map((row) => ({
        body: row.value,
        sellerUserId: context.sellerOfAlly.get(row.value.allyId) ?? null,
      })),
    ),
  update: (tx: Transaction, record: ImportRecord, row: RowWrite<CreateApplicationRequest>) =>
    reviseCapture(tx, record.userId, row.duplicateOf!, row.value),
}

/**
 * Credit applications: the capture form's checks, duplicates by CURP among applications still in capture
 * (updated or skipped); a CURP past capture or with an active loan is a row error (issue 38).
 */
export const applicationRows = erased(applicationRowsOf)

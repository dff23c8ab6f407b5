import type { AbilityRule, ImportEntity, ImportMapping, RoleScope } from '@mesa/contracts'
import type { Executor, Transaction } from '../../db/client'
import type { imports } from './imports.schema'

export type FieldErrors = Record<string, string[]>
export type ImportRecord = typeof imports.$inferSelect

/**
 * Who imports: their id, e-mail, row scope (a scoped importer may only write records of the allies they are
 * linked to) and permissions (an application row's product needs its capture permission).
 */
export interface Importer {
  userId: number
  email: string
  scope: RoleScope
  rules: AbilityRule[]
}

/** A row checked: the record to write (when valid), the problems per field and its dedupe key. */
export interface CheckedRow<Value> {
  value: Value | null
  errors: FieldErrors
  key: string | null
}

/** A valid row the job writes: a new record, or an update of `duplicateOf` when the import updates. */
export interface RowWrite<Value> {
  rowNumber: number
  value: Value
  duplicateOf: number | null
}

/** The live records holding some dedupe keys, with whether the importer may change them (their scope). */
export type ExistingByKey = Map<string, { id: number; visible: boolean }>

/**
 * What the import pipeline (staging, preview, fixes, batches) needs from one importable entity. The
 * pipeline is the same for every entity; this is the part that knows the entity's form and table.
 */
export interface EntityRows<Context, Value> {
  /** The field whose cell carries the dedupe key (duplicates in the file are reported on it). */
  keyField: string
  /** What checking needs from the database, read once per pass or batch. */
  loadContext(db: Executor, importer: Importer): Promise<Context>
  /** Reads what checking a chunk of rows needs beyond the context (the records its rows name). */
  prepare?(db: Executor, rows: string[][], mapping: ImportMapping, context: Context): Promise<void>
  /** Checks one row exactly as the entity's form is checked. */
  check(cells: string[], mapping: ImportMapping, context: Context): CheckedRow<Value>
  /** The normalised key a row's cells may carry, before any check (finds earlier rows with it). */
  keyOf(cells: string[], mapping: ImportMapping): string | null
  existing(db: Executor, keys: string[], importer: Importer): Promise<ExistingByKey>
  /** Writes new records in the batch's transaction; answers their ids in order. */
  create(tx: Transaction, record: ImportRecord, rows: RowWrite<Value>[], context: Context): Promise<number[]>
  /** Updates the duplicate a row matched (only the fields the file maps); false when it may no longer change. */
  update(tx: Transaction, record: ImportRecord, row: RowWrite<Value>, context: Context): Promise<boolean>
}

/** The cell of `field` under `mapping`; undefined when no column feeds it (the form's default applies). */
export const cellOf = (cells: string[], mapping: ImportMapping, field: string) => {
  const column = mapping[field]
  return column === null || column === undefined ? undefined : (cells[column] ?? '').trim()
}

export const addError = (errors: FieldErrors, field: string, code: string) => {
  const list = (errors[field] ??= [])
  if (!list.includes(code)) list.push(code)
}

/** Lower case, no accents, trimmed: how catalog words and headers are compared. */
export const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim()

/** True when the file feeds `field` (on update, an unmapped field keeps the record's value). */
export const isMapped = (record: ImportRecord, field: string) =>
  record.mapping[field] !== null && record.mapping[field] !== undefined

/**
 * The entities' row handlers, each typed on its own context and value: the pipeline only passes a
 * handler's own context and values back to it, so erasing them here is safe.
 */
export const erased = <Context, Value>(rows: EntityRows<Context, Value>) =>
  rows as unknown as EntityRows<unknown, unknown>

export type AnyEntityRows = EntityRows<unknown, unknown>
export type EntityRowsOf = Record<ImportEntity, AnyEntityRows>

import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import type { AllyCatalogKind, AllyFileKind, AllyStatus } from '@mesa/contracts'
import { sortableText } from '../../lib/sql-text'
import { users } from '../users/users.schema'

const live = (table: { deletedAt: unknown }) => sql`${table.deletedAt} is null`

/**
 * A partner dealership (spec §3 "Ally"). The seller's and supervisor's e-mails are copied onto the
 * row (kept in step with `users.email` by a trigger, migration 0001) so that search and sort on them
 * use this table's indexes. Deleting sets `deleted_at`; every index covers live rows only.
 */
export const allies = pgTable(
  'allies',
  {
    id: serial('id').primaryKey(),
    allyName: text('ally_name').notNull(),
    legalName: text('legal_name').notNull(),
    rfc: text('rfc').notNull(),
    zoneName: text('zone_name').notNull(),
    regionName: text('region_name').notNull(),
    type: text('type').notNull(),
    status: text('status').$type<AllyStatus>().notNull().default('Pending'),
    active: boolean('active').notNull().default(true),
    image: text('image'),
    email: text('email').notNull().default(''),
    phone: text('phone').notNull().default(''),
    sellerUserId: integer('seller_user_id')
      .notNull()
      .references(() => users.id),
    sellerEmail: text('seller_email').notNull(),
    supervisorUserId: integer('supervisor_user_id')
      .notNull()
      .references(() => users.id),
    supervisorEmail: text('supervisor_email').notNull(),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('allies_rfc_live_key').on(table.rfc).where(live(table)),
    // Search: q ILIKE '%…%' on the name or the supervisor's e-mail (pg_trgm, migration 0001).
    index('allies_name_trgm_idx')
      .using('gin', sql`${table.allyName} gin_trgm_ops`)
      .where(live(table)),
    index('allies_supervisor_email_trgm_idx')
      .using('gin', sql`${table.supervisorEmail} gin_trgm_ops`)
      .where(live(table)),
    // Sort keys, each with id as tiebreaker (scanned forwards or backwards); the name in the folded,
    // accent-insensitive order lists use (sortableText: "Mazda" before "MG", "Ángel" beside "Angel").
    index('allies_created_idx').on(table.createdAt, table.id).where(live(table)),
    index('allies_name_idx').on(sortableText(table.allyName), table.id).where(live(table)),
    index('allies_zone_idx').on(table.zoneName, table.id).where(live(table)),
    index('allies_status_idx').on(table.status, table.id).where(live(table)),
    index('allies_type_idx').on(table.type, table.id).where(live(table)),
    index('allies_seller_email_idx').on(table.sellerEmail, table.id).where(live(table)),
    // Filters combined with the default order.
    index('allies_status_created_idx').on(table.status, table.createdAt, table.id).where(live(table)),
    index('allies_zone_created_idx').on(table.zoneName, table.createdAt, table.id).where(live(table)),
    index('allies_seller_user_idx').on(table.sellerUserId),
    index('allies_supervisor_user_idx').on(table.supervisorUserId),
  ],
)

/** Bank accounts of an ally (the "accounts" working area): CLABE and bank. */
export const allyAccounts = pgTable(
  'ally_accounts',
  {
    id: serial('id').primaryKey(),
    allyId: integer('ally_id')
      .notNull()
      .references(() => allies.id, { onDelete: 'cascade' }),
    bankCode: text('bank_code').notNull(),
    clabe: text('clabe').notNull(),
    holderName: text('holder_name').notNull(),
    accountNumber: text('account_number').notNull().default(''),
    position: integer('position').notNull().default(0),
  },
  (table) => [index('ally_accounts_ally_idx').on(table.allyId)],
)

/** Addresses of an ally, each with its type (the "addresses" working area). */
export const allyAddresses = pgTable(
  'ally_addresses',
  {
    id: serial('id').primaryKey(),
    allyId: integer('ally_id')
      .notNull()
      .references(() => allies.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    street: text('street').notNull(),
    exteriorNumber: text('exterior_number').notNull(),
    interiorNumber: text('interior_number').notNull().default(''),
    neighborhood: text('neighborhood').notNull(),
    municipality: text('municipality').notNull(),
    state: text('state').notNull(),
    postalCode: text('postal_code').notNull(),
    position: integer('position').notNull().default(0),
  },
  (table) => [index('ally_addresses_ally_idx').on(table.allyId)],
)

/** Responsible persons of an ally with their type and position (the "managers" working area). */
export const allyManagers = pgTable(
  'ally_managers',
  {
    id: serial('id').primaryKey(),
    allyId: integer('ally_id')
      .notNull()
      .references(() => allies.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    position: text('position').notNull(),
    fullName: text('full_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull().default(''),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (table) => [index('ally_managers_ally_idx').on(table.allyId)],
)

/** User accounts linked to an ally (the "users" working area). */
export const allyUsers = pgTable(
  'ally_users',
  {
    allyId: integer('ally_id')
      .notNull()
      .references(() => allies.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.allyId, table.userId] }),
    index('ally_users_user_idx').on(table.userId),
  ],
)

/** Uploaded documents of an ally; the bytes live in the file storage under `storage_key`. */
export const allyFiles = pgTable(
  'ally_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    allyId: integer('ally_id')
      .notNull()
      .references(() => allies.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<AllyFileKind>().notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    storageKey: text('storage_key').notNull(),
    uploadedByUserId: integer('uploaded_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('ally_files_ally_idx').on(table.allyId, table.createdAt)],
)

/** Reference data of the allies area (banks, zones, regions, types, ...), seeded from @mesa/contracts. */
export const allyCatalogItems = pgTable(
  'ally_catalog_items',
  {
    kind: text('kind').$type<AllyCatalogKind | 'fileKinds'>().notNull(),
    value: text('value').notNull(),
    label: text('label').notNull(),
    /** Regions: the zone they belong to. */
    parentValue: text('parent_value'),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.kind, table.value] })],
)

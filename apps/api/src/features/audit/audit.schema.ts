import {
  bigint,
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'

/**
 * Who did what to which record, written in the same transaction as the change itself. When that transaction
 * commits, a deferred trigger (migration 0007_audit_chain_and_principal_changes) seals the event into the hash chain: its
 * `chainSeq`, the `prevHash` of the event before it and its own `hash` (SHA-256 over both and its content).
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actorUserId: integer('actor_user_id'),
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    chainSeq: bigint('chain_seq', { mode: 'number' }),
    prevHash: text('prev_hash'),
    hash: text('hash'),
  },
  (table) => [
    index('audit_events_entity_idx').on(table.entityType, table.entityId),
    uniqueIndex('audit_events_chain_seq_idx').on(table.chainSeq),
    index('audit_events_actor_idx').on(table.actorUserId, table.chainSeq),
    index('audit_events_created_idx').on(table.createdAt),
  ],
)

/** A signed statement "the chain had this hash at this sequence": rewriting history before it is detected. */
export const auditCheckpoints = pgTable('audit_checkpoints', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  chainSeq: bigint('chain_seq', { mode: 'number' }).notNull(),
  hash: text('hash').notNull(),
  /** HMAC-SHA256 of `chainSeq:hash` with a key derived from AUDIT_KEY (never in the database). */
  signature: text('signature').notNull(),
  /** Which audit key signed (lib/key-ring `keyId`); null: before key ids, signed under the JWT secret. */
  keyId: text('key_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

import type { AppConfig } from './config'
import type { Database } from './db/client'
import type { AccessTokens } from './features/auth'
import type { EventBus } from './features/events'
import type { Mailer } from './features/mail'
import type { DataVersions } from './lib/data-versions'
import type { Lifecycle } from './lib/lifecycle'
import type { FileStorage } from './lib/storage'

/** What every feature's routes receive: configuration, the database, the token signer and the file storage. */
export interface AppContext {
  config: AppConfig
  db: Database
  dbKind: 'pglite' | 'postgres'
  accessTokens: AccessTokens
  /** Uploaded files (local disk under DATA_DIR/files by default). */
  storage: FileStorage
  /** Delivers queued mail after its transaction commits (SMTP, or the pickup directory). */
  mailer: Mailer
  /** Live events from every instance (PostgreSQL LISTEN/NOTIFY), for this instance's open streams. */
  events: EventBus
  /** Versions of named data sets, for answers kept in memory while their data is unchanged. */
  dataVersions: DataVersions
  /** Draining, open live streams, LISTEN state: readiness, metrics and a rolling restart read it. */
  lifecycle: Lifecycle
}

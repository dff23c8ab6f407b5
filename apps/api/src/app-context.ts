import type { AppConfig } from './config'
import type { Database } from './db/client'
import type { AccessTokens } from './features/auth/access-token'

/** What every feature's routes receive: configuration, the database and the token signer. */
export interface AppContext {
  config: AppConfig
  db: Database
  dbKind: 'pglite' | 'postgres'
  accessTokens: AccessTokens
}

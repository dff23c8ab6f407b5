import type { Database } from '../db/client'
import { loadConfig } from '../config'
import { storageFromConfig } from './s3-storage'
import type { FileStorage } from './storage'

/**
 * The file store a background job reads, per database: the API hands its own over when it starts (tests run
 * several apps in one process); a standalone worker builds one from the same configuration.
 */
const storageByDatabase = new Map<Database, FileStorage>()

export function useJobStorage(db: Database, storage: FileStorage | undefined) {
  if (storage) storageByDatabase.set(db, storage)
  else storageByDatabase.delete(db)
}

export const jobStorageOf = (db: Database): FileStorage =>
  storageByDatabase.get(db) ?? storageFromConfig(loadConfig())

import type { Database } from '../../db/client'
import { loadConfig } from '../../config'
import { storageFromConfig } from '../../lib/s3-storage'
import type { FileStorage } from '../../lib/storage'
import { ProviderRefusal } from './providers'

/** The file store of each database in this process (set when the API starts; a worker reads its config). */
const storageByDatabase = new Map<Database, FileStorage>()

export function useChatStorage(db: Database, storage: FileStorage | undefined) {
  if (storage) storageByDatabase.set(db, storage)
  else storageByDatabase.delete(db)
}

export const chatStorageOf = (db: Database): FileStorage =>
  storageByDatabase.get(db) ?? storageFromConfig(loadConfig())

/** The bytes of a message's file when the sending job runs; a file gone from storage is a refusal. */
export async function readStored(db: Database, key: string): Promise<Buffer> {
  const object = await chatStorageOf(db).get(key)
  if (!object) throw new ProviderRefusal('The attached file is no longer in storage.')
  const chunks: Buffer[] = []
  for await (const chunk of object.stream) chunks.push(Buffer.from(chunk as Buffer))
  return Buffer.concat(chunks)
}

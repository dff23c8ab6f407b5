import type { Database } from '../../db/client'
import { jobStorageOf } from '../../lib/job-storage'
import { ProviderRefusal } from './providers'

/** The bytes of a message's file when the sending job runs; a file gone from storage is a refusal. */
export async function readStored(db: Database, key: string): Promise<Buffer> {
  const object = await jobStorageOf(db).get(key)
  if (!object) throw new ProviderRefusal('The attached file is no longer in storage.')
  const chunks: Buffer[] = []
  for await (const chunk of object.stream) chunks.push(Buffer.from(chunk as Buffer))
  return Buffer.concat(chunks)
}

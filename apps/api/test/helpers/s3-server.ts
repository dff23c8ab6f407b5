import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import S3rver from 's3rver'
import type { S3StorageOptions } from '../../src/lib/s3-storage'

export interface LocalS3 {
  /** For `new S3Storage(...)` or `createTestApp({ s3 })`. */
  options: S3StorageOptions & { region: string; endpoint: string; forcePathStyle: boolean }
  close: () => Promise<void>
}

/** An S3-compatible server (s3rver) in the test process, with one empty bucket. */
export async function startLocalS3(bucket = 'mesa-test'): Promise<LocalS3> {
  const directory = mkdtempSync(path.join(tmpdir(), 'mesa-s3-'))
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  })
  const { port } = await server.run()
  // s3rver accepts any key pair; the SDK still wants one.
  process.env.AWS_ACCESS_KEY_ID ??= 'S3RVER'
  process.env.AWS_SECRET_ACCESS_KEY ??= 'S3RVER'
  return {
    options: { bucket, endpoint: `http://127.0.0.1:${port}`, region: 'us-east-1', forcePathStyle: true },
    close: async () => {
      await server.close()
      rmSync(directory, { recursive: true, force: true })
    },
  }
}

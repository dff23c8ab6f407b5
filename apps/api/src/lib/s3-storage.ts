import { randomUUID } from 'node:crypto'
import { Readable } from 'node:stream'
import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  NotFound,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3'
import { Upload } from '@aws-sdk/lib-storage'
import { assertSafePrefix, type FileStorage, localStorageIn, type StoredObject } from './storage'

export interface S3StorageOptions {
  bucket: string
  /** An S3-compatible server (MinIO, R2, s3rver...); undefined is AWS itself. */
  endpoint?: string
  region?: string
  /** Path-style addressing (http://host/bucket/key), which most S3-compatible servers need. */
  forcePathStyle?: boolean
  /** Explicit credentials; without them the SDK reads the usual AWS variables and profiles. */
  credentials?: S3ClientConfig['credentials']
}

const isMissing = (error: unknown) =>
  error instanceof NoSuchKey ||
  error instanceof NotFound ||
  (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404

/**
 * Files in an S3-compatible bucket, with the same keys as the disk store. Uploads stream in parts
 * (lib-storage), downloads stream the object body; nothing is held whole in memory.
 */
export class S3Storage implements FileStorage {
  private readonly client: S3Client
  private readonly bucket: string

  constructor(options: S3StorageOptions) {
    this.bucket = options.bucket
    this.client = new S3Client({
      region: options.region ?? 'us-east-1',
      endpoint: options.endpoint,
      forcePathStyle: options.forcePathStyle,
      credentials: options.credentials,
      // Checksums only when an operation requires them: S3-compatible servers do not all speak the new ones.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    })
  }

  async put(stream: Readable, options: { prefix?: string } = {}): Promise<StoredObject> {
    const prefix = assertSafePrefix(options.prefix ?? 'files')
    const name = randomUUID()
    const key = `${prefix}/${name.slice(0, 2)}/${name}`
    let size = 0
    stream.on('data', (chunk: Buffer) => (size += chunk.length))
    const upload = new Upload({
      client: this.client,
      params: { Bucket: this.bucket, Key: key, Body: stream },
    })
    try {
      await upload.done()
    } catch (error) {
      // A multipart upload is aborted by lib-storage; a single-part one never became an object.
      await this.delete(key).catch(() => {})
      throw error
    }
    return { key, size }
  }

  async get(key: string) {
    try {
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }))
      if (!(object.Body instanceof Readable)) return null
      return { stream: object.Body, size: object.ContentLength ?? 0 }
    } catch (error) {
      if (isMissing(error)) return null
      throw error
    }
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }))
  }

  close(): void {
    this.client.destroy()
  }
}

/** The storage the configuration names: the S3 bucket of S3_BUCKET, else local disk under DATA_DIR/files. */
export function storageFromConfig(config: {
  dataDir: string
  s3?: S3StorageOptions | undefined
}): FileStorage {
  return config.s3 ? new S3Storage(config.s3) : localStorageIn(config.dataDir)
}

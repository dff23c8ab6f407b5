import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { Readable } from 'node:stream'
import { text } from 'node:stream/consumers'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { S3Storage } from '../../src/lib/s3-storage'
import { LocalDiskStorage, type FileStorage } from '../../src/lib/storage'
import { startLocalS3, type LocalS3 } from '../helpers/s3-server'

let s3: LocalS3
let dir: string
const stores: Record<'disk' | 's3', () => FileStorage> = {
  disk: () => new LocalDiskStorage(dir),
  s3: () => new S3Storage(s3.options),
}
beforeAll(async () => {
  s3 = await startLocalS3()
  dir = mkdtempSync(path.join(tmpdir(), 'mesa-disk-'))
})
afterAll(async () => {
  await s3.close()
  rmSync(dir, { recursive: true, force: true })
})

describe.each(['disk', 's3'] as const)('the %s storage', (kind) => {
  it('stores a stream under a new key, streams it back with its size, and deletes it', async () => {
    const storage = stores[kind]()
    const bytes = 'x'.repeat(300_000) + 'fin'
    const stored = await storage.put(Readable.from([bytes.slice(0, 100_000), bytes.slice(100_000)]), {
      prefix: 'allies',
    })
    expect(stored.key).toMatch(/^allies\/[0-9a-f]{2}\/[0-9a-f-]{36}$/)
    expect(stored.size).toBe(bytes.length)
    const object = await storage.get(stored.key)
    expect(object!.size).toBe(bytes.length)
    expect(object!.stream).toBeInstanceOf(Readable)
    expect(await text(object!.stream)).toBe(bytes)
    await storage.delete(stored.key)
    expect(await storage.get(stored.key)).toBeNull()
  })

  it('answers null for a missing key, deletes a missing key quietly, and refuses an unsafe prefix', async () => {
    const storage = stores[kind]()
    expect(await storage.get('files/00/00000000-0000-0000-0000-000000000000')).toBeNull()
    await expect(storage.delete('files/00/none')).resolves.toBeUndefined()
    await expect(storage.put(Readable.from(['x']), { prefix: '../etc' })).rejects.toThrow(/prefix/)
  })

  it('a failed upload stream leaves nothing behind and rejects', async () => {
    const storage = stores[kind]()
    const failing = new Readable({
      read() {
        this.destroy(new Error('client went away'))
      },
    })
    await expect(storage.put(failing)).rejects.toThrow()
  })
})

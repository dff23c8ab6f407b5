import { existsSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { spawn } from 'node:child_process'
import { afterEach, describe, expect, it } from 'vitest'
import { DataDirInUseError, lockDataDir } from '../../src/db/data-dir-lock'
import { openDatabase } from '../../src/db/client'

const dirs: string[] = []
const newDir = () => {
  const dir = path.join(mkdtempSync(path.join(tmpdir(), 'mesa-lock-')), 'pglite')
  dirs.push(dir)
  return dir
}
afterEach(() => void dirs.splice(0))

describe('one process per embedded database', () => {
  it('refuses a second opener while the first is alive, and frees the directory on close', async () => {
    const dir = newDir()
    const first = await openDatabase({ dataDir: dir })
    await expect(openDatabase({ dataDir: dir })).rejects.toBeInstanceOf(DataDirInUseError)
    await first.close()
    expect(existsSync(`${dir}.lock`)).toBe(false)
    const again = await openDatabase({ dataDir: dir })
    await again.close()
  }, 120_000)

  it('refuses while another live process holds the lock', async () => {
    const dir = newDir()
    const sleeper = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)'])
    try {
      writeFileSync(`${dir}.lock`, String(sleeper.pid))
      expect(() => lockDataDir(dir)).toThrow(/pid \d+/)
    } finally {
      sleeper.kill()
    }
  })

  it('takes over a lock left by a process that died', async () => {
    const dir = newDir()
    const gone = spawn(process.execPath, ['-e', '0'])
    await new Promise((resolve) => gone.on('exit', resolve))
    writeFileSync(`${dir}.lock`, String(gone.pid))
    const release = lockDataDir(dir)
    release()
    expect(existsSync(`${dir}.lock`)).toBe(false)
  })
})

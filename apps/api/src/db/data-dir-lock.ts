import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'

/** Thrown when another live process already has the embedded database open. */
export class DataDirInUseError extends Error {}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/**
 * Embedded PGlite is one process's database: a second process opening the same directory at the same
 * time corrupts it beyond recovery (seen when a second `npm start` ran beside the first). A lock file
 * with the owner's pid refuses the second process; a lock left by a process that died is taken over.
 * Answers the release.
 */
export function lockDataDir(dataDir: string): () => void {
  // Beside the directory, not in it: PGlite initialises a new cluster only in an empty directory.
  mkdirSync(path.dirname(dataDir), { recursive: true })
  const lockFile = `${dataDir}.lock`
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      writeFileSync(lockFile, String(process.pid), { flag: 'wx' })
      return () => rmSync(lockFile, { force: true })
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      const owner = Number(readFileSync(lockFile, 'utf8'))
      if (Number.isInteger(owner) && owner > 0 && alive(owner))
        throw new DataDirInUseError(
          `The embedded database in ${dataDir} is open in another process (pid ${owner}). Stop it, or give this one another DATA_DIR.`,
        )
      rmSync(lockFile, { force: true })
    }
  }
  throw new DataDirInUseError(`Could not lock the embedded database in ${dataDir}`)
}

import { spawn } from 'node:child_process'
import { createServer } from 'node:net'
import path from 'node:path'

/** apps/api, where the server processes run. */
export const apiRoot = path.resolve(import.meta.dirname, '../..')

export interface ServerProcess {
  url: string
  /** Everything the process wrote so far (stdout and stderr), for failure messages. */
  output: () => string
  stop: () => Promise<void>
  /** The process id (the soak samples its memory) and a way to signal it (the fault script kills it with -9). */
  pid: number
  kill: (signal: NodeJS.Signals) => void
}

/** A TCP port free right now on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()))
    })
  })
}

/**
 * Starts the API as its own process (`node <args>` in apps/api, HOST 127.0.0.1 on a free port) and answers
 * once `/api/health` says ok; fails with the process output when it exits first or after `timeoutMs`.
 */
export async function startServerProcess(
  args: string[],
  env: Record<string, string>,
  timeoutMs = 90_000,
): Promise<ServerProcess> {
  const port = await freePort()
  const child = spawn(process.execPath, args, {
    cwd: apiRoot,
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const url = `http://127.0.0.1:${port}`
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
    await exited
  }
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}):\n${output}`)
    const healthy = await fetch(`${url}/api/health`).then(
      (response) => response.ok,
      () => false,
    )
    if (healthy)
      return { url, output: () => output, stop, pid: child.pid!, kill: (signal) => child.kill(signal) }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  await stop()
  throw new Error(`the server did not answer /api/health within ${timeoutMs} ms:\n${output}`)
}

import { spawn, type ChildProcess } from 'node:child_process'
import { createWriteStream } from 'node:fs'
import { createRequire } from 'node:module'
import { once } from 'node:events'
import { sql } from 'drizzle-orm'
import type { Database } from '../src/db/client'

/**
 * json-server (the npm package a developer would otherwise mock the API with) serving the same ally rows,
 * as the reference the bench compares Mesa to: same rows, same search, same order, same page size.
 */
export interface JsonServer {
  url: string
  /** The list request equivalent to Mesa's (full-text `q`, status filter, newest first, page 1 of 10). */
  listPath: (query: { q?: string; status: string }) => string
  stop: () => Promise<void>
}

/** Writes the live allies as json-server's db.json, streaming (a million rows do not fit in one string). */
async function writeDatabaseFile(db: Database, file: string, limit: number) {
  const out = createWriteStream(file)
  out.write('{"allies":[')
  const batch = 50_000
  let written = 0
  for (let lastId = 0; written < limit;) {
    const result = (await db.execute(sql`
      select id, ally_name as "allyName", legal_name as "legalName", rfc, zone_name as "zoneName",
        region_name as "regionName", type, status, active, seller_email as "sellerEmail",
        supervisor_email as "supervisorEmail", created_at as "createdAt"
      from allies where deleted_at is null and id > ${lastId} order by id
      limit ${Math.min(batch, limit - written)}`)) as unknown as { rows: Array<{ id: number }> }
    if (result.rows.length === 0) break
    for (const row of result.rows) {
      if (!out.write(`${written > 0 ? ',' : ''}${JSON.stringify(row)}`)) await once(out, 'drain')
      written += 1
    }
    lastId = result.rows.at(-1)!.id
  }
  out.end(']}')
  await once(out, 'finish')
  return written
}

export async function startJsonServer(db: Database, file: string, port: number, limit: number) {
  const rows = await writeDatabaseFile(db, file, limit)
  const bin = createRequire(import.meta.url).resolve('json-server/lib/cli/bin.js')
  const child: ChildProcess = spawn(
    process.execPath,
    ['--max-old-space-size=8192', bin, file, '--port', String(port), '--host', '127.0.0.1', '--quiet'],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  )
  const url = `http://127.0.0.1:${port}`
  for (let tries = 0; ; tries += 1) {
    const up = await fetch(`${url}/allies?_limit=1`).then(
      (response) => response.ok,
      () => false,
    )
    if (up) break
    if (tries > 600) throw new Error('json-server did not start within 5 minutes')
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  const server: JsonServer = {
    url,
    listPath: ({ q, status }) =>
      `/allies?${new URLSearchParams({ ...(q ? { q } : {}), status, _sort: 'createdAt', _order: 'desc', _page: '1', _limit: '10' })}`,
    stop: async () => {
      child.kill('SIGTERM')
      if (child.exitCode === null) await once(child, 'exit')
    },
  }
  return { server, rows }
}

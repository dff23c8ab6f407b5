import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { authPaths, importPaths, type SessionResponse } from '@mesa/contracts'
import { bombWorkbook, laughs, lieAboutSize, sheetXml, workbookParts, zipOf } from '../helpers/hostile-files'
import { xlsxBytes } from '../helpers/import-files'
import { startServerProcess, type ServerProcess } from '../helpers/server-process'

/*
 * Issue 31 point 1: one malformed CSV stopped the API (a parser's stream error reached no handler). Each hostile
 * file goes to a real API process, as an ally seller would send it; after each, the same process answers
 * /api/health and nothing was staged. On PostgreSQL (TEST_DATABASE_URL) the process gets a throwaway database.
 */

const serverUrl = process.env.TEST_DATABASE_URL
const databaseName = `mesa_hostile_${randomBytes(6).toString('hex')}`
const dataDir = mkdtempSync(path.join(tmpdir(), 'mesa-hostile-'))
let server: ServerProcess
let token: string

async function query(statement: string) {
  const client = new pg.Client({ connectionString: serverUrl })
  await client.connect()
  try {
    await client.query(statement)
  } finally {
    await client.end()
  }
}

beforeAll(async () => {
  let databaseUrl: string | undefined
  if (serverUrl) {
    await query(`create database ${databaseName}`)
    const url = new URL(serverUrl)
    url.pathname = `/${databaseName}`
    databaseUrl = url.toString()
  }
  server = await startServerProcess(['--import', 'tsx', 'src/server.ts'], {
    DATA_DIR: dataDir,
    DEMO_SEED: 'true',
    JWT_SECRET: 'hostile-files-test-secret-of-at-least-32-characters',
    ...(databaseUrl && { DATABASE_URL: databaseUrl }),
  })
  const login = await fetch(`${server.url}${authPaths.login}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'ventas@demo.com', password: 'ventas' }),
  })
  expect(login.status).toBe(201)
  token = ((await login.json()) as SessionResponse).accessToken
}, 240_000)

afterAll(async () => {
  await server?.stop()
  if (serverUrl) await query(`drop database if exists ${databaseName} with (force)`)
  rmSync(dataDir, { recursive: true, force: true })
})

async function upload(name: string, bytes: Buffer | string) {
  const form = new FormData()
  form.append('file', new Blob([Buffer.from(bytes)]), name)
  const response = await fetch(`${server.url}${importPaths.collection}?entity=credit-applications`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  })
  return { status: response.status, body: (await response.json()) as { errors?: Record<string, string[]> } }
}

const myImports = async () => {
  const response = await fetch(`${server.url}${importPaths.collection}`, {
    headers: { authorization: `Bearer ${token}` },
  })
  return ((await response.json()) as { items: unknown[] }).items.length
}

const validWorkbook = xlsxBytes([
  ['curp', 'nombre'],
  ['XEXX010101HNEXXXA4', 'Ana'],
])

const hostile: Array<{ name: string; file: () => Promise<Buffer | string>; status: number; error: string }> =
  [
    { name: "the issue's 12 bytes", file: async () => 'a,b\n1,x"y\n', status: 400, error: 'unreadable_file' },
    {
      name: 'an unclosed quote',
      file: async () => 'a,b\n"1,2\n3,4\n',
      status: 400,
      error: 'unreadable_file',
    },
    {
      name: 'a runaway quoted field',
      file: async () => `a,b\n"${'x'.repeat(300 * 1024)}`,
      status: 400,
      error: 'unreadable_file',
    },
    {
      name: 'more columns than allowed',
      file: async () => `${Array.from({ length: 150 }, (_, i) => `c${i}`).join(',')}\n1\n`,
      status: 400,
      error: 'too_many:100',
    },
    {
      name: 'a ZIP signature and noise',
      file: async () => Buffer.concat([Buffer.from('PK\x03\x04'), randomBytes(2000)]),
      status: 400,
      error: 'unreadable_file',
    },
    {
      name: 'half a workbook',
      file: async () => validWorkbook.subarray(0, Math.floor(validWorkbook.length / 2)),
      status: 400,
      error: 'unreadable_file',
    },
    {
      name: 'a workbook that unpacks to 300 MB',
      file: () => bombWorkbook(300 * 1024 * 1024),
      status: 413,
      error: 'unpacked_too_large:256',
    },
    {
      name: 'a directory that lies about the sheet’s size',
      file: async () =>
        lieAboutSize(
          await zipOf(
            workbookParts(
              sheetXml([
                ['a', 'b'],
                ['1', '2'],
              ]),
            ),
          ),
          'xl/worksheets/sheet1.xml',
          10,
        ),
      status: 400,
      error: 'unreadable_file',
    },
    {
      name: 'a cell in column XFD',
      file: () =>
        zipOf(
          workbookParts(
            `<worksheet><sheetData><row r="1"><c r="XFD1" t="inlineStr"><is><t>x</t></is></c></row></sheetData></worksheet>`,
          ),
        ),
      status: 400,
      error: 'too_many:100',
    },
    {
      name: 'entity expansion (billion laughs)',
      file: () => zipOf(workbookParts(sheetXml([['&lol3;']], laughs))),
      status: 400,
      error: 'unreadable_file',
    },
    { name: 'an empty file', file: async () => '', status: 400, error: 'empty_file' },
  ]

describe('a hostile file never stops the API (issue 31)', () => {
  it.each(hostile)('$name: refused, nothing staged, and the same process still answers', async (entry) => {
    const answer = await upload('hostile.csv', await entry.file())
    expect(answer.status, JSON.stringify(answer.body)).toBe(entry.status)
    expect(answer.body.errors?.file).toEqual([entry.error])
    // The stream error that once arrived after the answer gets a moment to arrive.
    await new Promise((resolve) => setTimeout(resolve, 200))
    const health = await fetch(`${server.url}/api/health`)
    expect(health.status, server.output()).toBe(200)
    expect(await myImports()).toBe(0)
    expect(server.output()).not.toMatch(/ERR_STREAM|uncaught|unhandled/i)
  })
})

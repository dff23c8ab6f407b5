import { randomBytes } from 'node:crypto'
import pg from 'pg'

/** The PostgreSQL server the bench, soak and fault scripts use; their databases are their own, dropped after. */
export const SERVER_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test'

/** A new empty database `<prefix>_<random>` on the server, and the function that drops it. */
export async function scratchDatabase(prefix: string) {
  const name = `${prefix}_${randomBytes(5).toString('hex')}`
  const admin = new pg.Client({ connectionString: SERVER_URL, connectionTimeoutMillis: 5_000 })
  await admin.connect()
  await admin.query(`create database ${name}`)
  await admin.end()
  const url = new URL(SERVER_URL)
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    drop: async () => {
      const dropper = new pg.Client({ connectionString: SERVER_URL })
      await dropper.connect()
      await dropper.query(`drop database if exists ${name} with (force)`)
      await dropper.end()
    },
  }
}

/** Signs in through the API and answers the access token and the user's id. */
export async function signIn(baseUrl: string, email: string, password: string) {
  const response = await fetch(`${baseUrl}/api/v1/allies/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  })
  if (response.status !== 201) throw new Error(`sign-in of ${email}: ${response.status}`)
  const session = (await response.json()) as { accessToken: string; userData: { id: number } }
  return { token: session.accessToken, userId: session.userData.id }
}

import { eq } from 'drizzle-orm'
import type { Database } from '../../db/client'
import type { BureauProvider } from './bureau-provider'
import { creditBureauSandboxPersons as persons } from './credit-bureau.schema'
import { sandboxBureau } from './sandbox-bureau'
import type { SandboxPerson } from './sandbox-persons'

/** The SANDBOX bureau answering from this database's register of persons (the demo seed's applicants). */
export const sandboxBureauOn = (db: Database): BureauProvider =>
  sandboxBureau(async (curp) => {
    const [row] = await db.select({ person: persons.person }).from(persons).where(eq(persons.curp, curp))
    return row?.person ?? null
  })

/** Registers people in the sandbox bureau (idempotent: a CURP already registered keeps its person). */
export async function registerSandboxPersons(
  db: Database,
  rows: Array<{ curp: string; person: SandboxPerson }>,
) {
  for (let i = 0; i < rows.length; i += 100)
    await db
      .insert(persons)
      .values(rows.slice(i, i + 100))
      .onConflictDoNothing()
}

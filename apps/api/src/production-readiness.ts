import { and, inArray, isNotNull, isNull, sql } from 'drizzle-orm'
import { publishedDemoAccounts } from '@mesa/contracts'
import type { AppConfig } from './config'
import type { Database } from './db/client'
import { users } from './db/schema'
import { verifyPassword } from './features/auth'
import { secretWeakness } from './lib/key-ring'

/**
 * Why this configuration must not serve production, one sentence per problem (empty: nothing found). Only
 * NODE_ENV=production asks (server.ts and worker.ts refuse to start on any); development keeps its defaults.
 */
export function configurationProblems(config: AppConfig): string[] {
  const problems: string[] = []
  if (config.demoSeed)
    problems.push('DEMO_SEED is on: the demo accounts and their known passwords would be created.')
  if (!config.jwtSecret) problems.push('JWT_SECRET is not set: set the same strong secret on every instance.')
  else {
    const weakness = secretWeakness(config.jwtSecret)
    if (weakness) problems.push(`JWT_SECRET is weak: ${weakness}.`)
  }
  if (config.jwtPreviousSecret && secretWeakness(config.jwtPreviousSecret))
    problems.push(`JWT_PREVIOUS_SECRET is weak: ${secretWeakness(config.jwtPreviousSecret)}.`)
  if (!config.auditKey)
    problems.push(
      'AUDIT_KEY is not set: the audit checkpoints need a key of their own, apart from JWT_SECRET.',
    )
  else {
    const weakness = secretWeakness(config.auditKey)
    if (weakness) problems.push(`AUDIT_KEY is weak: ${weakness}.`)
    else if (config.auditKey === config.jwtSecret)
      problems.push(
        'AUDIT_KEY equals JWT_SECRET: rotating the JWT key would make the audit checkpoints fail.',
      )
  }
  if (config.demoPages && !config.demoPagesExplicit)
    problems.push('The demo area is on by default: set DEMO_PAGES=false (or DEMO_PAGES=true to keep it).')
  return problems
}

/** Problems only the database shows: a demo account that still signs in with its published password. */
export async function databaseProblems(db: Database): Promise<string[]> {
  const rows = await db
    .select({ email: users.email, passwordHash: users.passwordHash })
    .from(users)
    .where(
      and(
        inArray(
          sql`lower(${users.email})`,
          publishedDemoAccounts.map((account) => account.email),
        ),
        isNotNull(users.passwordHash),
        isNull(users.deletedAt),
      ),
    )
  const problems: string[] = []
  for (const row of rows) {
    const account = publishedDemoAccounts.find((demo) => demo.email === row.email.toLowerCase())
    if (account && (await verifyPassword(row.passwordHash, account.password)))
      problems.push(
        `The demo account ${account.email} still signs in with its published password: delete it or change its password.`,
      )
  }
  return problems
}

/** The API creates the first administrator from ADMIN_EMAIL: without users, production needs it set. */
export async function firstAdministratorProblems(db: Database, config: AppConfig): Promise<string[]> {
  if (config.adminEmail || config.demoSeed || (await db.$count(users)) > 0) return []
  return ["ADMIN_EMAIL is not set and there is no user yet: set it to the first administrator's e-mail."]
}

/** Prints each problem on a line of its own and exits with status 1 when there is any. */
export function refuseWhenUnsafe(problems: string[], processName: string) {
  if (problems.length === 0) return
  console.error(`Mesa ${processName} refuses to start in production (NODE_ENV=production):`)
  for (const problem of problems) console.error(`  - ${problem}`)
  process.exit(1)
}

import { sql, type SQL } from 'drizzle-orm'
import { allyStatuses, regions, type AllyListQuery } from '@mesa/contracts'
import type { Database, DatabaseHandle } from '../src/db/client'
import { allies } from '../src/db/schema'
import { listFilters, listOrder } from '../src/features/allies/allies.list'
import { bootstrap } from '../src/seed/bootstrap'
import { seedDemo } from '../src/seed/demo-seed'
import { seconds } from './load'

/** The list request every bench and soak measures (spec §7): a search, a filter and the default order. */
export const QUERY = { q: 'nissan monterrey', status: 'Pending', sortBy: 'created', orderBy: 'desc' } as const
/** At the demo size the search above finds nothing: there the list is the first page of one status instead. */
export const DEMO_QUERY = { status: 'Pending', sortBy: 'created', orderBy: 'desc' } as const
export type BenchQuery = { q?: string; status: string; sortBy: string; orderBy: string }

const brands = [
  'Nissan',
  'Chevrolet',
  'Volkswagen',
  'Toyota',
  'Kia',
  'Mazda',
  'Honda',
  'Hyundai',
  'Ford',
  'MG',
  'Suzuki',
]
const cities = [
  'Monterrey',
  'Guadalajara',
  'Puebla',
  'Querétaro',
  'León',
  'Mérida',
  'Toluca',
  'Tijuana',
  'Hermosillo',
  'Culiacán',
  'Chihuahua',
  'Saltillo',
  'Aguascalientes',
  'Morelia',
  'Cancún',
  'Veracruz',
  'Oaxaca',
  'Tuxtla',
  'Villahermosa',
  'Pachuca',
  'Cuernavaca',
  'Durango',
  'Zacatecas',
  'Colima',
  'Tepic',
  'Celaya',
  'Irapuato',
  'Mazatlán',
  'Ensenada',
  'Mexicali',
  'Reynosa',
  'Matamoros',
  'Torreón',
  'Tampico',
  'Xalapa',
  'Campeche',
  'Chetumal',
  'Tlaxcala',
  'Acapulco',
  'Polanco',
]
/**
 * More distinct list questions than the ally list keeps in memory (lib/versioned-answers.ts keeps 500), each a
 * search of the seeded names with a status and a page, in a fixed shuffled order: cycling through them measures
 * the database path, as users asking different questions would.
 */
export function distinctQuestions(): string[] {
  const questions = brands.flatMap((brand) =>
    cities.flatMap((city) =>
      allyStatuses.flatMap((status) =>
        [1, 2].map((page) => ({ ...QUERY, q: `${brand} ${city}`.toLowerCase(), status, page })),
      ),
    ),
  )
  // A fixed stride through the list (coprime with its length) mixes brands, cities and pages deterministically.
  const stride = 1_009
  return questions.map((_, index) => JSON.stringify(questions[(index * stride) % questions.length]))
}

const types = ['Agencia', 'Lote seminuevos', 'Distribuidor motos', 'Multimarca', 'Broker']

/** The demo data every bench starts from; answers how many allies it holds. */
export async function seeded(database: DatabaseHandle) {
  await bootstrap(database.db, { createFirstAdmin: false })
  await seedDemo(database.db)
  const [row] = await rows<{ count: number }>(database.db, sql`select count(*)::int as count from allies`)
  return row!.count
}

/** Rows of a raw statement, whichever driver runs it. */
export async function rows<T>(db: Database, statement: SQL): Promise<T[]> {
  return ((await db.execute(statement)) as unknown as { rows: T[] }).rows
}

const literal = (value: string) => `'${value.replace(/'/g, "''")}'`
const textArray = (values: string[]) => sql.raw(`ARRAY[${values.map(literal).join(',')}]::text[]`)
const intArray = (values: number[]) => sql.raw(`ARRAY[${values.join(',')}]::int[]`)

/**
 * Adds `count` allies in one INSERT … SELECT generate_series (numbered from `first`, so a second call adds
 * different rows), with the indexes rebuilt afterwards.
 */
export async function bulkSeed(db: Database, count: number, kind: DatabaseHandle['kind'], first = 1) {
  const staff = await rows<{ id: number; email: string; role: string }>(
    db,
    sql`
    select u.id, u.email, r.name as role from users u join roles r on r.id = u.role_id
    where r.name in ('ventas', 'supervisor') order by u.id`,
  )
  const sellers = staff.filter((row) => row.role === 'ventas')
  const supervisors = staff.filter((row) => row.role === 'supervisor')
  const indexes = await rows<{ indexname: string; indexdef: string }>(
    db,
    sql`
    select indexname, indexdef from pg_indexes where tablename = 'allies' and indexname <> 'allies_pkey'`,
  )
  let started = performance.now()
  for (const index of indexes) await db.execute(sql.raw(`drop index "${index.indexname}"`))
  await db.execute(sql`
    insert into allies (ally_name, legal_name, rfc, zone_name, region_name, type, status, active,
      seller_user_id, seller_email, supervisor_user_id, supervisor_email, created_at, updated_at)
    select
      (${textArray(brands)})[1 + i % ${brands.length}] || ' ' || (${textArray(cities)})[1 + (i / ${brands.length}) % ${cities.length}] || ' ' || i,
      'Automotriz Bench ' || i || ' S.A. de C.V.',
      'BEN' || lpad(i::text, 9, '0'),
      (${textArray(regions.map((region) => region.zoneName))})[1 + (i * 7) % ${regions.length}],
      (${textArray(regions.map((region) => region.value))})[1 + (i * 7) % ${regions.length}],
      (${textArray(types)})[1 + (i * 3) % ${types.length}],
      (array['Pending', 'Completed', 'Inactive'])[1 + (i * 13) % 3],
      i % 5 <> 0,
      (${intArray(sellers.map((row) => row.id))})[1 + i % ${sellers.length}],
      (${textArray(sellers.map((row) => row.email))})[1 + i % ${sellers.length}],
      (${intArray(supervisors.map((row) => row.id))})[1 + (i / 7) % ${supervisors.length}],
      (${textArray(supervisors.map((row) => row.email))})[1 + (i / 7) % ${supervisors.length}],
      timestamptz '2026-06-30T00:00:00Z' - i * interval '97 seconds',
      timestamptz '2026-06-30T00:00:00Z' - i * interval '97 seconds'
    from generate_series(${sql.raw(String(first))}, ${sql.raw(String(first + count - 1))}) as i`)
  console.log(`  inserted ${count.toLocaleString('en')} allies in ${seconds(started)}`)
  started = performance.now()
  if (kind === 'postgres') await db.execute(sql`set maintenance_work_mem = '512MB'`)
  for (const index of indexes) await db.execute(sql.raw(index.indexdef))
  await db.execute(sql`analyze allies`)
  console.log(`  rebuilt ${indexes.length} indexes and analyzed in ${seconds(started)}`)
}

export async function explain(db: Database) {
  const query: AllyListQuery = { ...QUERY, page: 1, itemsPerPage: 10 }
  const where = listFilters(query)
  const page = db
    .select({ id: allies.id })
    .from(allies)
    .where(where)
    .orderBy(...listOrder(query))
    .limit(10)
    .offset(0)
  const count = db
    .select({ count: sql<number>`count(*)::int` })
    .from(allies)
    .where(where)
  for (const [label, statement] of [
    ['page', page],
    ['count', count],
  ] as const) {
    const plan = await rows<{ 'QUERY PLAN': string }>(db, sql`explain (analyze, costs off) ${statement}`)
    console.log(`  EXPLAIN ANALYZE (${label} query):`)
    for (const row of plan) console.log(`    ${row['QUERY PLAN']}`)
  }
}

import { Faker, base, en, es_MX } from '@faker-js/faker'

/** A faker of the demo's own, seeded per family: the demo data never shifts when another seed draws numbers. */
export function demoFaker(seed: number): Faker {
  const faker = new Faker({ locale: [es_MX, en, base] })
  faker.seed(seed)
  return faker
}

const plain = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '.')
    .replace(/^\.|\.$/g, '')

/** A sample person: a name without honorifics and an e-mail built from it on a reserved demo domain. */
export function samplePerson(faker: Faker): { name: string; email: string } {
  const first = faker.person.firstName()
  const last = faker.person.lastName().split(' ')[0]!
  const name = `${first} ${last}`
  return { name, email: `${plain(first)}.${plain(last)}${faker.number.int({ min: 1, max: 99 })}@example.com` }
}

/** Inserts rows in slices (one statement per slice keeps PGlite's parameter count small). */
export async function insertInSlices<Row>(rows: Row[], insert: (slice: Row[]) => Promise<unknown>) {
  for (let start = 0; start < rows.length; start += 50) await insert(rows.slice(start, start + 50))
}

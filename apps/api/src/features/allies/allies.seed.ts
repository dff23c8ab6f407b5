import { Readable } from 'node:stream'
import { fakerES_MX as faker } from '@faker-js/faker'
import { eq, inArray, sql } from 'drizzle-orm'
import {
  allyStatuses,
  clabeCheckDigit,
  regionsByZone,
  rfcCheckDigit,
  type AllyFileKind,
  type AllyStatus,
} from '@mesa/contracts'
import type { Database } from '../../db/client'
import { roleDirectory } from '../roles'
import { addStaffAccounts, userDirectory } from '../users'
import { allies, allyAccounts, allyAddresses, allyFiles, allyManagers, allyUsers } from './allies.schema'
import { samplePdf } from '../../lib/sample-pdf'
import type { FileStorage } from '../../lib/storage'
import { ensureAllyCatalogs } from './allies.catalogs'

const ALLY_COUNT = 50
const SEED = 20_250_312

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
const motoBrands = ['Italika', 'Honda Motos', 'Yamaha', 'Vento', 'Suzuki Motos', 'Bajaj']
const neighborhoods = [
  'Centro',
  'Del Valle',
  'Las Águilas',
  'Jardines',
  'Industrial',
  'San Pedro',
  'Lomas',
  'Country Club',
]
const majorBanks = ['002', '012', '014', '021', '072', '036', '044', '058', '127', '137', '030']

const plain = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '')

function rfcFor(legalName: string, founded: Date, taken: Set<string>): string {
  const letters = legalName
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/[^A-Z ]/g, '')
    .split(' ')
    .filter((word) => word.length > 2 && !['DEL', 'LOS', 'LAS', 'SAB'].includes(word))
  const initials = (letters.map((word) => word[0]).join('') + (letters[0] ?? 'XXX').slice(1))
    .padEnd(3, 'X')
    .slice(0, 3)
  const date =
    String(founded.getUTCFullYear()).slice(2) +
    String(founded.getUTCMonth() + 1).padStart(2, '0') +
    String(founded.getUTCDate()).padStart(2, '0')
  for (;;) {
    const homoclave = faker.string.alphanumeric({ length: 2, casing: 'upper' })
    const body = `${initials}${date}${homoclave}`
    const rfc = body + rfcCheckDigit(body)
    if (!taken.has(rfc)) {
      taken.add(rfc)
      return rfc
    }
  }
}

function clabeFor(bankCode: string): string {
  const first17 = bankCode + faker.string.numeric(3) + faker.string.numeric(11)
  return first17 + clabeCheckDigit(first17)
}

async function ensureStaff(db: Database, role: string, count: number, demoEmail: string) {
  const [roleRow] = await db
    .select({ id: roleDirectory.id })
    .from(roleDirectory)
    .where(eq(roleDirectory.name, role))
  const people = Array.from({ length: count }, () => {
    const firstName = faker.person.firstName()
    const lastName = faker.person.lastName()
    return {
      fullName: `${firstName} ${lastName}`,
      username: `${plain(firstName)}.${plain(lastName)}`,
      email: `${plain(firstName)}.${plain(lastName)}@mesa.mx`,
      passwordHash: null,
      roleId: roleRow!.id,
      status: 'active' as const,
      company: 'Mesa Crédito Automotriz',
      contact: faker.string.numeric(10),
    }
  })
  const unique = [...new Map(people.map((person) => [person.email, person])).values()]
  await addStaffAccounts(db, unique)
  const emails = [demoEmail, ...unique.map((person) => person.email)]
  const rows = await db
    .select({ id: userDirectory.id, email: userDirectory.email })
    .from(userDirectory)
    .where(inArray(sql`lower(${userDirectory.email})`, emails))
  return rows.sort((a, b) => emails.indexOf(a.email) - emails.indexOf(b.email))
}

/**
 * The demo allies of spec §9: 50 Mexican dealerships across zones, regions, types and statuses,
 * each with accounts, addresses, managers, linked users and (with a storage) two PDF files.
 * Deterministic (fixed faker seed) and idempotent (skips when the first seeded ally exists).
 */
export async function seedAllies(db: Database, storage?: FileStorage) {
  await ensureAllyCatalogs(db)
  faker.seed(SEED)
  const supervisors = await ensureStaff(db, 'supervisor', 4, 'supervisor@demo.com')
  const sellers = await ensureStaff(db, 'ventas', 10, 'ventas@demo.com')

  const taken = new Set<string>()
  const zoneNames = Object.keys(regionsByZone)
  const plans = Array.from({ length: ALLY_COUNT }, (_, index) => {
    const zoneName = zoneNames[index % zoneNames.length]!
    const regionName = faker.helpers.arrayElement(regionsByZone[zoneName]!)
    const city = faker.location.city().split('-')[0]!.trim()
    const lastName = faker.person.lastName().split(' ')[0]!
    const type = faker.helpers.weightedArrayElement([
      { weight: 10, value: 'Agencia' },
      { weight: 4, value: 'Lote seminuevos' },
      { weight: 2, value: 'Distribuidor motos' },
      { weight: 2, value: 'Multimarca' },
      { weight: 1, value: 'Broker' },
    ])
    const allyName =
      type === 'Agencia'
        ? `${faker.helpers.arrayElement(brands)} ${city}`
        : type === 'Lote seminuevos'
          ? `Seminuevos ${lastName} ${city}`
          : type === 'Distribuidor motos'
            ? `${faker.helpers.arrayElement(motoBrands)} ${city}`
            : type === 'Multimarca'
              ? `Autos ${lastName} Multimarca`
              : `Broker Automotriz ${lastName}`
    const legalName = `${type === 'Agencia' ? 'Automotriz' : 'Comercializadora'} ${lastName} ${city} S.A. de C.V.`
    const founded = faker.date.between({ from: '1985-01-01T00:00:00Z', to: '2020-12-31T00:00:00Z' })
    const status: AllyStatus = faker.helpers.weightedArrayElement([
      { weight: 5, value: allyStatuses[1] },
      { weight: 3, value: allyStatuses[2] },
      { weight: 2, value: allyStatuses[0] },
    ])
    const seller = sellers[index % sellers.length]!
    const supervisor = supervisors[index % supervisors.length]!
    const domain = `${plain(allyName).slice(0, 20)}.com.mx`
    return {
      ally: {
        allyName,
        legalName,
        rfc: rfcFor(legalName, founded, taken),
        zoneName,
        regionName,
        type,
        status,
        active: status === 'Inactive' ? faker.datatype.boolean(0.2) : faker.datatype.boolean(0.9),
        image: null,
        email: `contacto@${domain}`,
        phone: faker.string.numeric(10),
        sellerUserId: seller.id,
        sellerEmail: seller.email,
        supervisorUserId: supervisor.id,
        supervisorEmail: supervisor.email,
        createdAt: faker.date.between({ from: '2024-01-01T00:00:00Z', to: '2026-06-30T00:00:00Z' }),
      },
      domain,
      city,
      linkedUserIds: [seller.id],
    }
  })

  const [existing] = await db
    .select({ id: allies.id })
    .from(allies)
    .where(eq(allies.rfc, plans[0]!.ally.rfc))
    .limit(1)
  if (existing) return

  plans.sort((a, b) => a.ally.createdAt.getTime() - b.ally.createdAt.getTime())
  const inserted = await db
    .insert(allies)
    .values(plans.map((plan) => ({ ...plan.ally, updatedAt: plan.ally.createdAt })))
    .returning({ id: allies.id })

  const accounts: Array<typeof allyAccounts.$inferInsert> = []
  const addresses: Array<typeof allyAddresses.$inferInsert> = []
  const managers: Array<typeof allyManagers.$inferInsert> = []
  const links: Array<typeof allyUsers.$inferInsert> = []
  const files: Array<{ allyId: number; kind: AllyFileKind; fileName: string; text: string }> = []
  plans.forEach((plan, index) => {
    const allyId = inserted[index]!.id
    const { ally } = plan
    const accountCount = faker.number.int({ min: 1, max: 2 })
    for (let position = 0; position < accountCount; position++) {
      const bankCode = faker.helpers.arrayElement(majorBanks)
      accounts.push({ allyId, bankCode, clabe: clabeFor(bankCode), holderName: ally.legalName, position })
    }
    const addressTypes = faker.datatype.boolean(0.5) ? ['Fiscal', 'Comercial'] : ['Fiscal']
    addressTypes.forEach((type, position) =>
      addresses.push({
        allyId,
        type,
        street: faker.location.street(),
        exteriorNumber: String(faker.number.int({ min: 1, max: 4999 })),
        interiorNumber: faker.datatype.boolean(0.3) ? `Local ${faker.number.int({ min: 1, max: 30 })}` : '',
        neighborhood: faker.helpers.arrayElement(neighborhoods),
        municipality: plan.city,
        state: ally.regionName,
        postalCode: faker.string.numeric(5),
        position,
      }),
    )
    const people = [
      { type: 'Representante legal', position: 'Director general' },
      { type: 'Responsable comercial', position: 'Gerente de ventas' },
    ]
    people.forEach((person, sortOrder) => {
      const firstName = faker.person.firstName()
      const lastName = faker.person.lastName()
      managers.push({
        allyId,
        ...person,
        fullName: `${firstName} ${lastName}`,
        email: `${plain(firstName)}.${plain(lastName).slice(0, 12)}@${plan.domain}`,
        phone: faker.string.numeric(10),
        sortOrder,
      })
    })
    for (const userId of plan.linkedUserIds) links.push({ allyId, userId })
    files.push(
      {
        allyId,
        kind: 'contrato',
        fileName: 'contrato-comision-mercantil.pdf',
        text: `Contrato ${ally.legalName}`,
      },
      {
        allyId,
        kind: 'acta_constitutiva',
        fileName: 'acta-constitutiva.pdf',
        text: `Acta ${ally.legalName}`,
      },
    )
  })
  await db.insert(allyAccounts).values(accounts)
  await db.insert(allyAddresses).values(addresses)
  await db.insert(allyManagers).values(managers)
  await db.insert(allyUsers).values(links).onConflictDoNothing()
  if (!storage) return
  const fileRows = await Promise.all(
    files.map(async (file) => {
      const bytes = samplePdf(file.text)
      const stored = await storage.put(Readable.from([bytes]), { prefix: 'allies' })
      return {
        allyId: file.allyId,
        kind: file.kind,
        fileName: file.fileName,
        contentType: 'application/pdf',
        size: stored.size,
        storageKey: stored.key,
        uploadedByUserId: null,
        createdAt: plans[inserted.findIndex((row) => row.id === file.allyId)]!.ally.createdAt,
      }
    }),
  )
  await db.insert(allyFiles).values(fileRows)
}

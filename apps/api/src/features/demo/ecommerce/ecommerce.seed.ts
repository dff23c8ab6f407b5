import { orderStatuses, referralStatuses, reviewStatuses } from '@mesa/contracts'
import type { Database } from '../../../db/client'
import { demoCustomers, demoOrders, demoReferrals, demoReviews } from './ecommerce.schema'
import { demoFaker, insertInSlices, samplePerson } from '../demo-faker'

/** Spec §9 sample sizes. */
export const DEMO_SIZES = { orders: 100, customers: 100, reviews: 100, referrals: 45 } as const

const countries = [
  ['México', 'MX'],
  ['Estados Unidos', 'US'],
  ['Canadá', 'CA'],
  ['España', 'ES'],
  ['Colombia', 'CO'],
  ['Argentina', 'AR'],
  ['Chile', 'CL'],
  ['Perú', 'PE'],
  ['Francia', 'FR'],
  ['Brasil', 'BR'],
] as const
const reviewHeads = [
  'Excelente calidad',
  'Llegó a tiempo',
  'No cumplió lo prometido',
  'Buena relación precio-calidad',
  'Lo volvería a comprar',
  'Empaque dañado',
  'Tal como en la foto',
  'Servicio al cliente atento',
]

/** The e-commerce sample: 100 customers, 100 orders, 100 reviews, 45 referrals; skips each table already seeded. */
export async function seedEcommerce(db: Database) {
  const faker = demoFaker(20_260_119)
  const customers = Array.from({ length: DEMO_SIZES.customers }, (_, index) => {
    const person = samplePerson(faker)
    const [country, countryCode] = faker.helpers.arrayElement(countries)
    return {
      customerId: 100_000 + index * 7_919,
      customer: person.name,
      email: person.email,
      country,
      countryCode,
      orderCount: faker.number.int({ min: 1, max: 60 }),
      totalSpentCents: faker.number.int({ min: 5_000, max: 1_500_000 }),
      contact: `+52 ${faker.string.numeric(2)} ${faker.string.numeric(4)} ${faker.string.numeric(4)}`,
    }
  })
  const orders = Array.from({ length: DEMO_SIZES.orders }, (_, index) => {
    const person = samplePerson(faker)
    return {
      orderNumber: 5_400 + index * 3 + faker.number.int({ min: 0, max: 2 }),
      customer: person.name,
      email: person.email,
      payment: faker.number.int({ min: 1, max: 4 }),
      status: faker.helpers.arrayElement(orderStatuses),
      spentCents: faker.number.int({ min: 1_000, max: 500_000 }),
      method: faker.helpers.arrayElement(['paypalLogo', 'mastercard'] as const),
      placedAt: faker.date.between({ from: '2025-06-01T00:00:00Z', to: '2026-10-31T23:59:59Z' }),
      methodNumber: faker.number.int({ min: 1_000, max: 9_999 }),
    }
  })
  const reviews = Array.from({ length: DEMO_SIZES.reviews }, () => {
    const person = samplePerson(faker)
    return {
      product: faker.commerce.productName(),
      companyName: faker.company.name(),
      reviewer: person.name,
      email: person.email,
      reviewedOn: faker.date
        .between({ from: '2025-01-01T00:00:00Z', to: '2026-10-31T00:00:00Z' })
        .toISOString()
        .slice(0, 10),
      status: faker.helpers.arrayElement(reviewStatuses),
      rating: faker.number.int({ min: 1, max: 5 }),
      head: faker.helpers.arrayElement(reviewHeads),
      para: faker.lorem.sentences({ min: 1, max: 3 }),
    }
  })
  const referrals = Array.from({ length: DEMO_SIZES.referrals }, () => {
    const person = samplePerson(faker)
    const valueCents = faker.number.int({ min: 50_000, max: 900_000 })
    return {
      userName: person.name,
      email: person.email,
      referredId: faker.number.int({ min: 10_000, max: 99_999 }),
      status: faker.helpers.arrayElement(referralStatuses),
      valueCents,
      // The referrer earns a tenth of the value, rounded down to the cent.
      earningCents: Math.floor(valueCents / 10),
    }
  })
  if ((await db.$count(demoCustomers)) === 0)
    await insertInSlices(customers, (slice) => db.insert(demoCustomers).values(slice).onConflictDoNothing())
  if ((await db.$count(demoOrders)) === 0)
    await insertInSlices(orders, (slice) => db.insert(demoOrders).values(slice).onConflictDoNothing())
  if ((await db.$count(demoReviews)) === 0)
    await insertInSlices(reviews, (slice) => db.insert(demoReviews).values(slice))
  if ((await db.$count(demoReferrals)) === 0)
    await insertInSlices(referrals, (slice) => db.insert(demoReferrals).values(slice))
}

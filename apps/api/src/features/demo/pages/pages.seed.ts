import { articleSlug, receivedPaymentStatuses, salesPaymentStatuses } from '@mesa/contracts'
import type { Database } from '../../../db/client'
import { demoFaqs, demoHelpArticles, demoSalesRecords } from './pages.schema'
import { demoFaker, insertInSlices } from '../demo-faker'
import { faqContent } from './faq-content'
import { helpGroups, keepLearningTitles, popularTitles } from './help-content'

export const DEMO_SALES_RECORDS = 50

/** The datatable's sales records, the FAQ and the help center; each row inserted once (unique keys). */
export async function seedPages(db: Database) {
  const faker = demoFaker(20_260_122)
  const sales = Array.from({ length: DEMO_SALES_RECORDS }, (_, index) => {
    const name = faker.commerce.productName()
    const priceCents = faker.number.int({ min: 10_000, max: 2_000_000 })
    const quantity = faker.number.int({ min: 1, max: 3 })
    const totalCents = priceCents * quantity
    const received = faker.helpers.arrayElement(receivedPaymentStatuses)
    const paidCents =
      received === 'Fully Paid' ? totalCents : received === 'Unpaid' ? 0 : Math.floor(totalCents / 2)
    return {
      productName: name,
      slug: `${articleSlug(name)}-${index + 1}`,
      brand: faker.company.name().split(' ')[0]!.replace(/,$/, ''),
      zoneName: faker.helpers.arrayElement(['Norte', 'Centro', 'Sur', 'Occidente', 'Bajío']),
      priceCents,
      hasFreeShipping: faker.datatype.boolean(),
      rating: faker.number.int({ min: 1, max: 5 }),
      description: faker.commerce.productDescription(),
      soldOn: faker.date
        .between({ from: '2025-01-01T00:00:00Z', to: '2026-10-31T00:00:00Z' })
        .toISOString()
        .slice(0, 10),
      buyerName: faker.person.fullName(),
      buyerAvatar: null,
      totalCents,
      receivedPaymentStatus: received,
      paidCents,
      paymentStatus: faker.helpers.arrayElement(salesPaymentStatuses),
    }
  })
  await insertInSlices(sales, (slice) => db.insert(demoSalesRecords).values(slice).onConflictDoNothing())

  const faqs = faqContent.flatMap((group, groupPosition) =>
    group.faqs.map(([question, answer], position) => ({
      groupPosition,
      faqTitle: group.faqTitle,
      faqIcon: group.faqIcon,
      faqSubtitle: group.faqSubtitle,
      position,
      question,
      answer,
    })),
  )
  await db.insert(demoFaqs).values(faqs).onConflictDoNothing()

  const articles = helpGroups.flatMap((group, groupPosition) =>
    group.articles.map((title, index) => ({
      slug: articleSlug(title),
      title,
      groupPosition,
      groupTitle: group.title,
      groupIcon: group.icon,
      subtitle: faker.lorem.sentence({ min: 6, max: 10 }),
      img: group.icon,
      popular: popularTitles.includes(title),
      keepLearning: keepLearningTitles.includes(title),
      lastUpdated: `2026-0${groupPosition + 1}-1${index}`,
      productContent: faker.lorem.paragraphs(2),
      checkoutContent: faker.lorem.paragraph(),
      articleList: Array.from({ length: 4 }, () => faker.lorem.sentence({ min: 3, max: 6 })),
    })),
  )
  await db.insert(demoHelpArticles).values(articles).onConflictDoNothing()
}

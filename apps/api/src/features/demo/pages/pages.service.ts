import { asc, eq, ilike } from 'drizzle-orm'
import type { FaqGroup, HelpArticle, HelpCenter, SalesRecord } from '@mesa/contracts'
import type { Executor } from '../../../db/client'
import { demoFaqs, demoHelpArticles, demoSalesRecords } from './pages.schema'
import { containsPattern } from '../../../lib/sql-text'

/** Spec §7: every sales record of the datatable (a demo table of 50 rows, so one answer). */
export async function allSalesRecords(db: Executor): Promise<SalesRecord[]> {
  const rows = await db.select().from(demoSalesRecords).orderBy(asc(demoSalesRecords.id))
  return rows.map((row) => ({
    product: {
      id: row.id,
      name: row.productName,
      slug: row.slug,
      brand: row.brand,
      zoneName: row.zoneName,
      price: row.priceCents,
      image: row.image,
      hasFreeShipping: row.hasFreeShipping,
      rating: row.rating,
      description: row.description,
    },
    date: row.soldOn,
    buyer: { name: row.buyerName, avatar: row.buyerAvatar },
    payment: {
      total: row.totalCents,
      receivedPaymentStatus: row.receivedPaymentStatus as SalesRecord['payment']['receivedPaymentStatus'],
      paidAmount: row.paidCents,
      status: row.paymentStatus as SalesRecord['payment']['status'],
    },
  }))
}

/** Spec §7 FAQ: q keeps the questions containing it (case-insensitive); groups left empty are dropped. */
export async function faqGroups(db: Executor, q: string): Promise<FaqGroup[]> {
  const rows = await db
    .select()
    .from(demoFaqs)
    .where(q ? ilike(demoFaqs.question, containsPattern(q)) : undefined)
    .orderBy(asc(demoFaqs.groupPosition), asc(demoFaqs.position))
  const groups = new Map<number, FaqGroup>()
  for (const row of rows) {
    const group = groups.get(row.groupPosition) ?? {
      faqTitle: row.faqTitle,
      faqIcon: row.faqIcon,
      faqSubtitle: row.faqSubtitle,
      faqs: [],
    }
    group.faqs.push({ question: row.question, answer: row.answer })
    groups.set(row.groupPosition, group)
  }
  return [...groups.values()]
}

type ArticleRow = typeof demoHelpArticles.$inferSelect
const card = (row: ArticleRow) => ({ slug: row.slug, title: row.title, img: row.img, subtitle: row.subtitle })

/** Spec §7 help center: the article groups, the popular articles and the "keep learning" ones. */
export async function helpCenter(db: Executor): Promise<HelpCenter> {
  const rows = await db
    .select()
    .from(demoHelpArticles)
    .orderBy(asc(demoHelpArticles.groupPosition), asc(demoHelpArticles.id))
  const groups = new Map<number, HelpCenter['allArticles'][number]>()
  for (const row of rows) {
    const group = groups.get(row.groupPosition) ?? { title: row.groupTitle, icon: row.groupIcon, titles: [] }
    group.titles.push(row.title)
    groups.set(row.groupPosition, group)
  }
  return {
    allArticles: [...groups.values()],
    popularArticles: rows.filter((row) => row.popular).map(card),
    keepLearning: rows.filter((row) => row.keepLearning).map(card),
  }
}

/** One article by its title's slug; the first article when none is named; null when unknown. */
export async function helpArticle(db: Executor, slug: string | undefined): Promise<HelpArticle | null> {
  const [row] = await db
    .select()
    .from(demoHelpArticles)
    .where(slug ? eq(demoHelpArticles.slug, slug) : undefined)
    .orderBy(asc(demoHelpArticles.groupPosition), asc(demoHelpArticles.id))
    .limit(1)
  if (!row) return null
  return {
    slug: row.slug,
    title: row.title,
    lastUpdated: row.lastUpdated,
    productContent: row.productContent,
    checkoutContent: row.checkoutContent,
    articleList: row.articleList,
    checkoutImg: row.img,
    productImg: row.img,
  }
}

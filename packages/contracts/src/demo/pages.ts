import { z } from 'zod'
import { singleLineText } from '../common/text'

export const salesPaymentStatuses = ['Completed', 'Confirmed', 'Cancelled'] as const
export const receivedPaymentStatuses = ['Fully Paid', 'Partially Paid', 'Unpaid'] as const

/** Spec §3 "Sales record", the datatable's rows. */
export const salesRecordSchema = z.object({
  product: z.object({
    id: z.number().int(),
    name: z.string(),
    slug: z.string(),
    brand: z.string(),
    zoneName: z.string(),
    /** Integer cents. */
    price: z.number().int(),
    image: z.string(),
    hasFreeShipping: z.boolean(),
    rating: z.number().int().min(1).max(5),
    description: z.string(),
  }),
  /** YYYY-MM-DD. */
  date: z.string(),
  buyer: z.object({ name: z.string(), avatar: z.string().nullable() }),
  payment: z.object({
    /** Integer cents. */
    total: z.number().int(),
    receivedPaymentStatus: z.enum(receivedPaymentStatuses),
    /** Integer cents. */
    paidAmount: z.number().int(),
    status: z.enum(salesPaymentStatuses),
  }),
})
export type SalesRecord = z.infer<typeof salesRecordSchema>
export const datatableResponseSchema = z.array(salesRecordSchema)

// ---------------------------------------------------------------- FAQ

export const faqQuerySchema = z.object({ q: singleLineText().trim().max(200).optional().default('') })
export const faqGroupSchema = z.object({
  faqTitle: z.string(),
  faqIcon: z.string(),
  faqSubtitle: z.string(),
  faqs: z.array(z.object({ question: z.string(), answer: z.string() })),
})
export type FaqGroup = z.infer<typeof faqGroupSchema>
export const faqResponseSchema = z.array(faqGroupSchema)

// ---------------------------------------------------------------- help center

export const helpArticleCardSchema = z.object({
  slug: z.string(),
  title: z.string(),
  img: z.string(),
  subtitle: z.string(),
})
export type HelpArticleCard = z.infer<typeof helpArticleCardSchema>
export const helpCenterSchema = z.object({
  allArticles: z.array(
    z.object({
      title: z.string(),
      icon: z.string(),
      /** The group's article titles; each opens at its `articleSlug`. */
      titles: z.array(z.string()),
    }),
  ),
  popularArticles: z.array(helpArticleCardSchema),
  keepLearning: z.array(helpArticleCardSchema),
})
export type HelpCenter = z.infer<typeof helpCenterSchema>

/** The slug an article's page opens at: its title, lower case, accents dropped, words joined by '-'. */
export const articleSlug = (title: string) =>
  title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')

/** The article page opens by its title's slug (spec §2 "article by {title}"); without one, the first article. */
export const helpArticleQuerySchema = z.object({
  title: singleLineText()
    .trim()
    .max(200)
    .regex(/^[a-z0-9-]*$/, 'invalid_format')
    .optional(),
})
export const helpArticleSchema = z.object({
  slug: z.string(),
  title: z.string(),
  /** YYYY-MM-DD. */
  lastUpdated: z.string(),
  productContent: z.string(),
  checkoutContent: z.string(),
  articleList: z.array(z.string()),
  checkoutImg: z.string(),
  productImg: z.string(),
})
export type HelpArticle = z.infer<typeof helpArticleSchema>

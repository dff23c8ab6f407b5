import { boolean, date, integer, pgTable, serial, smallint, text } from 'drizzle-orm/pg-core'

/** Spec §3 "Sales record", flattened: the datatable's rows. Money in integer cents. */
export const demoSalesRecords = pgTable('demo_sales_records', {
  id: serial('id').primaryKey(),
  productName: text('product_name').notNull(),
  slug: text('slug').notNull().unique(),
  brand: text('brand').notNull(),
  zoneName: text('zone_name').notNull(),
  priceCents: integer('price_cents').notNull(),
  image: text('image').notNull().default(''),
  hasFreeShipping: boolean('has_free_shipping').notNull(),
  rating: smallint('rating').notNull(),
  description: text('description').notNull(),
  soldOn: date('sold_on', { mode: 'string' }).notNull(),
  buyerName: text('buyer_name').notNull(),
  buyerAvatar: text('buyer_avatar'),
  totalCents: integer('total_cents').notNull(),
  receivedPaymentStatus: text('received_payment_status').notNull(),
  paidCents: integer('paid_cents').notNull(),
  paymentStatus: text('payment_status').notNull(),
})

/** One question of the FAQ page, with its group's heading (spec §3 "FAQ group"). */
export const demoFaqs = pgTable('demo_faqs', {
  id: serial('id').primaryKey(),
  groupPosition: smallint('group_position').notNull(),
  faqTitle: text('faq_title').notNull(),
  faqIcon: text('faq_icon').notNull(),
  faqSubtitle: text('faq_subtitle').notNull(),
  position: smallint('position').notNull(),
  question: text('question').notNull().unique(),
  answer: text('answer').notNull(),
})

/** A help-center article (spec §3 "Help center"), its group, and where the home page features it. */
export const demoHelpArticles = pgTable('demo_help_articles', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  title: text('title').notNull(),
  groupPosition: smallint('group_position').notNull(),
  groupTitle: text('group_title').notNull(),
  groupIcon: text('group_icon').notNull(),
  subtitle: text('subtitle').notNull(),
  img: text('img').notNull(),
  popular: boolean('popular').notNull().default(false),
  keepLearning: boolean('keep_learning').notNull().default(false),
  lastUpdated: date('last_updated', { mode: 'string' }).notNull(),
  productContent: text('product_content').notNull(),
  checkoutContent: text('checkout_content').notNull(),
  articleList: text('article_list').array().notNull(),
})

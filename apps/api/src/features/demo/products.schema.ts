/** The demo store's products; at the feature's top level so they may name the users table. */
import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core'
import { users } from '../users/users.schema'

export const demoProductCategories = pgTable('demo_product_categories', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  description: text('description').notNull().default(''),
})

export const demoProducts = pgTable(
  'demo_products',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    sku: text('sku').notNull().unique(),
    description: text('description').notNull().default(''),
    categoryId: integer('category_id')
      .notNull()
      .references(() => demoProductCategories.id),
    status: text('status').$type<'published' | 'scheduled' | 'inactive'>().notNull(),
    priceCents: integer('price_cents').notNull(),
    salePriceCents: integer('sale_price_cents'),
    chargeTax: boolean('charge_tax').notNull().default(true),
    stock: integer('stock').notNull(),
    shipping: text('shipping').$type<'seller' | 'carrier'>().notNull(),
    createdByUserId: integer('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('demo_products_category_idx').on(table.categoryId)],
)

/** The Files sub-page: a product's images in the file storage. */
export const demoProductImages = pgTable('demo_product_images', {
  id: serial('id').primaryKey(),
  productId: integer('product_id')
    .notNull()
    .references(() => demoProducts.id, { onDelete: 'cascade' }),
  fileName: text('file_name').notNull(),
  contentType: text('content_type').notNull(),
  size: integer('size').notNull(),
  storageKey: text('storage_key').notNull(),
})

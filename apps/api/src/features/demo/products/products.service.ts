import { and, asc, desc, eq, sql } from 'drizzle-orm'
import type { Category, CategoryInput, CategoryListQuery, Product, ProductInput } from '@mesa/contracts'
import { PRODUCT_IMAGES_MAX, fieldError } from '@mesa/contracts'
import type { Executor } from '../../../db/client'
import { demoProductCategories, demoProductImages, demoProducts } from '../products.schema'
import { badRequest, conflict } from '../../../lib/http-errors'
import { containsPattern, foldForSort, sortableText } from '../../../lib/sql-text'
import { readPage } from '../../../lib/paging'
import { recordAudit } from '../../audit'

/** One product with its category's name and its images; null when unknown. */
export async function loadProduct(db: Executor, id: number): Promise<Product | null> {
  const [row] = await db
    .select({ product: demoProducts, category: demoProductCategories.name })
    .from(demoProducts)
    .innerJoin(demoProductCategories, eq(demoProductCategories.id, demoProducts.categoryId))
    .where(eq(demoProducts.id, id))
  if (!row) return null
  const images = await db
    .select({
      id: demoProductImages.id,
      fileName: demoProductImages.fileName,
      contentType: demoProductImages.contentType,
      size: demoProductImages.size,
    })
    .from(demoProductImages)
    .where(eq(demoProductImages.productId, id))
    .orderBy(asc(demoProductImages.id))
  const { product } = row
  return {
    id: product.id,
    name: product.name,
    sku: product.sku,
    description: product.description,
    categoryId: product.categoryId,
    category: row.category,
    status: product.status,
    priceCents: product.priceCents,
    salePriceCents: product.salePriceCents,
    chargeTax: product.chargeTax,
    stock: product.stock,
    shipping: product.shipping,
    images,
    createdAt: product.createdAt.toISOString(),
  }
}

/**
 * Adds a product and its audit entry in one transaction: an unknown category is a 400 on categoryId, a SKU
 * already used a 409 on sku (the unique index decides when two people race for it).
 */
export async function createProduct(db: Executor, userId: number, input: ProductInput): Promise<number> {
  return db.transaction(async (tx) => {
    const [category] = await tx
      .select({ id: demoProductCategories.id })
      .from(demoProductCategories)
      .where(eq(demoProductCategories.id, input.categoryId))
    if (!category) throw badRequest({ categoryId: [fieldError('unknown_reference')] })
    const [row] = await tx
      .insert(demoProducts)
      .values({ ...input, createdByUserId: userId })
      .onConflictDoNothing({ target: demoProducts.sku })
      .returning({ id: demoProducts.id })
    if (!row) throw conflict('already_used', 'The SKU is already used', { sku: [fieldError('already_used')] })
    await recordAudit(tx, {
      actorUserId: userId,
      action: 'demo.product.created',
      entityType: 'demo_product',
      entityId: row.id,
      data: { sku: input.sku, priceCents: input.priceCents },
    })
    return row.id
  })
}

/** The newest products (the add page shows what was added last). */
export async function recentProducts(db: Executor, limit = 5) {
  const ids = await db
    .select({ id: demoProducts.id })
    .from(demoProducts)
    .orderBy(desc(demoProducts.id))
    .limit(limit)
  const products = await Promise.all(ids.map((row) => loadProduct(db, row.id)))
  return { products: products.filter((product) => product !== null), total: await db.$count(demoProducts) }
}

/** Records an uploaded image of the product; more than PRODUCT_IMAGES_MAX is a 400 on file. */
export async function addProductImage(
  db: Executor,
  productId: number,
  image: { fileName: string; contentType: string; size: number; storageKey: string },
) {
  return db.transaction(async (tx) => {
    // The product row locked, so two uploads at once cannot both pass the count.
    await tx.execute(sql`select id from ${demoProducts} where id = ${productId} for update`)
    if (
      (await tx.$count(demoProductImages, eq(demoProductImages.productId, productId))) >= PRODUCT_IMAGES_MAX
    )
      return null
    const [row] = await tx
      .insert(demoProductImages)
      .values({ productId, ...image })
      .returning()
    return row!
  })
}

export async function findProductImage(db: Executor, productId: number, imageId: number) {
  const [row] = await db
    .select()
    .from(demoProductImages)
    .where(and(eq(demoProductImages.id, imageId), eq(demoProductImages.productId, productId)))
  return row ?? null
}

const products = sql<number>`count(${demoProducts.id})::int`
const stockValue = sql<number>`coalesce(sum(case when ${demoProducts.status} = 'published' then ${demoProducts.priceCents}::bigint * ${demoProducts.stock} else 0 end), 0)::bigint`
const categorySort = {
  name: sortableText(demoProductCategories.name),
  products,
  stockValue,
} as const

/** Categories with their product count and shelf value; q over name and description; sorted; paged. */
export async function listCategories(db: Executor, query: CategoryListQuery) {
  const pattern = query.q ? foldForSort(containsPattern(query.q)) : undefined
  const where = pattern
    ? sql`(${sortableText(demoProductCategories.name)} LIKE ${pattern} OR ${sortableText(demoProductCategories.description)} LIKE ${pattern})`
    : undefined
  const direction = query.orderBy === 'desc' ? desc : asc
  const order = query.sortBy
    ? [direction(categorySort[query.sortBy]), direction(demoProductCategories.id)]
    : [asc(sortableText(demoProductCategories.name)), asc(demoProductCategories.id)]
  const page = await readPage(
    query,
    ({ limit, offset }) =>
      db
        .select({
          id: demoProductCategories.id,
          name: demoProductCategories.name,
          description: demoProductCategories.description,
          products,
          stockValue,
        })
        .from(demoProductCategories)
        .leftJoin(demoProducts, eq(demoProducts.categoryId, demoProductCategories.id))
        .where(where)
        .groupBy(demoProductCategories.id)
        .orderBy(...order)
        .limit(limit)
        .offset(offset),
    () => db.$count(demoProductCategories, where),
  )
  return {
    categories: page.rows.map((row): Category => ({ ...row, stockValue: Number(row.stockValue) })),
    total: page.total,
  }
}

/** Adds a category (audited); a name already used (case and accents folded) is a 409 on name. */
export async function createCategory(db: Executor, userId: number, input: CategoryInput): Promise<Category> {
  return db.transaction(async (tx) => {
    const [same] = await tx
      .select({ id: demoProductCategories.id })
      .from(demoProductCategories)
      .where(eq(sortableText(demoProductCategories.name), foldForSort(input.name)))
    const [row] = same
      ? []
      : await tx.insert(demoProductCategories).values(input).onConflictDoNothing().returning()
    if (!row)
      throw conflict('already_used', 'The category already exists', { name: [fieldError('already_used')] })
    await recordAudit(tx, {
      actorUserId: userId,
      action: 'demo.category.created',
      entityType: 'demo_product_category',
      entityId: row.id,
      data: { name: row.name },
    })
    return { ...row, products: 0, stockValue: 0 }
  })
}

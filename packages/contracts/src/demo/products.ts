import { z } from 'zod'
import { amountSchema, idTextSchema } from '../common/bounds'
import { fieldError } from '../common/errors'
import { listQuerySchema } from '../common/list-query'
import { multiLineText, singleLineText } from '../common/text'

/**
 * The demo store's products and categories (spec §2 "product add (read Documentos, sub-pages Comercial and
 * Files), product category-list"). The spec names the screens, not their calls: these are ours.
 */
export const productStatuses = ['published', 'scheduled', 'inactive'] as const
export const shippingKinds = ['seller', 'carrier'] as const
/** Images a product may carry (the Files sub-page): JPEG, PNG or WEBP up to 5 MB each, at most 6. */
export const PRODUCT_IMAGE_MAX_BYTES = 5 * 1024 * 1024
export const PRODUCT_IMAGES_MAX = 6
export const productImageTypes = ['image/jpeg', 'image/png', 'image/webp'] as const

const name = (max: number) =>
  singleLineText({ error: fieldError('required') })
    .trim()
    .min(2, fieldError('too_short', 2))
    .max(max, fieldError('too_long', max))

/** POST a product: the Producto fields and the Comercial ones in one body, checked together. */
export const productInputSchema = z
  .object({
    name: name(120),
    sku: singleLineText({ error: fieldError('required') })
      .trim()
      .regex(/^[A-Z0-9-]{3,32}$/, fieldError('invalid_format')),
    description: multiLineText().trim().max(2000, fieldError('too_long', 2000)).default(''),
    categoryId: z
      .number({ error: fieldError('required') })
      .int(fieldError('invalid_value'))
      .min(1, fieldError('required')),
    status: z.enum(productStatuses, { error: fieldError('invalid_choice') }),
    priceCents: amountSchema().int(fieldError('invalid_value')).min(1, fieldError('too_small', 0.01)),
    /** Optional sale price, below the price. */
    salePriceCents: amountSchema().int(fieldError('invalid_value')).nullable().default(null),
    chargeTax: z.boolean({ error: fieldError('invalid_value') }).default(true),
    stock: z
      .number({ error: fieldError('required') })
      .int(fieldError('not_integer'))
      .min(0, fieldError('too_small', 0))
      .max(1_000_000, fieldError('too_big', 1_000_000)),
    shipping: z.enum(shippingKinds, { error: fieldError('invalid_choice') }),
  })
  .superRefine((product, ctx) => {
    if (product.salePriceCents !== null && product.salePriceCents >= product.priceCents)
      ctx.addIssue({ code: 'custom', path: ['salePriceCents'], message: fieldError('sale_not_below_price') })
  })
export type ProductInput = z.infer<typeof productInputSchema>

export const productImageSchema = z.object({
  id: z.number().int(),
  fileName: z.string(),
  contentType: z.string(),
  size: z.number().int(),
})
export const productSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  sku: z.string(),
  description: z.string(),
  categoryId: z.number().int(),
  category: z.string(),
  status: z.enum(productStatuses),
  priceCents: z.number().int(),
  salePriceCents: z.number().int().nullable(),
  chargeTax: z.boolean(),
  stock: z.number().int(),
  shipping: z.enum(shippingKinds),
  images: z.array(productImageSchema),
  createdAt: z.string(),
})
export type Product = z.infer<typeof productSchema>
export const productParamsSchema = z.object({ id: idTextSchema() })
export const productImageParamsSchema = z.object({ id: idTextSchema(), imageId: idTextSchema() })
export const productListResponseSchema = z.object({
  products: z.array(productSchema),
  total: z.number().int(),
})

export const categorySortKeys = ['name', 'products', 'stockValue'] as const
export const categoryListQuerySchema = listQuerySchema(categorySortKeys)
export type CategoryListQuery = z.infer<typeof categoryListQuerySchema>
export const categoryInputSchema = z.object({
  name: name(60),
  description: multiLineText().trim().max(500, fieldError('too_long', 500)).default(''),
})
export type CategoryInput = z.infer<typeof categoryInputSchema>
export const categorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  /** Products in the category. */
  products: z.number().int(),
  /** Sum of price × stock of its published products, in cents: what its shelf is worth. */
  stockValue: z.number().int(),
})
export type Category = z.infer<typeof categorySchema>
export const categoryListResponseSchema = z.object({
  categories: z.array(categorySchema),
  total: z.number().int(),
})

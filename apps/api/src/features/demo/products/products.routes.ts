import fastifyMultipart from '@fastify/multipart'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import {
  categoryInputSchema,
  categoryListQuerySchema,
  categoryListResponseSchema,
  categorySchema,
  demoCatalogReader,
  demoPaths,
  fieldError,
  PRODUCT_IMAGE_MAX_BYTES,
  productImageParamsSchema,
  productImageSchema,
  productImageTypes,
  productInputSchema,
  productListResponseSchema,
  productParamsSchema,
  productSchema,
} from '@mesa/contracts'
import type { AppContext } from '../../../app-context'
import { demoCall } from '../demo-routes'
import { badRequest, emptyNotFound } from '../../../lib/http-errors'
import { receiveUpload, sendStoredFile } from '../../../lib/uploads'
import { principalOf } from '../../auth'
import {
  addProductImage,
  createCategory,
  createProduct,
  findProductImage,
  listCategories,
  loadProduct,
  recentProducts,
} from './products.service'

/** Spec §2: "product add (read Documentos)"; the store's writes take the same right. */
const access = demoCatalogReader

/** The demo store's products (add, with the Comercial fields and Files) and categories. */
export function registerProductRoutes(app: FastifyInstance, { db, storage }: AppContext) {
  app.register(async (scope) => {
    await scope.register(fastifyMultipart, {
      limits: { fileSize: PRODUCT_IMAGE_MAX_BYTES, files: 1, fields: 2, parts: 3, fieldSize: 256 },
    })
    const routes = scope.withTypeProvider<ZodTypeProvider>()
    routes.get(demoPaths.products, {
      ...demoCall(
        'The newest products (at most 5) and the count',
        { response: { 200: productListResponseSchema } },
        { access },
      ),
      handler: () => recentProducts(db),
    })
    routes.post(demoPaths.products, {
      ...demoCall(
        'Add a product (Producto and Comercial fields); a used SKU answers 409',
        { body: productInputSchema, response: { 201: productSchema } },
        { access, idempotent: true },
      ),
      handler: async (request, reply) => {
        const id = await createProduct(db, principalOf(request).userId, request.body)
        return reply.code(201).send((await loadProduct(db, id))!)
      },
    })
    routes.get(demoPaths.product, {
      ...demoCall(
        'One product',
        { params: productParamsSchema, response: { 200: productSchema } },
        { access },
      ),
      handler: async (request) => {
        const product = await loadProduct(db, request.params.id)
        if (!product) throw emptyNotFound()
        return product
      },
    })
    routes.post(demoPaths.productImages, {
      ...demoCall(
        'Upload an image of the product (multipart `file`): JPEG, PNG or WEBP up to 5 MB, at most 6',
        { params: productParamsSchema, response: { 201: productImageSchema } },
        { access },
      ),
      handler: async (request, reply) => {
        const productId = request.params.id
        if (!(await loadProduct(db, productId))) throw emptyNotFound()
        const upload = await receiveUpload(request, storage, {
          prefix: 'demo-products',
          maxBytes: PRODUCT_IMAGE_MAX_BYTES,
          allowedTypes: productImageTypes,
        })
        const image = await addProductImage(db, productId, upload)
        if (!image) {
          await storage.delete(upload.storageKey)
          throw badRequest({ file: [fieldError('too_many', 6)] })
        }
        const { id, fileName, contentType, size } = image
        return reply.code(201).send({ id, fileName, contentType, size })
      },
    })
    routes.get(demoPaths.productImage, {
      ...demoCall('Download an image of the product', { params: productImageParamsSchema }, { access }),
      handler: async (request, reply) => {
        const image = await findProductImage(db, request.params.id, request.params.imageId)
        const object = image ? await storage.get(image.storageKey) : null
        if (!image || !object) throw emptyNotFound()
        return sendStoredFile(reply, object, image)
      },
    })
    routes.get(demoPaths.productCategories, {
      ...demoCall(
        'Categories with product count and shelf value; q, sortBy name|products|stockValue, paging',
        { querystring: categoryListQuerySchema, response: { 200: categoryListResponseSchema } },
        { access },
      ),
      handler: (request) => listCategories(db, request.query),
    })
    routes.post(demoPaths.productCategories, {
      ...demoCall(
        'Add a category; a name already used answers 409',
        { body: categoryInputSchema, response: { 201: categorySchema } },
        { access, idempotent: true },
      ),
      handler: async (request, reply) =>
        reply.code(201).send(await createCategory(db, principalOf(request).userId, request.body)),
    })
  })
}

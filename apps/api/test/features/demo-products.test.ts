import { beforeAll, describe, expect, it } from 'vitest'
import type { Category, Product } from '@mesa/contracts'
import { describeDemoPagesOff } from '../helpers/demo-pages-off'
import { useTestApp } from '../helpers/use-test-app'
import { demoTokens } from '../helpers/demo-sign-in'

let admin: string
let client: string

const t = useTestApp()
beforeAll(async () => {
  ;[admin, client] = await demoTokens(t, ['admin', 'client'])
}, 240_000)

const categories = async (query = '') => {
  const response = await t.as(admin, { method: 'GET', url: `/api/apps/ecommerce/product-categories${query}` })
  expect(response.statusCode, response.body).toBe(200)
  return response.json<{ categories: Category[]; total: number }>()
}
const productCount = async () =>
  (await t.as(admin, { method: 'GET', url: '/api/apps/ecommerce/products' })).json<{ total: number }>().total

const valid = async () => ({
  name: 'Cubreasientos de piel',
  sku: 'ACC-PIEL-09',
  description: 'Juego completo',
  categoryId: (await categories('?q=accesorios')).categories[0]!.id,
  status: 'published',
  priceCents: 250_000,
  salePriceCents: 199_900,
  chargeTax: true,
  stock: 4,
  shipping: 'seller',
})

describe('demo product categories', () => {
  it('lists the seeded categories with product counts and the shelf value (price × stock, published)', async () => {
    const all = await categories('?itemsPerPage=-1')
    expect(all.total).toBe(6)
    // Llantas: 219 900 × 60 + 329 900 × 16 = 13 194 000 + 5 278 400 = 18 472 400 cents.
    expect(all.categories.find((c) => c.name === 'Llantas')).toMatchObject({
      products: 2,
      stockValue: 18_472_400,
    })
    expect(all.categories.find((c) => c.name === 'Limpieza')).toMatchObject({ products: 0, stockValue: 0 })
    const byValue = await categories('?sortBy=stockValue&orderBy=desc&itemsPerPage=5')
    expect(byValue.categories[0]!.name).toBe('Llantas')
    expect(byValue.categories).toHaveLength(5)
    expect(
      (await categories('?sortBy=name&orderBy=asc&page=2&itemsPerPage=5')).categories.map((c) => c.name),
    ).toEqual(['Seguridad'])
    expect((await categories('?q=REFACCION')).categories.map((c) => c.name)).toEqual(['Mantenimiento'])
  })

  it('adds a category (201); the same name again, in other case or accents, is a 409 on name', async () => {
    const created = await t.as(admin, {
      method: 'POST',
      url: '/api/apps/ecommerce/product-categories',
      payload: { name: 'Iluminación', description: 'Faros y focos' },
    })
    expect(created.statusCode, created.body).toBe(201)
    expect(created.json()).toMatchObject({ name: 'Iluminación', products: 0 })
    const again = await t.as(admin, {
      method: 'POST',
      url: '/api/apps/ecommerce/product-categories',
      payload: { name: 'ILUMINACION' },
    })
    expect(again.statusCode).toBe(409)
    expect(again.json().errors).toHaveProperty('name')
    expect((await categories('?q=ilumin')).total).toBe(1)
  })
})

describe('adding a product', () => {
  it('persists the Producto and Comercial fields (201) and reads back', async () => {
    const before = await productCount()
    const created = await t.as(admin, {
      method: 'POST',
      url: '/api/apps/ecommerce/products',
      payload: await valid(),
    })
    expect(created.statusCode, created.body).toBe(201)
    const product = created.json<Product>()
    expect(product).toMatchObject({
      sku: 'ACC-PIEL-09',
      category: 'Accesorios',
      priceCents: 250_000,
      images: [],
    })
    expect(await productCount()).toBe(before + 1)
    const read = await t.as(admin, { method: 'GET', url: `/api/apps/ecommerce/products/${product.id}` })
    expect(read.json()).toEqual(product)
  })

  it('answers 400 naming each wrong field, and writes nothing', async () => {
    const before = await productCount()
    const response = await t.as(admin, {
      method: 'POST',
      url: '/api/apps/ecommerce/products',
      payload: { name: 'x', sku: 'mal sku', status: 'sold', priceCents: 1.5, stock: -1, shipping: 'drone' },
    })
    expect(response.statusCode).toBe(400)
    expect(Object.keys(response.json().errors).sort()).toEqual(
      ['categoryId', 'name', 'priceCents', 'shipping', 'sku', 'status', 'stock'].sort(),
    )
    const sale = await t.as(admin, {
      method: 'POST',
      url: '/api/apps/ecommerce/products',
      payload: { ...(await valid()), sku: 'ACC-SALE-01', salePriceCents: 250_000 },
    })
    expect(sale.statusCode).toBe(400)
    expect(sale.json().errors.salePriceCents).toEqual(['sale_not_below_price'])
    const unknown = await t.as(admin, {
      method: 'POST',
      url: '/api/apps/ecommerce/products',
      payload: { ...(await valid()), sku: 'ACC-UNK-01', categoryId: 999_999 },
    })
    expect(unknown.statusCode).toBe(400)
    expect(unknown.json().errors).toHaveProperty('categoryId')
    expect(await productCount()).toBe(before)
  })

  it('refuses a SKU already used with 409 on sku', async () => {
    const response = await t.as(admin, {
      method: 'POST',
      url: '/api/apps/ecommerce/products',
      payload: { ...(await valid()), sku: 'LLA-205-16' },
    })
    expect(response.statusCode).toBe(409)
    expect(response.json().errors).toHaveProperty('sku')
  })

  it('needs read on Documentos (spec §2), on the server', async () => {
    const before = await productCount()
    const response = await t.as(client, {
      method: 'POST',
      url: '/api/apps/ecommerce/products',
      payload: await valid(),
    })
    expect(response.statusCode).toBe(403)
    expect(
      (await t.as(client, { method: 'GET', url: '/api/apps/ecommerce/product-categories' })).statusCode,
    ).toBe(403)
    expect(await productCount()).toBe(before)
  })
})

describe('product images (Files)', () => {
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  )
  const upload = (productId: number, body: Buffer, type: string, name = 'foto.png') => {
    const boundary = '----demo-boundary'
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`,
      ),
      body,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ])
    return t.as(admin, {
      method: 'POST',
      url: `/api/apps/ecommerce/products/${productId}/images`,
      payload,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    })
  }

  it('stores an image, lists it on the product and downloads the same bytes; refuses a PDF named .png', async () => {
    const product = (
      await t.as(admin, {
        method: 'POST',
        url: '/api/apps/ecommerce/products',
        payload: { ...(await valid()), sku: 'ACC-IMG-01' },
      })
    ).json<Product>()
    const stored = await upload(product.id, png, 'image/png')
    expect(stored.statusCode, stored.body).toBe(201)
    const image = stored.json<{ id: number }>()
    const read = (
      await t.as(admin, { method: 'GET', url: `/api/apps/ecommerce/products/${product.id}` })
    ).json<Product>()
    expect(read.images).toEqual([
      { id: image.id, fileName: 'foto.png', contentType: 'image/png', size: png.length },
    ])
    const download = await t.as(admin, {
      method: 'GET',
      url: `/api/apps/ecommerce/products/${product.id}/images/${image.id}`,
    })
    expect(download.statusCode).toBe(200)
    expect(download.rawPayload.equals(png)).toBe(true)

    const fake = await upload(product.id, Buffer.from('%PDF-1.4 not an image'), 'image/png')
    expect(fake.statusCode).toBe(400)
    expect(fake.json().errors).toHaveProperty('file')
    expect((await upload(product.id, Buffer.from('%PDF-1.4'), 'application/pdf', 'a.pdf')).statusCode).toBe(
      400,
    )
    expect(
      (
        await t.as(admin, { method: 'GET', url: `/api/apps/ecommerce/products/${product.id}` })
      ).json<Product>().images,
    ).toHaveLength(1)
    expect((await upload(999_999, png, 'image/png')).statusCode).toBe(404)
  })
})

describeDemoPagesOff('every store route answers 404', [
  ['GET', '/api/apps/ecommerce/products'],
  ['POST', '/api/apps/ecommerce/products'],
  ['GET', '/api/apps/ecommerce/products/1'],
  ['POST', '/api/apps/ecommerce/products/1/images'],
  ['GET', '/api/apps/ecommerce/products/1/images/1'],
  ['GET', '/api/apps/ecommerce/product-categories'],
  ['POST', '/api/apps/ecommerce/product-categories'],
])

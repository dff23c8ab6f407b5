import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import * as contracts from '../index'

/**
 * List answers that keep another shape, each with its reason: the spec names it (§7 "calls"), or it
 * lives under /api/apps/* or the demo pages, outside /api/v1.
 */
const keptShapes: Record<string, string> = {
  allyListResponseSchema: 'POST /api/v1/allies/list: the spec names products and total',
  userListResponseSchema: '/api/apps/users: the spec names users, totalUsers, totalPages and page',
  invoiceListResponseSchema: '/api/apps/invoice: the spec names invoices and totalInvoices',
  emailListResponseSchema: '/api/apps/email: the spec names emails and emailsMeta',
  permissionListResponseSchema: '/api/apps/permissions: the spec names permissions and totalPermissions',
  orderListResponseSchema: '/api/apps/ecommerce/orders: the spec names orders and total',
  customerListResponseSchema: '/api/apps/ecommerce/customers: the spec names customers and total',
  reviewListResponseSchema: '/api/apps/ecommerce/reviews: the spec names reviews and total',
  referralListResponseSchema: '/api/apps/ecommerce/referrals: the spec names referrals and total',
  vehicleListResponseSchema: '/api/apps/logistics/vehicles: the spec names vehicles and totalVehicles',
  projectListResponseSchema: '/api/dashboard/analytics/projects: the spec names projects and totalProjects',
  productListResponseSchema: '/api/apps/ecommerce/products: a demo app outside /api/v1',
  categoryListResponseSchema: '/api/apps/ecommerce/product-categories: a demo app outside /api/v1',
  courseListResponseSchema: '/api/apps/academy/courses: a demo app outside /api/v1',
  calendarEventListSchema: '/api/apps/calendar/events: a demo app outside /api/v1',
}

/** Every list answer the contracts declare, found by the naming rule `<name>List[Response]Schema`. */
const listResponseSchemas = Object.entries(contracts).filter(([name]) =>
  /ListResponseSchema$|ListSchema$/.test(name),
)

describe('the /api/v1 list envelope (issue 37)', () => {
  it('finds the list answers by name', () => {
    expect(listResponseSchemas.length).toBeGreaterThan(30)
    for (const name of Object.keys(keptShapes)) expect(contracts).toHaveProperty(name)
  })

  it.each(listResponseSchemas.filter(([name]) => !(name in keptShapes)))(
    '%s answers {items, total}',
    (_, schema) => {
      expect(schema).toBeInstanceOf(z.ZodObject)
      const shape = (schema as z.ZodObject).shape
      expect(shape.items).toBeInstanceOf(z.ZodArray)
      expect(shape.total).toBeInstanceOf(z.ZodNumber)
    },
  )

  it('listEnvelope keeps the extra figures beside items and total', () => {
    const schema = contracts.listEnvelope(z.object({ id: z.number() }), { sumCents: z.number().int() })
    expect(schema.parse({ items: [{ id: 1 }], total: 1, sumCents: 5 })).toEqual({
      items: [{ id: 1 }],
      total: 1,
      sumCents: 5,
    })
  })
})

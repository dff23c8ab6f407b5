import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import {
  customerDetailSchema,
  customerIdParamsSchema,
  customerListQuerySchema,
  customerListResponseSchema,
  demoPaths,
  idParams,
  orderListQuerySchema,
  orderListResponseSchema,
  orderSchema,
  referralListQuerySchema,
  referralListResponseSchema,
  reviewListQuerySchema,
  reviewListResponseSchema,
} from '@mesa/contracts'
import type { Database } from '../../../db/client'
import { demoCall } from '../demo-routes'
import { emptyNotFound } from '../../../lib/http-errors'
import {
  deleteOrder,
  deleteReview,
  findCustomer,
  findOrder,
  listCustomers,
  listOrders,
  listReferrals,
  listReviews,
} from './ecommerce.service'

/** Spec §7 e-commerce calls of the demo area: any signed-in user works on its sample data. */
export function registerEcommerceRoutes(app: FastifyInstance, db: Database) {
  const routes = app.withTypeProvider<ZodTypeProvider>()

  routes.get(demoPaths.orders, {
    ...demoCall('Demo orders: q over customer, e-mail, order number; sort and paging', {
      querystring: orderListQuerySchema,
      response: { 200: orderListResponseSchema },
    }),
    handler: (request) => listOrders(db, request.query),
  })
  routes.get(demoPaths.order, {
    ...demoCall('One demo order', { params: idParams, response: { 200: orderSchema } }),
    handler: async (request) => {
      const order = await findOrder(db, request.params.id)
      if (!order) throw emptyNotFound()
      return order
    },
  })
  routes.delete(demoPaths.order, {
    ...demoCall('Delete a demo order: 204 always (spec §7)', { params: idParams }),
    handler: async (request, reply) => {
      await deleteOrder(db, request.params.id)
      return reply.code(204).send()
    },
  })

  routes.get(demoPaths.customers, {
    ...demoCall('Demo customers: q over customer, country, e-mail; sort and paging', {
      querystring: customerListQuerySchema,
      response: { 200: customerListResponseSchema },
    }),
    handler: (request) => listCustomers(db, request.query),
  })
  routes.get(demoPaths.customer, {
    ...demoCall('A demo customer by customerId, with status and contact; 404 with an empty body', {
      params: customerIdParamsSchema,
      response: { 200: customerDetailSchema },
    }),
    handler: async (request) => {
      const customer = await findCustomer(db, request.params.id)
      if (!customer) throw emptyNotFound()
      return customer
    },
  })

  routes.get(demoPaths.reviews, {
    ...demoCall("Demo reviews: status ('All' = any), q over product, reviewer, e-mail, head, para", {
      querystring: reviewListQuerySchema,
      response: { 200: reviewListResponseSchema },
    }),
    handler: (request) => listReviews(db, request.query),
  })
  routes.delete(demoPaths.review, {
    ...demoCall('Delete a demo review: 204, or 404 with an empty body', { params: idParams }),
    handler: async (request, reply) => {
      if (!(await deleteReview(db, request.params.id))) throw emptyNotFound()
      return reply.code(204).send()
    },
  })

  routes.get(demoPaths.referrals, {
    ...demoCall('Demo referrals: sort and paging', {
      querystring: referralListQuerySchema,
      response: { 200: referralListResponseSchema },
    }),
    handler: (request) => listReferrals(db, request.query),
  })
}

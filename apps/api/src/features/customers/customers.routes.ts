import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import {
  customerRecordDetailSchema,
  customerRecordEditor,
  customerRecordListQuerySchema,
  customerRecordListResponseSchema,
  customerRecordParamsSchema,
  customerRecordPaths,
  customerRecordReader,
  customerRecordUpdateSchema,
} from '@mesa/contracts'
import type { AppContext } from '../../app-context'
import { principalOf } from '../auth'
import { customerDetail, listCustomers, loadCustomer, updateCustomer } from './customers.service'

const tags = ['customers']

/** Customers (issue 16): the desk's list and edit; kept in step with captures by a stage hook (customers.hooks.ts). */
export function registerCustomerRoutes(app: FastifyInstance, { db }: AppContext) {
  const routes = app.withTypeProvider<ZodTypeProvider>()

  routes.get(customerRecordPaths.list, {
    config: { access: customerRecordReader },
    schema: {
      tags,
      summary: 'Customers of the applications the caller sees: q, state, sort, paging',
      querystring: customerRecordListQuerySchema,
      response: { 200: customerRecordListResponseSchema },
    },
    handler: async (request) => listCustomers(db, request.query, principalOf(request)),
  })

  routes.get(customerRecordPaths.item, {
    config: { access: customerRecordReader },
    schema: {
      tags,
      summary: 'A customer with contact data, addresses and applications',
      params: customerRecordParamsSchema,
      response: { 200: customerRecordDetailSchema },
    },
    handler: async (request) => {
      const viewer = principalOf(request)
      return customerDetail(db, await loadCustomer(db, request.params.id, viewer), viewer)
    },
  })

  routes.put(customerRecordPaths.item, {
    config: { access: customerRecordEditor },
    schema: {
      tags,
      summary: 'Correct names, phones, e-mails and addresses (audited before/after); `version` guards',
      params: customerRecordParamsSchema,
      body: customerRecordUpdateSchema,
      response: { 200: customerRecordDetailSchema },
    },
    handler: async (request) => {
      const viewer = principalOf(request)
      const row = await loadCustomer(db, request.params.id, viewer)
      await updateCustomer(db, row, viewer.userId, request.body)
      return customerDetail(db, await loadCustomer(db, row.id, viewer), viewer)
    },
  })
}

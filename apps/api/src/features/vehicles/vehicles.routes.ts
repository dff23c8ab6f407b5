import fastifyMultipart from '@fastify/multipart'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import {
  applicationParamsSchema,
  applicationPurchaseSchema,
  applicationVinSchema,
  purchaseInputSchema,
  purchaseReader,
  purchaseWorker,
  rulesAllow,
  updateVinRecordSchema,
  vehiclePaths,
  vinAdminReader,
  vinCreator,
  vinEditor,
  vinListQuerySchema,
  vinListResponseSchema,
  vinParamsSchema,
  vinReader,
  vinRecordInputSchema,
  vinRecordSchema,
  type Permission,
} from '@mesa/contracts'
import type { AppContext } from '../../app-context'
import { emptyNotFound } from '../../lib/http-errors'
import { receiveUpload, sendStoredFile, UPLOAD_MAX_BYTES } from '../../lib/uploads'
import { recordSensitiveRead } from '../audit'
import { principalOf } from '../auth'
import { loadPermittedApplication } from '../credit-applications'
import { applicationPurchase, attachReceipt, findPurchase, savePurchase } from './purchases'
import { announceVinChange } from './vin-events'
import { applicationVin, linkVin, unlinkVin } from './vin-links'
import { listVinRecords } from './vin-list'
import { createVinRecord, loadVinRecord, updateVinRecord } from './vin-records'

const tags = ['vehicles']
const allows = (permission: Permission) => (rules: Parameters<typeof rulesAllow>[0]) =>
  rulesAllow(rules, permission)

/** VIN records (spec §2 "VIN add, edit by {id} (read Admin), list (read vin)") and the file's vin and purchase tabs. */
export function registerVehicleRoutes(app: FastifyInstance, { db, storage }: AppContext) {
  app.register(async (scope) => {
    await scope.register(fastifyMultipart, {
      limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 2, parts: 3, fieldSize: 1024 },
    })
    const routes = scope.withTypeProvider<ZodTypeProvider>()

    routes.get(vehiclePaths.vins, {
      config: { access: vinReader },
      schema: {
        tags,
        summary: 'VIN records: search, sort, the "alertas" filter (financed twice)',
        querystring: vinListQuerySchema,
        response: { 200: vinListResponseSchema },
      },
      handler: async (request) => listVinRecords(db, principalOf(request), request.query),
    })

    routes.post(vehiclePaths.vins, {
      config: { access: vinCreator },
      schema: {
        tags,
        summary: 'Add a VIN record (check digit verified, model year and manufacturer decoded)',
        body: vinRecordInputSchema,
        response: { 201: vinRecordSchema },
      },
      handler: async (request, reply) => {
        const record = await createVinRecord(db, request.body, principalOf(request))
        // Once committed: the open VIN screens in scope refetch (a live event).
        await announceVinChange(db, record.id)
        return reply.code(201).send(record)
      },
    })

    routes.get(vehiclePaths.vin, {
      config: { access: { anyOf: [vinAdminReader, vinReader] } },
      schema: {
        tags,
        summary: 'One VIN record with the applications it is linked to',
        params: vinParamsSchema,
        response: { 200: vinRecordSchema },
      },
      handler: async (request) => loadVinRecord(db, request.params.id, principalOf(request)),
    })

    routes.put(vehiclePaths.vin, {
      config: { access: vinEditor },
      schema: {
        tags,
        summary: 'Edit a VIN record (409 on a stale version)',
        params: vinParamsSchema,
        body: updateVinRecordSchema,
        response: { 200: vinRecordSchema },
      },
      handler: async (request) => {
        const record = await updateVinRecord(db, request.params.id, request.body, principalOf(request))
        await announceVinChange(db, record.id)
        return record
      },
    })

    routes.get(vehiclePaths.applicationVin, {
      config: { access: vinReader },
      schema: {
        tags,
        summary: "The application's VIN record (or its vehicle to start one from)",
        params: applicationParamsSchema,
        response: { 200: applicationVinSchema },
      },
      handler: async (request) => {
        const principal = principalOf(request)
        const row = await loadPermittedApplication(db, principal, request.params, allows(vinReader))
        return applicationVin(db, row, principal)
      },
    })

    routes.put(vehiclePaths.applicationVin, {
      config: { access: { anyOf: [vinCreator, vinEditor] } },
      schema: {
        tags,
        summary: 'Link the application to the record of a VIN, creating it if none exists',
        params: applicationParamsSchema,
        body: vinRecordInputSchema,
        response: { 200: applicationVinSchema },
      },
      handler: async (request) => {
        const principal = principalOf(request)
        const row = await loadPermittedApplication(db, principal, request.params, () => true)
        return linkVin(db, row, request.body, principal)
      },
    })

    routes.delete(vehiclePaths.applicationVin, {
      config: { access: vinEditor },
      schema: {
        tags,
        summary: 'Unlink the application from its VIN record (the record stays)',
        params: applicationParamsSchema,
        response: { 200: applicationVinSchema },
      },
      handler: async (request) => {
        const principal = principalOf(request)
        const row = await loadPermittedApplication(db, principal, request.params, () => true)
        return unlinkVin(db, row, principal)
      },
    })

    routes.get(vehiclePaths.applicationPurchase, {
      config: { access: purchaseReader },
      schema: {
        tags,
        summary: 'The purchase from the dealer and its consistency with the amount financed',
        params: applicationParamsSchema,
        response: { 200: applicationPurchaseSchema },
      },
      handler: async (request) => {
        const row = await loadPermittedApplication(
          db,
          principalOf(request),
          request.params,
          allows(purchaseReader),
        )
        return applicationPurchase(db, row)
      },
    })

    routes.put(vehiclePaths.applicationPurchase, {
      config: { access: purchaseWorker },
      schema: {
        tags,
        summary: 'Record or correct the purchase (version null the first time; 409 when stale)',
        params: applicationParamsSchema,
        body: purchaseInputSchema,
        response: { 200: applicationPurchaseSchema },
      },
      handler: async (request) => {
        const principal = principalOf(request)
        const row = await loadPermittedApplication(db, principal, request.params, allows(purchaseWorker))
        return savePurchase(db, row, request.body, principal.userId)
      },
    })

    routes.post(vehiclePaths.purchaseReceipt, {
      config: { access: purchaseWorker },
      schema: {
        tags,
        summary: 'Upload the down-payment receipt (multipart `file`: PDF, JPEG, PNG or WEBP up to 10 MB)',
        params: applicationParamsSchema,
        response: { 200: applicationPurchaseSchema },
      },
      handler: async (request) => {
        const principal = principalOf(request)
        const row = await loadPermittedApplication(db, principal, request.params, allows(purchaseWorker))
        const upload = await receiveUpload(request, storage, { prefix: 'purchases' })
        return attachReceipt(db, storage, row, upload, principal.userId)
      },
    })

    routes.get(vehiclePaths.purchaseReceipt, {
      config: { access: purchaseReader },
      schema: { tags, summary: 'Download the down-payment receipt', params: applicationParamsSchema },
      handler: async (request, reply) => {
        const principal = principalOf(request)
        const row = await loadPermittedApplication(db, principal, request.params, allows(purchaseReader))
        const purchase = await findPurchase(db, row.id)
        const object = purchase?.receiptStorageKey ? await storage.get(purchase.receiptStorageKey) : null
        if (!purchase || !object) throw emptyNotFound()
        await recordSensitiveRead(db, {
          actorUserId: principal.userId,
          action: 'purchase.receipt.download',
          entityType: 'credit_application',
          entityId: row.id,
        })
        return sendStoredFile(reply, object, {
          fileName: purchase.receiptFileName ?? 'recibo',
          contentType: purchase.receiptContentType ?? 'application/octet-stream',
        })
      },
    })
  })
}

import type { FastifyInstance, FastifyReply } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import {
  accountingManager,
  accountingReader,
  packageFileParamsSchema,
  packageFileSchema,
  periodPackagePaths,
  periodPackagesResponseSchema,
  periodParamsSchema,
  polizasRequestQuerySchema,
} from '@mesa/contracts'
import type { AppContext } from '../../app-context'
import { principalOf } from '../auth'
import { listPackages, packageFile, packageZip } from './period-package'
import { polizasForRequest, storeComplementaryBalanza } from './sat-requests'

const tags = ['accounting']

/** A package's file as a download under its own (SAT) name, exactly its bytes. */
const sendPackageFile = (reply: FastifyReply, file: { name: string; mediaType: string; content: Buffer }) =>
  reply
    .type(file.mediaType)
    .header('content-disposition', `attachment; filename="${file.name}"`)
    .send(file.content)

/** The closed months' packages (issue 34 item 4): the list, each stored file, and a month's files zipped. */
export function registerPeriodPackageRoutes(scope: FastifyInstance, { db }: AppContext) {
  const routes = scope.withTypeProvider<ZodTypeProvider>()

  routes.get(periodPackagePaths.packages, {
    config: { access: accountingReader },
    schema: {
      tags,
      summary: "The closed months' packages: trial balance, journal and the SAT's XML files",
      response: { 200: periodPackagesResponseSchema },
    },
    handler: async () => listPackages(db),
  })

  routes.get(periodPackagePaths.file, {
    config: { access: accountingReader },
    schema: {
      tags,
      summary: "One file of a closed month's package, exactly as the close stored it",
      params: packageFileParamsSchema,
    },
    handler: async (request, reply) =>
      sendPackageFile(reply, await packageFile(db, request.params.period, request.params.name)),
  })

  routes.get(periodPackagePaths.zip, {
    config: { access: accountingReader },
    schema: {
      tags,
      summary: "Every file of a closed month's package in one ZIP",
      params: periodParamsSchema,
    },
    handler: async (request, reply) => {
      const zip = await packageZip(db, request.params.period)
      return reply
        .type('application/zip')
        .header('content-disposition', `attachment; filename="paquete-contable-${request.params.period}.zip"`)
        .send(zip)
    },
  })

  routes.get(periodPackagePaths.polizas, {
    config: { access: accountingReader },
    schema: {
      tags,
      summary:
        "The month's pólizas for a request of the SAT: AF/FC with its NumOrden, DE/CO with its NumTramite (XSD-valid)",
      params: periodParamsSchema,
      querystring: polizasRequestQuerySchema,
    },
    handler: async (request, reply) =>
      sendPackageFile(reply, await polizasForRequest(db, request.params.period, request.query)),
  })

  routes.post(periodPackagePaths.complementaryBalanza, {
    config: { access: accountingManager },
    schema: {
      tags,
      summary:
        "Store a closed month's complementaria balanza (TipoEnvio C, FechaModBal) once events of it were booked later",
      params: periodParamsSchema,
      response: { 201: packageFileSchema },
    },
    handler: async (request, reply) =>
      reply
        .code(201)
        .send(await storeComplementaryBalanza(db, request.params.period, principalOf(request).userId)),
  })
}

import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import {
  accountingReader,
  packageFileParamsSchema,
  periodPackagePaths,
  periodPackagesResponseSchema,
  periodParamsSchema,
} from '@mesa/contracts'
import type { AppContext } from '../../app-context'
import { listPackages, packageFile, packageZip } from './period-package'

const tags = ['accounting']

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
    handler: async (request, reply) => {
      const file = await packageFile(db, request.params.period, request.params.name)
      return reply
        .type(file.mediaType)
        .header('content-disposition', `attachment; filename="${file.name}"`)
        .send(file.content)
    },
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
}

import fastifyMultipart from '@fastify/multipart'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  applicationParamsSchema,
  contractFileSchema,
  contractListQuerySchema,
  contractListResponseSchema,
  contractParamsSchema,
  contractPaths,
  contractReader,
  contractSchema,
  contractWriters,
  generateContractResponseSchema,
} from '@mesa/contracts'
import type { AppContext } from '../../app-context'
import { emptyNotFound } from '../../lib/http-errors'
import { UPLOAD_MAX_BYTES, receiveUpload, sendStoredFile } from '../../lib/uploads'
import { principalOf } from '../auth'
import { loadApplication } from '../credit-applications'
import { checkSignatureFields, signContract } from './contract-signing'
import { toContract } from './contract-rows'
import { listContracts } from './contracts-list'
import {
  STORAGE_PREFIX,
  contractFile,
  contractPdfOf,
  generateContract,
  loadContract,
} from './contracts.service'

const tags = ['contracts']
const writers = { anyOf: contractWriters }

/** The loan contract (issue 15): generated from the authorised terms, versioned PDFs, signature with its scan. */
export function registerContractRoutes(app: FastifyInstance, { db, storage }: AppContext) {
  app.register(async (scope) => {
    await scope.register(fastifyMultipart, {
      limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 4, parts: 5, fieldSize: 1024 },
    })
    const routes = scope.withTypeProvider<ZodTypeProvider>()

    routes.get(contractPaths.list, {
      config: { access: contractReader },
      schema: {
        tags,
        summary:
          'Contracts within the caller’s scope: q (folio, applicant, number), status, product, ally, dates',
        querystring: contractListQuerySchema,
        response: { 200: contractListResponseSchema },
      },
      handler: async (request) => listContracts(db, request.query, principalOf(request)),
    })

    routes.get(contractPaths.ofApplication, {
      config: { access: contractReader },
      schema: {
        tags,
        summary: "The application's contract: the live version, every version and the schedule",
        params: applicationParamsSchema,
        response: { 200: contractFileSchema },
      },
      handler: async (request) => {
        const row = await loadApplication(db, request.params.origin, request.params.id, principalOf(request))
        return contractFile(db, row)
      },
    })

    routes.post(contractPaths.ofApplication, {
      config: { access: writers },
      schema: {
        tags,
        summary: 'Generate the contract from the authorised terms (201 a new version; 200 when unchanged)',
        params: applicationParamsSchema,
        response: { 200: generateContractResponseSchema, 201: generateContractResponseSchema },
      },
      handler: async (request, reply) => {
        const principal = principalOf(request)
        const row = await loadApplication(db, request.params.origin, request.params.id, principal)
        const answer = await generateContract(db, storage, row, principal)
        return reply.code(answer.created ? 201 : 200).send(answer)
      },
    })

    routes.get(contractPaths.detail, {
      config: { access: contractReader },
      schema: {
        tags,
        summary: 'One contract version with every version of its application (the support view)',
        params: contractParamsSchema,
        response: { 200: contractFileSchema.extend({ contract: contractSchema }) },
      },
      handler: async (request) => {
        const principal = principalOf(request)
        const row = await loadContract(db, request.params.contractId, principal)
        return { ...(await contractFile(db, row.application)), contract: toContract(row) }
      },
    })

    routes.get(contractPaths.pdf, {
      config: { access: contractReader },
      schema: {
        tags,
        summary: 'The PDF of a contract version',
        params: contractParamsSchema,
        response: { 200: z.any() },
      },
      handler: async (request, reply) => {
        const row = await loadContract(db, request.params.contractId, principalOf(request))
        const object = await contractPdfOf(db, storage, row)
        const fileName = `${row.contract.number}-v${row.contract.version}.pdf`
        return sendStoredFile(reply, object, { fileName, contentType: 'application/pdf' })
      },
    })

    routes.post(contractPaths.sign, {
      config: { access: writers },
      schema: {
        tags,
        summary: 'Record the signature (multipart: signedOn, version, then the signed scan as file)',
        params: contractParamsSchema,
        response: { 200: contractSchema },
      },
      handler: async (request) => {
        const principal = principalOf(request)
        const row = await loadContract(db, request.params.contractId, principal)
        let fields: ReturnType<typeof checkSignatureFields> | undefined
        const scan = await receiveUpload(request, storage, {
          prefix: STORAGE_PREFIX,
          beforeStore: (sent) => {
            fields = checkSignatureFields(sent, row)
          },
        })
        try {
          await signContract(db, row, fields!, scan, principal)
        } catch (error) {
          await storage.delete(scan.storageKey)
          throw error
        }
        return toContract(await loadContract(db, row.contract.id, principal))
      },
    })

    routes.get(contractPaths.signedScan, {
      config: { access: contractReader },
      schema: {
        tags,
        summary: 'The signed scan of a contract',
        params: contractParamsSchema,
        response: { 200: z.any() },
      },
      handler: async (request, reply) => {
        const row = await loadContract(db, request.params.contractId, principalOf(request))
        const { scanKey, scanFileName, scanContentType } = row.contract
        const object = scanKey ? await storage.get(scanKey) : null
        if (!object || !scanFileName || !scanContentType) throw emptyNotFound()
        return sendStoredFile(reply, object, { fileName: scanFileName, contentType: scanContentType })
      },
    })
  })
}

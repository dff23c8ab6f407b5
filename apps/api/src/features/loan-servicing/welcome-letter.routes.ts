import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { type AbilityRule, applicationParamsSchema, type CreditProduct, loanPaths } from '@mesa/contracts'
import type { Database } from '../../db/client'
import type { RouteAccess } from '../../lib/route-access'
import type { ApplicationRow } from '../credit-applications'
import type { LoanRead } from './loan-read'
import { welcomeLetterOf } from './welcome-letter'
import { renderWelcomeLetterPdf } from './welcome-letter-pdf'

type LoanReadOf = (
  request: FastifyRequest,
  params: { origin: CreditProduct; id: number },
  allowed: (rules: AbilityRule[]) => boolean,
) => Promise<{ application: ApplicationRow; read: LoanRead }>

/** The welcome letter (issue 35): whoever reads the loan prints it, in the loan's row scope. */
export function registerWelcomeLetterRoute(
  scope: FastifyInstance,
  db: Database,
  loanReadOf: LoanReadOf,
  reader: (origin: CreditProduct) => (rules: AbilityRule[]) => boolean,
  anyDetailReader: RouteAccess,
) {
  scope.withTypeProvider<ZodTypeProvider>().get(loanPaths.welcomeLetter, {
    config: { access: anyDetailReader },
    schema: {
      tags: ['loan-servicing'],
      summary: "The loan's welcome letter as a PDF: terms, CLABE, payment reference and its Code 128 barcode",
      params: applicationParamsSchema,
    },
    handler: async (request, reply) => {
      const { application, read } = await loanReadOf(request, request.params, reader(request.params.origin))
      const letter = await welcomeLetterOf(db, application, read)
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="carta-de-bienvenida-${letter.folio}.pdf"`)
        .send(await renderWelcomeLetterPdf(letter))
    },
  })
}

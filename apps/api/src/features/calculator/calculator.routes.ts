import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import {
  calculatorPaths,
  DEFAULT_PERIODICITY,
  quoteRequestSchema,
  quoteResponseSchema,
  type QuoteResponse,
} from '@mesa/contracts'
import { quoteLoan } from '../../lending'

const toCents = (pesos: number) => Math.round(pesos * 100)
const toPesos = (cents: number) => cents / 100
const toBps = (percent: number) => Math.round(percent * 100)

/** POST /api/v1/calculator/quote: the engine in pesos and percents (the web calculator and API callers). */
export function registerCalculatorRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post(calculatorPaths.quote, {
    // Pure arithmetic on the caller's own figures: no records are read, so any signed-in user may quote.
    config: { access: 'signed-in' },
    schema: {
      tags: ['calculator'],
      summary:
        'Quote a loan: French amortisation monthly, twice a month, every two weeks or weekly, IVA on interest and fees, CAT without IVA',
      body: quoteRequestSchema,
      response: { 200: quoteResponseSchema },
    },
    handler: async (request): Promise<QuoteResponse> => {
      const body = request.body
      const amountCents = toCents(body.amount)
      const periodicity = body.periodicity ?? DEFAULT_PERIODICITY
      // The schema guarantees one of the two (and that they agree when both are given).
      const termPeriods = (body.termPeriods ?? body.termMonths)!
      const quote = quoteLoan({
        amountCents,
        annualRateBps: toBps(body.annualRatePct),
        termMonths: termPeriods,
        periodicity,
        openingFeeBps: toBps(body.openingFeePct),
        insuranceMonthlyCents: toCents(body.insuranceMonthly ?? 0),
        ...(body.firstDueDate ? { firstDueDate: body.firstDueDate } : {}),
      })
      const downPaymentCents = body.downPayment === undefined ? undefined : toCents(body.downPayment)
      return {
        periodicity,
        termPeriods,
        payment: toPesos(quote.paymentCents),
        paymentWithIva: toPesos(quote.paymentWithIvaCents),
        openingFee: toPesos(quote.openingFeeCents),
        openingFeeIva: toPesos(quote.openingFeeIvaCents),
        netDisbursed: toPesos(quote.netDisbursedCents),
        totalInterest: toPesos(quote.totalInterestCents),
        totalIva: toPesos(quote.totalIvaCents),
        totalInsurance: toPesos(quote.totalInsuranceCents),
        totalPaid: toPesos(quote.totalPaidCents),
        catPct: quote.catPct,
        ...(downPaymentCents === undefined
          ? {}
          : { loanToValuePct: Math.round((amountCents / (amountCents + downPaymentCents)) * 1000) / 10 }),
        schedule: quote.schedule.map((row) => ({
          n: row.n,
          ...(row.date ? { date: row.date } : {}),
          payment: toPesos(row.paymentCents),
          interest: toPesos(row.interestCents),
          iva: toPesos(row.ivaCents),
          principal: toPesos(row.principalCents),
          insurance: toPesos(row.insuranceCents),
          total: toPesos(row.totalCents),
          balance: toPesos(row.balanceCents),
        })),
      }
    },
  })
}

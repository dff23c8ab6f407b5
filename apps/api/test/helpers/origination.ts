import { eq, sql } from 'drizzle-orm'
import { expect } from 'vitest'
import {
  approvalPaths,
  contractPaths,
  funderPaths,
  fundingPaths,
  type Funder,
  type FundingDetail,
} from '@mesa/contracts'
import { committeeVotes, creditApplications, creditBureauPulls, incomeMatrices } from '../../src/db/schema'
import { samplePdf } from '../../src/lib/sample-pdf'
import { approve, type App, type useCommitteeApp } from './committee'
import { multipart } from './field-visits'

type Committee = ReturnType<typeof useCommitteeApp>
const fill = (path: string, params: Record<string, string | number>) =>
  path.replace(/:(\w+)/g, (_, name: string) => String(params[name]))
const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Mexico_City' })
export const today = () => day.format(new Date())

/**
 * Issue 30's walk of an application from deliberación to the money, through the API as each role does it:
 * the committee votes, the authoriser signs off terms, the contract is generated and signed, treasury
 * assigns a line and disburses. Fixtures (price, requested amount, score) are set on the row first, as the
 * issue's examples state them.
 */
export function originationSteps(c: Committee) {
  const db = () => c.t.database.db
  const folioOf = async (app: App) =>
    (
      await db()
        .select({ folio: creditApplications.folio })
        .from(creditApplications)
        .where(eq(creditApplications.id, app.id))
    )[0]!.folio
  const steps = {
    /** The vehicle's price and the requested amount (and term) the committee will decide on. */
    async setFile(app: App, figures: { priceCents: number; requestedCents: number }) {
      const [row] = await db().select().from(creditApplications).where(eq(creditApplications.id, app.id))
      const data = row!.productData as { vehicle: object; terms: object }
      const year = Number(today().slice(0, 4))
      await db()
        .update(creditApplications)
        .set({
          requestedAmountCents: figures.requestedCents,
          productData: {
            ...data,
            // A new vehicle: the policy's smallest down payment applies.
            vehicle: { ...data.vehicle, priceCents: figures.priceCents, year },
            terms: { ...data.terms, requestedAmountCents: figures.requestedCents },
          },
        })
        .where(eq(creditApplications.id, app.id))
    },
    async setScore(app: App, score: number | null) {
      await db()
        .update(creditBureauPulls)
        .set({
          score,
          report: sql`jsonb_set(${creditBureauPulls.report}, '{general,score}', ${JSON.stringify(score)}::jsonb)`,
        })
        .where(eq(creditBureauPulls.applicationId, app.id))
    },
    async move(app: App, transition: 'advance' | 'return', who = 'admin') {
      const { version } = (await c.as('admin', 'GET', c.base(app))).json()
      return c.as(who, 'POST', `${c.base(app)}/transitions`, {
        transition,
        data: {},
        version,
        ...(transition === 'return' ? { reason: 'Corregir el expediente' } : {}),
      })
    },
    async stageOf(app: App) {
      return (await c.as('admin', 'GET', c.base(app))).json().stage as string
    },
    /** Three approving votes and into autorización. */
    async approveAndAdvance(app: App) {
      for (const who of ['comite', 'comite2', 'comite3']) {
        const vote = await c.vote(who, app, approve)
        expect(vote.statusCode, vote.body).toBe(201)
      }
      const moved = await steps.move(app, 'advance')
      expect(moved.statusCode, moved.body).toBe(200)
    },
    authorise: async (app: App, terms: object, who = 'admin') => {
      const current = (await c.as('admin', 'GET', `${c.base(app)}/authorisation`)).json().current
      return c.as(who, 'POST', `${c.base(app)}/authorisation`, {
        annualRateBps: 1_800,
        termMonths: 36,
        openingFeeBps: 200,
        insuranceMonthlyCents: 0,
        firstDueDate: null,
        supersedes: current?.id ?? null,
        ...terms,
      })
    },
    /** Generates the contract of the terms in force and, unless told, records its signature. */
    async contract(app: App, signed = true) {
      const url = fill(contractPaths.ofApplication, { origin: app.product, id: app.id })
      const generated = await c.as('admin', 'POST', url)
      expect(generated.statusCode, generated.body).toBeLessThan(300)
      const { contract } = generated.json() as { contract: { id: number; version: number } }
      if (!signed) return contract
      const answer = await c.t.as(c.tokens.admin!, {
        method: 'POST',
        url: fill(contractPaths.sign, { contractId: contract.id }),
        ...multipart(
          { signedOn: today(), version: String(contract.version) },
          { name: 'firmado.pdf', type: 'application/pdf', bytes: samplePdf('Contrato firmado') },
        ),
      })
      expect(answer.statusCode, answer.body).toBeLessThan(300)
      return contract
    },
    funding: async (app: App, who = 'admin') =>
      (
        await c.as(who, 'GET', fill(fundingPaths.application, { folio: await folioOf(app) }))
      ).json() as FundingDetail,
    /** Treasury assigns the own-funds line (no rules) for the authorised amount. */
    async assign(app: App, who = 'tesoreria') {
      const funders = (await c.as('admin', 'GET', funderPaths.funders)).json().items as Funder[]
      const own = funders.find((funder) => funder.name === 'Fondo Propio')!.lines[0]!.id
      const current = (await steps.funding(app)).assignment?.id ?? null
      return c.as(who, 'POST', fill(fundingPaths.assignment, { folio: await folioOf(app) }), {
        lineId: own,
        replaces: current,
      })
    },
    async disburse(app: App, amountCents: number, reference: string, who = 'tesoreria') {
      const assignment = (await steps.funding(app)).assignment!
      return c.as(who, 'POST', fill(fundingPaths.disbursement, { folio: await folioOf(app) }), {
        assignmentId: assignment.id,
        amountCents,
        disbursedOn: today(),
        speiReference: reference,
      })
    },
    async cancelDisbursement(app: App, reference: string, who = 'tesoreria') {
      const disbursement = (await steps.funding(app)).disbursement!
      return c.as(who, 'POST', fill(fundingPaths.disbursementCancellation, { folio: await folioOf(app) }), {
        disbursementId: disbursement.id,
        returnReference: reference,
        returnedOn: today(),
        reason: 'El aliado devolvió la transferencia',
      })
    },
    /** An income matrix as the analyst verified it, written before the committee looks at the file. */
    async verifiedIncome(app: App, acceptedIncomeCents: number) {
      await db().delete(incomeMatrices).where(eq(incomeMatrices.applicationId, app.id))
      await db()
        .insert(incomeMatrices)
        .values({
          applicationId: app.id,
          months: ['2026-07', '2026-08', '2026-09'],
          sources: [
            {
              kind: 'payroll',
              description: 'Nómina',
              amountsCents: [acceptedIncomeCents, acceptedIncomeCents, acceptedIncomeCents],
            },
          ],
          acceptedIncomeCents,
          acceptedMethod: 'analyst',
          householdExpensesCents: 500_000,
          note: '',
        })
    },
    /** The second person's approval of the funding request waiting on the application (four eyes). */
    async approvePending(app: App, who = 'tesoreria2') {
      const pending = (await steps.funding(app)).pendingApproval!
      return c.as(who, 'POST', fill(approvalPaths.approve, { id: pending.id }), { version: pending.version })
    },
    /** Asked by one treasurer, approved by the second. */
    async disburseApproved(app: App, amountCents: number, reference: string) {
      const asked = await steps.disburse(app, amountCents, reference)
      expect(asked.statusCode, asked.body).toBe(202)
      const approved = await steps.approvePending(app)
      expect(approved.statusCode, approved.body).toBe(200)
    },
    votesOn: (app: App) => db().$count(committeeVotes, eq(committeeVotes.applicationId, app.id)),
  }
  return steps
}

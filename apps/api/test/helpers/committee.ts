import { inflateSync } from 'node:zlib'
import { and, eq, inArray, sql } from 'drizzle-orm'
import { afterAll, beforeAll, expect } from 'vitest'
import {
  committeeDecisions,
  committeeVotes,
  creditApplications,
  creditBureauPulls,
  incomeMatrices,
} from '../../src/db/schema'
import { createTestApp, type TestApp } from './test-app'
import { signInDemo } from '../helpers/demo-sign-in'

export type App = { id: number; product: string }

export const approve = { vote: 'approve' }
export const withConditions = {
  vote: 'approve_with_conditions',
  conditions: [{ kind: 'co_signer', text: 'Obligado solidario con ingresos comprobables' }],
}
export const reject = { vote: 'reject', rejectReasons: ['insufficient_capacity'] }

/**
 * The credit-decision tests' app: the demo seed with the committee's three members and others signed in, and
 * the auto applications in deliberación (`fresh`) cleared of votes and income matrices, so each rule starts
 * from an application nobody voted on whose debt-to-income is not in play (it is tested apart).
 */
export function useCommitteeApp() {
  const c = {
    t: undefined as unknown as TestApp,
    tokens: {} as Record<string, string>,
    fresh: [] as App[],
    base: (app: App) => `/api/v1/credit-applications/${app.product}/${app.id}`,
    as: (who: string, method: 'GET' | 'POST', url: string, payload?: object) =>
      c.t.as(c.tokens[who]!, { method, url, ...(payload ? { payload } : {}) }),
    vote: (who: string, app: App, body: object) => c.as(who, 'POST', `${c.base(app)}/committee/votes`, body),
    blockers: async (app: App) =>
      (await c.as('admin', 'GET', c.base(app)))
        .json()
        .allowedTransitions.find((option: { transition: string }) => option.transition === 'advance')
        ?.blockedBy as string[],
    votesOn: (app: App) => c.t.database.db.$count(committeeVotes, eq(committeeVotes.applicationId, app.id)),
    decisionsOn: (app: App) =>
      c.t.database.db.$count(committeeDecisions, eq(committeeDecisions.applicationId, app.id)),
    /** Three committee votes that approve (the second with a condition unless told), then into autorización. */
    decideAndAdvance: async (app: App, conditions = true) => {
      await c.vote('comite', app, approve)
      await c.vote('comite2', app, conditions ? withConditions : approve)
      await c.vote('comite3', app, approve)
      const { version } = (await c.as('admin', 'GET', c.base(app))).json()
      const moved = await c.as('admin', 'POST', `${c.base(app)}/transitions`, {
        transition: 'advance',
        data: {},
        version,
      })
      expect(moved.statusCode, moved.body).toBe(200)
    },
    /** Terms that fit the auto policy for the application's vehicle. */
    fittingTerms: async (app: App) => {
      const [row] = await c.t.database.db
        .select({ productData: creditApplications.productData })
        .from(creditApplications)
        .where(eq(creditApplications.id, app.id))
      const { vehicle } = row!.productData as { vehicle: { priceCents: number } }
      return {
        amountCents: 200_000_00,
        downPaymentCents: Math.ceil(vehicle.priceCents * 0.35),
        annualRateBps: 1_800,
        termMonths: 36,
        openingFeeBps: 200,
        insuranceMonthlyCents: 950_00,
        firstDueDate: '2027-01-15',
        supersedes: null as number | null,
      }
    },
  }

  beforeAll(async () => {
    c.t = await createTestApp()
    await signInDemo(c.t, c.tokens, ['admin', 'comite', 'comite2', 'comite3', 'analista'])
    c.fresh = await c.t.database.db
      .select({ id: creditApplications.id, product: creditApplications.product })
      .from(creditApplications)
      .where(and(eq(creditApplications.stage, 'deliberacion'), eq(creditApplications.product, 'auto')))
      .orderBy(creditApplications.id)
    const ids = c.fresh.map((app) => app.id)
    await c.t.database.db.delete(committeeVotes).where(inArray(committeeVotes.applicationId, ids))
    await c.t.database.db.delete(incomeMatrices).where(inArray(incomeMatrices.applicationId, ids))
    // Their applicants clear the policy's minimum BC Score (issue 30; the minimum is tested apart).
    await c.t.database.db
      .update(creditBureauPulls)
      .set({
        score: 700,
        report: sql`jsonb_set(${creditBureauPulls.report}, '{general,score}', '700'::jsonb)`,
      })
      .where(inArray(creditBureauPulls.applicationId, ids))
    expect(c.fresh.length).toBeGreaterThanOrEqual(9)
  }, 120_000)

  afterAll(async () => {
    await c.t.close()
  })
  return c
}

/** The text a PDF shows: its compressed content streams inflated, the strings of each TJ/Tj joined. */
export function pdfText(pdf: Buffer) {
  const raw = pdf.toString('latin1')
  const streams = [...raw.matchAll(/stream\r?\n([\s\S]*?)endstream/g)].map((match) => {
    try {
      return inflateSync(Buffer.from(match[1]!, 'latin1')).toString('latin1')
    } catch {
      return ''
    }
  })
  const hex = (text: string) => Buffer.from(text, 'hex').toString('latin1')
  return streams
    .flatMap((content) => [...content.matchAll(/\[(.*?)\]\s*TJ|<([0-9a-fA-F]*)>\s*Tj/g)])
    .map((match) =>
      (match[1] ?? `<${match[2]}>`).replace(/<([0-9a-fA-F]*)>|[^<]+/g, (_, h) => (h ? hex(h) : '')),
    )
    .join('\n')
}

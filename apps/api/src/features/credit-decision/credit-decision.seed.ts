import { and, eq, inArray, sql } from 'drizzle-orm'
import {
  secondDemoAccounts,
  workingStages,
  type ConditionInput,
  type CreditProduct,
  type Stage,
} from '@mesa/contracts'
import type { Database, Transaction } from '../../db/client'
import { applicationRecords } from '../credit-applications'
import { roleDirectory } from '../roles'
import { addStaffAccounts, userDirectory } from '../users'
import { hashPassword } from '../auth'
import { addMonths, quoteLoan } from '../../lending'
import { rateWithinPolicy } from '../credit-policy'
import { quoteFiguresOf } from './authorisation'
import { loanTermsOf } from './loan-terms'
import { tally } from './committee'
import {
  committeeDecisions,
  committeeVotes,
  decisionConditions,
  termAuthorisations,
} from './credit-decision.schema'
import { authorityLimitOf, committeeRule, policyInForce, type PolicyVersion } from './policy-rules'

const HOUR = 3_600_000
/** The policy's quorum is three: the demo committee has three members (same password as comite@demo.com). */
const committeeAccounts = [secondDemoAccounts.comite2, secondDemoAccounts.comite3]
const pastDeliberation = workingStages.slice(workingStages.indexOf('autorizacion')) as readonly Stage[]

async function ensureCommitteeMembers(db: Database) {
  const [role] = await db
    .select({ id: roleDirectory.id })
    .from(roleDirectory)
    .where(eq(roleDirectory.name, 'comite'))
  if (!role) return []
  for (const account of committeeAccounts) {
    const [exists] = await db
      .select({ id: userDirectory.id })
      .from(userDirectory)
      .where(eq(userDirectory.email, account.email))
    if (exists) continue
    await addStaffAccounts(db, [
      {
        email: account.email,
        fullName: account.fullName,
        username: account.email.split('@')[0]!,
        passwordHash: await hashPassword(account.password),
        roleId: role.id,
        emailVerifiedAt: new Date('2026-01-01T00:00:00Z'),
        company: 'Mesa Crédito Automotriz',
      },
    ])
  }
  const emails = ['comite@demo.com', ...committeeAccounts.map((account) => account.email)]
  const rows = await db
    .select({ id: userDirectory.id, email: userDirectory.email })
    .from(userDirectory)
    .where(inArray(userDirectory.email, emails))
  return emails.map((email) => rows.find((row) => row.email === email)?.id).filter((id) => id !== undefined)
}

interface SeedApplication {
  id: number
  product: CreditProduct
  stage: Stage
  stageEnteredAt: Date
  productData: unknown
}

type Ballot = { vote: 'approve' | 'approve_with_conditions'; conditions: ConditionInput[] }

/** The votes of an application, by its position: most approve plainly, every third sets conditions. */
function ballotsFor(n: number, downPaymentCents: number): Ballot[] {
  const plain: Ballot = { vote: 'approve', conditions: [] }
  if (n % 3 !== 1) return [plain, plain, plain]
  return [
    plain,
    {
      vote: 'approve_with_conditions',
      conditions: [
        {
          kind: 'larger_down_payment',
          value: downPaymentCents,
          text: 'Acreditar el enganche en la cuenta del aliado.',
        },
        { kind: 'co_signer', value: null, text: 'Obligado solidario con ingresos comprobables.' },
      ],
    },
    plain,
  ]
}

/**
 * The committee's demo records, deterministic by application id and idempotent (an application with votes is left
 * alone): in deliberación none, one or two votes (no quorum yet); from autorización on three votes and the
 * decision (every third with conditions), and the terms authorised for those past autorización and for every
 * third one in it. In autorización some conditions stay unmet, so its gates show both ways.
 */
export async function seedCreditDecision(db: Database) {
  const members = await ensureCommitteeMembers(db)
  if (members.length < 3) return
  const [admin] = await db
    .select({ id: userDirectory.id })
    .from(userDirectory)
    .where(eq(userDirectory.email, 'admin@demo.com'))
  const rows = (await db
    .select({
      id: applicationRecords.id,
      product: applicationRecords.product,
      stage: applicationRecords.stage,
      stageEnteredAt: applicationRecords.stageEnteredAt,
      productData: applicationRecords.productData,
    })
    .from(applicationRecords)
    .where(
      and(
        inArray(applicationRecords.stage, ['deliberacion', ...pastDeliberation]),
        sql`not exists (select 1 from ${committeeVotes} where ${committeeVotes.applicationId} = ${applicationRecords.id})`,
      ),
    )
    .orderBy(applicationRecords.id)) as SeedApplication[]
  const policies = new Map<CreditProduct, PolicyVersion>()
  for (const row of rows) {
    // By id, not by position among the rows still to seed: a second run picks the same pattern (adds nothing).
    const n = row.id
    if (!policies.has(row.product)) policies.set(row.product, await policyInForce(db, row.product))
    const policy = policies.get(row.product)!
    const { terms } = row.productData as { terms: { downPaymentCents: number } }
    // Decided a day before the application entered its stage (deliberación came first).
    const at = (hours: number) => new Date(row.stageEnteredAt.getTime() + (hours - 24) * HOUR)
    const ballots = ballotsFor(n, terms.downPaymentCents)
    await db.transaction(async (tx) => {
      if (row.stage === 'deliberacion') {
        const cast = n % 3
        for (let index = 0; index < cast; index++)
          await castSeedVote(tx, row, members[index]!, ballots[index]!, at(index + 24))
        return
      }
      for (const [index, ballot] of ballots.entries())
        await castSeedVote(tx, row, members[index]!, ballot, at(index + 1))
      const conditions = ballots.flatMap((ballot) => ballot.conditions).length
      const rule = committeeRule(policy)
      await tx.insert(committeeDecisions).values({
        applicationId: row.id,
        policyVersionId: rule.policyVersionId,
        ...tally(
          ballots.map((ballot) => ({ ...ballot, rejectReasons: [] })),
          rule.majorityBps,
          conditions,
        ),
        decidedAt: at(3),
      })
      const inAuthorisation = row.stage === 'autorizacion'
      // In autorización the co-signer is still being looked for; later stages met every condition.
      await tx
        .update(decisionConditions)
        .set({
          metAt: at(12),
          metByUserId: members[0]!,
          evidence: 'Verificado en el expediente.',
          version: 2,
        })
        .where(
          and(
            eq(decisionConditions.applicationId, row.id),
            inAuthorisation ? eq(decisionConditions.kind, 'larger_down_payment') : sql`true`,
          ),
        )
      if (!inAuthorisation || n % 3 === 2)
        await authoriseSeedTerms(tx, row, policy, [members[0]!, admin?.id], at(20))
    })
  }
}

async function castSeedVote(
  tx: Transaction,
  row: SeedApplication,
  voterUserId: number,
  ballot: Ballot,
  castAt: Date,
) {
  const [vote] = await tx
    .insert(committeeVotes)
    .values({
      applicationId: row.id,
      voterUserId,
      vote: ballot.vote,
      castAt,
      notes: 'Perfil dentro de política.',
    })
    .returning({ id: committeeVotes.id })
  if (ballot.conditions.length > 0)
    await tx
      .insert(decisionConditions)
      .values(
        ballot.conditions.map((condition) => ({ ...condition, applicationId: row.id, voteId: vote!.id })),
      )
}

/** The proposal's terms within the policy; the committee member signs up to the role's limit, else the admin. */
async function authoriseSeedTerms(
  tx: Transaction,
  row: SeedApplication,
  policy: PolicyVersion,
  [member, admin]: [number, number | undefined],
  authorisedAt: Date,
) {
  const { terms } = row.productData as {
    terms: {
      requestedAmountCents: number
      downPaymentCents: number
      termMonths: number
      annualRateBps: number
    }
  }
  const rules = policy.terms
  const amountCents = Math.min(
    Math.max(terms.requestedAmountCents, rules.minAmountCents),
    rules.maxAmountCents,
  )
  const termMonths = Math.min(Math.max(terms.termMonths, rules.minTermMonths), rules.maxTermMonths)
  const authorised = {
    amountCents,
    downPaymentCents: terms.downPaymentCents,
    annualRateBps: rateWithinPolicy(policy, terms.annualRateBps),
    termMonths,
    periodicity: 'monthly' as const,
    termPeriods: termMonths,
    openingFeeBps: rules.openingFeeBps,
    insuranceMonthlyCents: row.product === 'moto' ? 0 : 95_000,
    firstDueDate: addMonths(authorisedAt.toISOString().slice(0, 10), 1),
  }
  const limit = authorityLimitOf(policy, 'comite') ?? 0
  const authorisedByUserId = amountCents > limit && admin !== undefined ? admin : member
  await tx.insert(termAuthorisations).values({
    ...authorised,
    applicationId: row.id,
    policyVersionId: policy.id,
    quote: quoteFiguresOf(quoteLoan(loanTermsOf(authorised))),
    authorisedByUserId,
    authorisedAt,
  })
}

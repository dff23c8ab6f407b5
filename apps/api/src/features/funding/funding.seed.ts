import { businessToday, demoAccounts, secondDemoAccounts } from '@mesa/contracts'
import { asc, eq, inArray } from 'drizzle-orm'
import type { FunderKind, LineRules } from '@mesa/contracts'
import type { Database, Executor } from '../../db/client'
import { applicationRecords } from '../credit-applications'
import { roleDirectory } from '../roles'
import { addStaffAccounts, userDirectory } from '../users'
import { hashPassword } from '../auth'
import { candidateOf, disbursementFigures } from './candidate'
import { failedRules } from './eligibility'
import { beneficiaryOf } from './funding-records'
import { fundingAssignments, fundingDisbursements, fundingLines, funders } from './funding.schema'
import { seedLineMovements } from './line-movements.seed'

const HOUR = 3_600_000
const PESOS = 100

interface SeedLine {
  name: string
  amountPesos: number
  annualRateBps: number
  termMonths: number
  /** Years before and after this one the line runs; BBVA's ended last year. */
  from: number
  to: number
  active?: boolean
  rules: LineRules
}
const demoFunders: Array<{
  name: string
  kind: FunderKind
  contactName: string
  contactEmail: string
  lines: SeedLine[]
}> = [
  {
    name: 'Banorte',
    kind: 'bank',
    contactName: 'Mariana Treviño Garza',
    contactEmail: 'fondeo.automotriz@banorte.example',
    lines: [
      {
        name: 'Línea revolvente automotriz',
        amountPesos: 150_000_000,
        annualRateBps: 1_250,
        termMonths: 60,
        from: -1,
        to: 1,
        rules: {
          products: ['auto', 'seminuevo'],
          maxAmountCents: 1_200_000 * PESOS,
          minScore: 620,
          maxVehicleAgeYears: 10,
        },
      },
    ],
  },
  {
    name: 'Nacional Financiera (NAFIN)',
    kind: 'development_bank',
    contactName: 'Jorge Ochoa Lugo',
    contactEmail: 'intermediarios@nafin.example',
    lines: [
      {
        name: 'Programa de movilidad',
        amountPesos: 100_000_000,
        annualRateBps: 1_050,
        termMonths: 60,
        from: -1,
        to: 2,
        rules: {
          products: ['auto', 'moto'],
          maxAmountCents: 600_000 * PESOS,
          minScore: 580,
          maxVehicleAgeYears: 3,
        },
      },
    ],
  },
  {
    name: 'BBVA México',
    kind: 'bank',
    contactName: 'Ana Sofía Ibarra',
    contactEmail: 'banca.empresas@bbva.example',
    lines: [
      {
        name: 'Línea 2025',
        amountPesos: 50_000_000,
        annualRateBps: 1_350,
        termMonths: 48,
        from: -1,
        to: -1,
        rules: { products: ['auto'], maxAmountCents: 900_000 * PESOS, minScore: 650, maxVehicleAgeYears: 5 },
      },
    ],
  },
  {
    name: 'Fondo Propio',
    kind: 'own',
    contactName: 'Tesorería Mesa',
    contactEmail: 'tesoreria@mesa.example',
    lines: [
      {
        name: 'Capital propio',
        amountPesos: 80_000_000,
        annualRateBps: 1_100,
        termMonths: 72,
        from: -1,
        to: 1,
        rules: {
          products: ['auto', 'seminuevo', 'moto'],
          maxAmountCents: null,
          minScore: null,
          maxVehicleAgeYears: null,
        },
      },
    ],
  },
]

const treasurer = demoAccounts.find((account) => account.role === 'tesoreria')!

/**
 * Treasury (issue 30): tesoreria@demo.com records the demo's disbursements and a second treasurer approves
 * them (four eyes); same password. Answers both ids (null when the role is missing: a custom install).
 */
async function ensureTreasurers(db: Executor) {
  const [role] = await db
    .select({ id: roleDirectory.id })
    .from(roleDirectory)
    .where(eq(roleDirectory.name, 'tesoreria'))
  if (role)
    await addStaffAccounts(db, [
      {
        fullName: secondDemoAccounts.tesoreria2.fullName,
        email: secondDemoAccounts.tesoreria2.email,
        username: 'tesoreria2',
        passwordHash: await hashPassword(secondDemoAccounts.tesoreria2.password),
        roleId: role.id,
        emailVerifiedAt: new Date('2026-01-01T00:00:00Z'),
        company: 'Mesa Crédito Automotriz',
      },
    ])
  return treasurerIds(db)
}

/** The two demo treasurers' ids (null for one missing). */
async function treasurerIds(db: Executor) {
  const rows = await db
    .select({ id: userDirectory.id, email: userDirectory.email })
    .from(userDirectory)
    .where(inArray(userDirectory.email, [treasurer.email, secondDemoAccounts.tesoreria2.email]))
  const idOf = (email: string) => rows.find((row) => row.email === email)?.id ?? null
  return { recorder: idOf(treasurer.email), approver: idOf(secondDemoAccounts.tesoreria2.email) }
}

/** The demo's funders and lines; the first of them (by the order above) whose rules pass takes a credit. */
async function ensureFunders(db: Executor, year: number) {
  for (const funder of demoFunders) {
    const [created] = await db
      .insert(funders)
      .values({
        name: funder.name,
        kind: funder.kind,
        contactName: funder.contactName,
        contactEmail: funder.contactEmail,
      })
      .returning({ id: funders.id })
    await db.insert(fundingLines).values(
      funder.lines.map((line) => ({
        funderId: created!.id,
        name: line.name,
        amountCents: line.amountPesos * PESOS,
        annualRateBps: line.annualRateBps,
        termMonths: line.termMonths,
        validFrom: `${year + line.from}-01-01`,
        validTo: `${year + line.to}-12-31`,
        active: line.active ?? true,
        rules: line.rules,
      })),
    )
  }
  return db.select().from(fundingLines).orderBy(asc(fundingLines.id))
}

/**
 * Funding of the demo (issue 15), deterministic and idempotent (nothing once a funder exists): four funders
 * (two banks, a development bank whose program takes new cars and motorcycles, the lender's own funds, and a
 * bank line that ended last year), every application past fondeo assigned to the first line whose rules it
 * passes and disbursed by SPEI to its ally's CLABE (paid-off ones repaid), and in fondeo every fourth (by id)
 * assigned and every eighth also disbursed, the rest pending. One transaction: an interrupted seed leaves no
 * funder behind, so the next start seeds it whole instead of skipping a half-written one.
 */
/**
 * `loanDates`: the day each application's loan was disbursed (the loans seed runs first), handed in by the demo
 * seed so that the disbursement matches the loan (loan servicing reads funding, never the other way round).
 */
export async function seedFunding(
  database: Database,
  loanDates: ReadonlyMap<number, string> = new Map(),
  now = new Date(),
) {
  if ((await database.$count(funders)) === 0)
    await database.transaction((tx) => seedFundingIn(tx, loanDates, now))
  // Issue 34: the lines' drawdowns and a repayment (a demo seeded before them gets them at its next start).
  await seedLineMovements(database, await treasurerIds(database))
}

async function seedFundingIn(db: Executor, loanDates: ReadonlyMap<number, string>, now: Date) {
  const today = businessToday(now)
  const lines = await ensureFunders(db, Number(today.slice(0, 4)))
  const treasury = await ensureTreasurers(db)
  const rows = await db
    .select()
    .from(applicationRecords)
    .where(inArray(applicationRecords.stage, ['fondeo', 'poliza', 'activo', 'liquidada']))
    .orderBy(asc(applicationRecords.id))
  for (const row of rows) {
    const inFondeo = row.stage === 'fondeo'
    if (inFondeo && row.id % 4 !== 0) continue
    const { candidate, terms } = await candidateOf(db, row)
    if (!candidate || !terms) continue
    // Judged on the seed's own running use, so the demo never overdraws a line either.
    const line = lines.find((option) => failedRules(option, candidate, today).length === 0)
    if (!line) continue
    const assignedAt = new Date(row.stageEnteredAt.getTime() - (inFondeo ? 2 : 30) * HOUR)
    const disbursed = !inFondeo || row.id % 8 === 0
    const repaid = row.stage === 'liquidada'
    const [assignment] = await db
      .insert(fundingAssignments)
      .values({
        applicationId: row.id,
        lineId: line.id,
        amountCents: candidate.amountCents,
        authorisationId: terms.authorisationId,
        status: repaid ? 'repaid' : 'active',
        assignedAt,
        assignedByUserId: row.ownerUserId,
        releasedAt: repaid ? row.stageEnteredAt : null,
      })
      .returning({ id: fundingAssignments.id })
    if (!repaid) {
      line.usedCents += candidate.amountCents
      await db.update(fundingLines).set({ usedCents: line.usedCents }).where(eq(fundingLines.id, line.id))
    }
    if (!disbursed) continue
    const beneficiary = await beneficiaryOf(db, row.allyId)
    if (!beneficiary.clabe || beneficiary.problem) continue
    const disbursedOn =
      loanDates.get(row.id) ??
      new Date(Math.min(assignedAt.getTime() + 4 * HOUR, now.getTime())).toISOString().slice(0, 10)
    const figures = disbursementFigures(terms)
    await db.insert(fundingDisbursements).values({
      assignmentId: assignment!.id,
      applicationId: row.id,
      amountCents: figures.disbursementCents,
      authorisationId: terms.authorisationId,
      openingFeeCents: figures.openingFeeCents,
      openingFeeIvaCents: figures.openingFeeIvaCents,
      disbursedOn,
      speiReference: `MESA${disbursedOn.replaceAll('-', '')}${String(row.folio).padStart(8, '0')}`,
      beneficiaryClabe: beneficiary.clabe,
      beneficiaryBank: beneficiary.bankName ?? beneficiary.bankCode ?? '',
      beneficiaryName: beneficiary.holderName ?? beneficiary.allyName,
      recordedAt: new Date(assignedAt.getTime() + 4 * HOUR),
      recordedByUserId: treasury.recorder ?? row.ownerUserId,
      approvedByUserId: treasury.approver,
    })
  }
}

import { asc, inArray } from 'drizzle-orm'
import { checkNames, type CheckName } from '@mesa/contracts'
import type { Database } from '../../db/client'
import { applicationRecords as applications } from '../credit-applications'
import { automatedChecks, blacklistEntries } from './automated-checks.schema'
import { latestReports } from '../credit-bureau'
import type { CheckOutcome } from './check-provider'
import { checkDocumentsOf, evaluateCheck } from './checks.runner'
import { normalizeName } from './fuzzy-names'

const PAST_ANALYSIS = [
  'analisis',
  'validacion',
  'visita',
  'deliberacion',
  'autorizacion',
  'contrato',
  'fondeo',
  'poliza',
  'activo',
  'liquidada',
] as const

/**
 * Demo blacklist and check results. The list holds a few barred people, among them the CURP of one
 * application in análisis and a name written a little differently from another's (a fuzzy hit). Every
 * application at or past análisis gets the twelve checks computed as the job would, offline (no OCR of the
 * sample PDFs, no DNS). Deterministic; does nothing once any check exists.
 */
export async function seedAutomatedChecks(db: Database) {
  if ((await db.$count(automatedChecks)) > 0) return
  const rows = await db
    .select()
    .from(applications)
    .where(inArray(applications.stage, [...PAST_ANALYSIS]))
    .orderBy(asc(applications.id))
  if (rows.length === 0) return
  const inAnalysis = rows.filter((row) => row.stage === 'analisis')
  const barred = inAnalysis[2]
  const lookalike = inAnalysis[4]
  const entries: Array<typeof blacklistEntries.$inferInsert> = [
    { kind: 'rfc', value: 'FRAU800101AB1', reason: 'Documentación apócrifa presentada en 2024' },
    { kind: 'phone', value: '5599887766', reason: 'Teléfono usado en solicitudes fraudulentas' },
    { kind: 'email', value: 'cuentas.rapidas@example.com', reason: 'Correo de un gestor no autorizado' },
    { kind: 'name', value: 'ROGELIO FRAUSTO MENDIETA', reason: 'Suplantación de identidad denunciada' },
  ]
  if (barred)
    entries.push({
      kind: 'curp',
      value: barred.curp,
      reason: 'Crédito anterior en quebranto con la financiera',
    })
  if (lookalike) {
    const { firstNames, lastName1, lastName2 } = lookalike.applicant
    // The same person with a typo in the first surname: the fuzzy name match finds them.
    const typo = lastName1.length > 3 ? lastName1.slice(0, -2) + lastName1.slice(-1) : `${lastName1}Z`
    entries.push({
      kind: 'name',
      value: normalizeName(`${firstNames} ${typo} ${lastName2}`),
      reason: 'Fraude documental en otra financiera',
    })
  }
  await db.insert(blacklistEntries).values(entries).onConflictDoNothing()

  const documents = await checkDocumentsOf(
    db,
    rows.map((row) => row.id),
  )
  const signal = new AbortController().signal
  const barredList = await db.select().from(blacklistEntries)
  const reports = await latestReports(
    db,
    rows.map((row) => row.id),
  )
  const values: Array<typeof automatedChecks.$inferInsert> = []
  for (const application of rows) {
    const bureau = reports.get(application.id) ?? null
    const results = new Map<CheckName, CheckOutcome & { overridden: boolean }>()
    const finishedAt = application.stageEnteredAt
    for (const name of checkNames) {
      const outcome = await evaluateCheck(name, {
        db,
        storage: null,
        application,
        documents: documents.filter((doc) => doc.applicationId === application.id),
        bureau,
        results,
        blacklist: async () => barredList,
        signal,
        offline: true,
      })
      results.set(name, {
        ...outcome,
        overridden:
          application.stage !== 'analisis' && (outcome.status === 'failed' || outcome.status === 'error'),
      })
      // Files past análisis got there: an analyst overrode what failed.
      const overridden =
        application.stage !== 'analisis' && (outcome.status === 'failed' || outcome.status === 'error')
      const override = overridden
        ? { overrideReason: 'Aclarado en análisis con documentación adicional', overriddenAt: finishedAt }
        : {}
      values.push({
        applicationId: application.id,
        name,
        status: outcome.status,
        findings: outcome.findings,
        startedAt: finishedAt,
        finishedAt,
        ...override,
      })
    }
  }
  for (let i = 0; i < values.length; i += 200)
    await db
      .insert(automatedChecks)
      .values(values.slice(i, i + 200))
      .onConflictDoNothing()
}

import { asc, eq } from 'drizzle-orm'
import { personFullName } from '@mesa/contracts'
import type { Database } from '../../db/client'
import { applicationRecords } from '../credit-applications'
import { importList } from './list-imports'
import { pldThresholds } from './pld.schema'
import { screenApplication } from './subject-screening'

/** The name with the last letter of its longest word doubled: one typo, so the demo's alert is a fuzzy match (90). */
function withTypo(name: string) {
  const words = name.split(' ')
  const longest = words.reduce((best, word, index) => (word.length > words[best]!.length ? index : best), 0)
  words[longest] = `${words[longest]}${words[longest]!.slice(-1)}`
  return words.join(' ')
}

/**
 * The demo's money-laundering prevention (issue 36): the threshold at a dated rate, a small UIF list and a
 * PEP list of fictitious people, and one of them near the first captured applicant's name, so the queue
 * holds an open alert for the compliance officer. Idempotent: the same files import once, alerts once.
 */
export async function seedPld(db: Database) {
  await db
    .insert(pldThresholds)
    .values({ effectiveOn: '2026-01-01', thresholdUsdCents: 750_000, pesosPerDollarTenThousandths: 185_000 })
    .onConflictDoNothing()
  const [captured] = await db
    .select({ id: applicationRecords.id, applicant: applicationRecords.applicant })
    .from(applicationRecords)
    .where(eq(applicationRecords.stage, 'captura'))
    .orderBy(asc(applicationRecords.id))
    .limit(1)
  const near = captured ? withTypo(personFullName(captured.applicant)) : 'NOMBRE DE EJEMPLO'
  const uif = [
    'ID,NOMBRE,TIPO_PERSONA,RFC,CURP,FECHA_NACIMIENTO,ALIAS,MOTIVO,FECHA_INCLUSION',
    'LPB-0001,Aurelio Bastida Quintanar,FISICA,,,1971-03-14,El Contador,Acuerdo de bloqueo (ficticio),2026-02-10',
    `LPB-0002,${near},FISICA,,,,,Acuerdo de bloqueo (ficticio),2026-03-01`,
    'LPB-0003,Comercializadora Ficticia del Bajío S.A. de C.V.,MORAL,CFB100101AB1,,,,Acuerdo de bloqueo (ficticio),2026-03-01',
  ].join('\n')
  const pep = [
    'ID,NOMBRE,CARGO,DEPENDENCIA,FECHA_NACIMIENTO,RFC,CURP,ALIAS',
    'PEP-001,Leonor Villaseñor Arriaga,Presidenta municipal (ficticia),Municipio de Ejemplo,1968-07-22,,,',
  ].join('\n')
  await importList(
    db,
    null,
    'uif_lpb',
    {
      publishedOn: '2026-03-01',
      source: 'Demo: lista ficticia en el formato de archivo que documenta Mesa',
    },
    { file: { fileName: 'lpb-demo.csv', bytes: Buffer.from(uif) } },
  )
  await importList(
    db,
    null,
    'pep',
    { publishedOn: '2026-03-01', source: 'Demo: lista ficticia de personas políticamente expuestas' },
    { file: { fileName: 'pep-demo.csv', bytes: Buffer.from(pep) } },
  )
  if (captured) await screenApplication(db, captured.id, 'capture')
}

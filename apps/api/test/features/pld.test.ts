import { readFileSync } from 'node:fs'
import path from 'node:path'
import { and, eq, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import type { PldAlertDetail, PldAlertListResponse, PldListImportResult } from '@mesa/contracts'
import {
  auditEvents,
  loanPayments,
  loans,
  pldAlerts,
  pldListEntries,
  pldListImports,
  pldReports,
} from '../../src/db/schema'
import { screenPayer } from '../../src/features/pld'
import { signInDemo } from '../helpers/demo-sign-in'
import { firstInStage } from '../helpers/stage-rows'
import { useTestApp } from '../helpers/use-test-app'

/**
 * Issue 36, money-laundering prevention: the lists imported from files (idempotent), screening at capture,
 * the alerts an officer dismisses (with a reason) or escalates, the disbursement held by a blocked-list hit,
 * the payer door, the cash threshold and the relevant operations.
 */
const t = useTestApp()
const tokens: Record<string, string> = {}
beforeAll(() => signInDemo(t, tokens, ['admin', 'cumplimiento', 'supervisor', 'ventas', 'cobranza']))

const fixture = (name: string) => readFileSync(path.join(__dirname, '../fixtures/pld', name))

type Part = { name: string; value: string } | { name: string; fileName: string; bytes: Buffer }

function multipart(parts: Part[]) {
  const boundary = '----mesa-pld'
  const chunks = parts.flatMap((part) =>
    'bytes' in part
      ? [
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.fileName}"\r\nContent-Type: text/csv\r\n\r\n`,
          ),
          part.bytes,
          Buffer.from('\r\n'),
        ]
      : [
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`,
          ),
        ],
  )
  return {
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]),
  }
}

const fields = (publishedOn = '2026-03-15') => [
  { name: 'publishedOn', value: publishedOn },
  { name: 'source', value: 'Archivo de prueba del equipo' },
]

const upload = (who: string, list: string, parts: Part[]) =>
  t.as(tokens[who]!, { method: 'POST', url: `/api/v1/pld/lists/${list}/imports`, ...multipart(parts) })

const get = (who: string, url: string) => t.as(tokens[who]!, { method: 'GET', url })
const post = (who: string, url: string, payload: object) =>
  t.as(tokens[who]!, { method: 'POST', url, payload })

const importsOf = async (list: 'uif_lpb' | 'pep' | 'ofac_sdn') =>
  (await t.database.db.select().from(pldListImports).where(eq(pldListImports.list, list))).length

describe('importing the lists', () => {
  it('the UIF list: entries, aliases and a row without id skipped; the same file again changes nothing', async () => {
    const before = await importsOf('uif_lpb')
    const first = await upload('cumplimiento', 'uif_lpb', [
      ...fields(),
      { name: 'file', fileName: 'uif-lpb.csv', bytes: fixture('uif-lpb.csv') },
    ])
    expect(first.statusCode, first.body).toBe(201)
    const result = first.json<PldListImportResult>()
    // 3 entries (the 4th row has no ID); names: LPB-1001 and its 2 aliases, LPB-1002, LPB-1003 → 5.
    expect(result).toMatchObject({
      unchanged: false,
      import: { entries: 3, names: 5, skipped: 1, current: true },
    })
    expect(result.import.fileHash).toMatch(/^[0-9a-f]{64}$/)

    const again = await upload('cumplimiento', 'uif_lpb', [
      ...fields('2026-03-20'),
      { name: 'file', fileName: 'otra-vez.csv', bytes: fixture('uif-lpb.csv') },
    ])
    expect(again.statusCode).toBe(200)
    expect(again.json<PldListImportResult>()).toMatchObject({
      unchanged: true,
      import: { id: result.import.id },
    })
    expect(await importsOf('uif_lpb')).toBe(before + 1)
    const [current] = await t.database.db
      .select()
      .from(pldListImports)
      .where(and(eq(pldListImports.list, 'uif_lpb'), eq(pldListImports.current, true)))
    expect(current!.id).toBe(result.import.id)
  })

  it('OFAC: sdn.csv with alt.csv aliases; the vessel left out; dates of birth and CURP from the remarks', async () => {
    const response = await upload('cumplimiento', 'ofac_sdn', [
      ...fields(),
      { name: 'file', fileName: 'sdn.csv', bytes: fixture('sdn.csv') },
      { name: 'aliases', fileName: 'alt.csv', bytes: fixture('alt.csv') },
    ])
    expect(response.statusCode, response.body).toBe(201)
    // Entries 36001, 36002, 36004 (36003 is a vessel); names 36001: 1 + 2 aliases, 36002: 1, 36004: 1 + 1 → 6.
    expect(response.json<PldListImportResult>().import).toMatchObject({ entries: 3, names: 6, skipped: 1 })
    const [teodomiro] = await t.database.db
      .select()
      .from(pldListEntries)
      .where(and(eq(pldListEntries.list, 'ofac_sdn'), eq(pldListEntries.externalId, '36001')))
    expect(teodomiro).toMatchObject({
      entityType: 'person',
      birthDates: ['1965-01-12'],
      curp: 'ZALT650112HSLMDD02',
      detail: 'SDNTK',
    })
    // An alias finds the entry: "Teo Zambrano" is alt.csv's "ZAMBRANO, Teo".
    const screened = await post('cumplimiento', '/api/v1/pld/screen', { name: 'Teo Zambrano' })
    expect(screened.json().items).toEqual([
      expect.objectContaining({ list: 'ofac_sdn', listedExternalId: '36001', score: 100 }),
    ])
    // Both dates of birth were read ("DOB 03 Mar 1978; alt. DOB 04 Mar 1978"): the second one matches (+10).
    const casimira = await post('cumplimiento', '/api/v1/pld/screen', {
      name: 'Casimira Ortega Briseño',
      birthDate: '1978-03-04',
    })
    expect(casimira.json().items[0]).toMatchObject({ listedExternalId: '36004', score: 100 })
    // A different date of birth lowers the exact name to 100 − 30 = 70.
    const other = await post('cumplimiento', '/api/v1/pld/screen', {
      name: 'Casimira Ortega Briseño',
      birthDate: '1990-01-01',
    })
    expect(other.json().items[0]).toMatchObject({ score: 70, match: { birthDate: 'different' } })
  })

  it('a bad upload is a 400 naming each field; nothing is written', async () => {
    const before = await importsOf('pep')
    const missing = await upload('cumplimiento', 'pep', [{ name: 'publishedOn', value: '2026-02-30' }])
    expect(missing.statusCode).toBe(400)
    expect(Object.keys(missing.json().errors).sort()).toEqual(['file', 'publishedOn', 'source'])
    const noName = await upload('cumplimiento', 'pep', [
      ...fields(),
      { name: 'file', fileName: 'pep.csv', bytes: Buffer.from('ID,PUESTO\r\nP1,Senador\r\n') },
    ])
    expect(noName.statusCode).toBe(400)
    expect(noName.json().errors.file).toEqual(['missing_column:NOMBRE'])
    const aliasesOnPep = await upload('cumplimiento', 'pep', [
      ...fields(),
      { name: 'file', fileName: 'pep.csv', bytes: fixture('pep.csv') },
      { name: 'aliases', fileName: 'alt.csv', bytes: fixture('alt.csv') },
    ])
    expect(aliasesOnPep.statusCode).toBe(400)
    expect(Object.keys(aliasesOnPep.json().errors)).toEqual(['aliases'])
    expect(await importsOf('pep')).toBe(before)
  })

  it('the lists answer each list with its current import', async () => {
    const lists = (await get('supervisor', '/api/v1/pld/lists')).json()
    expect(lists.items.map((item: { list: string }) => item.list)).toEqual(['uif_lpb', 'pep', 'ofac_sdn'])
    expect(lists.items[0]).toMatchObject({ blocking: true, current: { entries: 3 } })
  })
})

describe('who may', () => {
  it('roles without pld are refused (403); supervisors read but decide nothing', async () => {
    expect((await get('ventas', '/api/v1/pld/alerts')).statusCode).toBe(403)
    expect((await get('cobranza', '/api/v1/pld/lists')).statusCode).toBe(403)
    expect(
      (
        await upload('supervisor', 'pep', [
          ...fields(),
          { name: 'file', fileName: 'p.csv', bytes: fixture('pep.csv') },
        ])
      ).statusCode,
    ).toBe(403)
    expect((await get('supervisor', '/api/v1/pld/alerts')).statusCode).toBe(200)
    expect(
      (await post('supervisor', '/api/v1/pld/alerts/1/dismiss', { reason: 'Homónimo', version: 1 }))
        .statusCode,
    ).toBe(403)
  })
})

describe('screening at capture, and the alert an officer works', () => {
  let alert: PldAlertDetail

  it('a co-signer captured with a listed name raises an alert on the OFAC list', async () => {
    const row = (await firstInStage(t, 'analisis'))!
    const base = `/api/v1/credit-applications/${row.product}/${row.id}`
    const detail = (await get('admin', base)).json()
    const saved = await t.as(tokens.admin!, {
      method: 'PATCH',
      url: `${base}/sections/references`,
      payload: {
        version: detail.version,
        data: [
          {
            fullName: 'Teodomiro Zambrano Ledezma',
            relationship: 'Tío',
            phone: '5512345678',
            role: 'obligado_solidario',
          },
        ],
      },
    })
    expect(saved.statusCode, saved.body).toBe(200)
    const queue = (
      await get('cumplimiento', '/api/v1/pld/alerts?status=open&list=ofac_sdn')
    ).json<PldAlertListResponse>()
    const found = queue.items.find((item) => item.applicationId === row.id)!
    // LEDEZMA / LEDESMA is one typo: 100 − 10 = 90.
    expect(found).toMatchObject({ subjectKind: 'co_signer', screeningPoint: 'capture', score: 90 })
    alert = (await get('cumplimiento', `/api/v1/pld/alerts/${found.id}`)).json()
    expect(alert.match).toMatchObject({
      subjectNormalized: 'LEDEZMA TEODOMIRO ZAMBRANO',
      listedNormalized: 'LEDESMA TEODOMIRO ZAMBRANO',
      typos: 1,
      coverage: 'full',
    })
    expect(alert.risk?.grade).toBe('high')
  })

  it('the seeded queue holds the demo applicant one typo from the UIF list', async () => {
    const queue = (await get('cumplimiento', '/api/v1/pld/alerts?list=uif_lpb')).json<PldAlertListResponse>()
    expect(queue.items.some((item) => item.subjectKind === 'applicant' && item.score === 90)).toBe(true)
  })

  it('dismissing needs a reason (400, nothing written)', async () => {
    const refused = await post('cumplimiento', `/api/v1/pld/alerts/${alert.id}/dismiss`, {
      version: alert.version,
    })
    expect(refused.statusCode).toBe(400)
    expect(refused.json().errors.reason).toEqual(['required'])
    const blank = await post('cumplimiento', `/api/v1/pld/alerts/${alert.id}/dismiss`, {
      reason: '   ',
      version: alert.version,
    })
    expect(blank.statusCode).toBe(400)
    const [row] = await t.database.db.select().from(pldAlerts).where(eq(pldAlerts.id, alert.id))
    expect(row!.status).toBe('open')
  })

  it('escalating drafts an unusual operation report; a second officer at once gets 409', async () => {
    const escalated = await post('cumplimiento', `/api/v1/pld/alerts/${alert.id}/escalate`, {
      narrative: 'El obligado solidario coincide con la lista SDN salvo una letra del segundo apellido.',
      version: alert.version,
    })
    expect(escalated.statusCode, escalated.body).toBe(200)
    const after = escalated.json<PldAlertDetail>()
    expect(after).toMatchObject({ status: 'escalated', officer: 'Carla Cumplimiento Vega' })
    const [report] = await t.database.db.select().from(pldReports).where(eq(pldReports.id, after.reportId!))
    expect(report).toMatchObject({ kind: 'unusual', status: 'draft', alertId: alert.id })
    // The other officer still holds the old version.
    const late = await post('admin', `/api/v1/pld/alerts/${alert.id}/dismiss`, {
      reason: 'Homónimo',
      version: alert.version,
    })
    expect(late.statusCode).toBe(409)
    const closed = await post('admin', `/api/v1/pld/alerts/${alert.id}/dismiss`, {
      reason: 'Homónimo',
      version: after.version,
    })
    expect(closed.statusCode).toBe(409)
    expect(closed.json().code).toBe('alert_closed')
    const audit = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityType, 'pld_alert'), eq(auditEvents.entityId, String(alert.id))))
    expect(audit.map((event) => event.action)).toContain('pld.alert_escalated')
  })
})

describe('a blocked-list hit holds the disbursement', () => {
  it('the contrato gate refuses with pld_clear until an officer dismisses the alert', async () => {
    const row = (await firstInStage(t, 'contrato'))!
    const [entry] = await t.database.db
      .select()
      .from(pldListEntries)
      .where(and(eq(pldListEntries.list, 'uif_lpb'), eq(pldListEntries.externalId, 'LPB-1002')))
    // The hit as screening writes it (the applicant's name made the listed one's for this test).
    const [created] = await t.database.db
      .insert(pldAlerts)
      .values({
        subjectKind: 'applicant',
        subjectKey: `applicant:${row.id}:DE FUENTE GUMERSINDA LA RIVAS`,
        applicationId: row.id,
        subjectName: 'Gumersinda de la Fuente Rivas',
        screeningPoint: 'capture',
        list: 'uif_lpb',
        entryId: entry!.id,
        listedExternalId: 'LPB-1002',
        score: 100,
        match: {
          subjectNormalized: 'DE FUENTE GUMERSINDA LA RIVAS',
          listedNormalized: 'DE FUENTE GUMERSINDA LA RIVAS',
          listedName: 'Gumersinda de la Fuente Rivas',
          coverage: 'full',
          typos: 0,
          birthDate: 'unknown',
          rfc: 'unknown',
          curp: 'unknown',
        },
      })
      .returning()
    const base = `/api/v1/credit-applications/${row.product}/${row.id}`
    const blockedBy = async () =>
      (await get('admin', base))
        .json()
        .allowedTransitions.find((option: { transition: string }) => option.transition === 'advance')
        .blockedBy
    expect(await blockedBy()).toContain('pld_clear')
    const detail = (await get('admin', base)).json()
    const refused = await post('admin', `${base}/transitions`, {
      transition: 'advance',
      data: {},
      version: detail.version,
    })
    expect(refused.statusCode).toBe(409)
    expect(refused.json().errors.guard).toContain('pld_clear')

    const dismissed = await post('cumplimiento', `/api/v1/pld/alerts/${created!.id}/dismiss`, {
      reason: 'Homónima: CURP y fecha de nacimiento distintas a las de la persona bloqueada.',
      version: 1,
    })
    expect(dismissed.statusCode, dismissed.body).toBe(200)
    expect(await blockedBy()).not.toContain('pld_clear')
  })
})

describe('payments: the door issue 35 calls, and the relevant operations', () => {
  it('a payer on the blocked list is held; cash at the threshold flagged, below it not', async () => {
    const [loan] = await t.database.db.select({ id: loans.id }).from(loans).limit(1)
    // The threshold in force on 2026-03-10 (seeded): USD 7,500.00 × 18.5000 = $138,750.00 → 13,875,000 centavos.
    await t.database.db.transaction(async (tx) => {
      const held = await screenPayer(tx, {
        name: 'ORDOÑEZ QUIROGA BALTASAR',
        amountCents: 1_000_00,
        method: 'spei',
        loanId: loan!.id,
        paidOn: '2026-03-10',
      })
      expect(held).toMatchObject({ held: true, flagged: false, thresholdCents: 13_875_000 })
      const atThreshold = await screenPayer(tx, {
        name: 'Lucía Méndez Soto',
        amountCents: 13_875_000,
        method: 'bank_cash',
        loanId: loan!.id,
        paidOn: '2026-03-10',
      })
      expect(atThreshold).toMatchObject({ held: false, flagged: true })
      const below = await screenPayer(tx, {
        name: 'Lucía Méndez Soto',
        amountCents: 13_874_999,
        method: 'bank_cash',
        loanId: loan!.id,
        paidOn: '2026-03-10',
      })
      expect(below.flagged).toBe(false)
    })
  })

  it('a dated exchange rate changes the threshold from its day; relevant operations list cash at or above it', async () => {
    const set = await post('cumplimiento', '/api/v1/pld/thresholds', {
      effectiveOn: '2026-04-01',
      thresholdUsdCents: 750_000,
      pesosPerDollarTenThousandths: 172_345,
    })
    // 750,000 × 172,345 / 10,000 = 12,925,875 centavos ($129,258.75), exact.
    expect(set.json()).toMatchObject({ thresholdCents: 12_925_875 })
    const [loan] = await t.database.db.select({ id: loans.id }).from(loans).limit(1)
    await t.database.db.insert(loanPayments).values([
      {
        loanId: loan!.id,
        amountCents: 12_925_875,
        paidOn: '2026-04-02',
        method: 'bank_cash',
        reference: 'pld-1',
      },
      {
        loanId: loan!.id,
        amountCents: 12_925_874,
        paidOn: '2026-04-03',
        method: 'bank_cash',
        reference: 'pld-2',
      },
      { loanId: loan!.id, amountCents: 20_000_000, paidOn: '2026-04-04', method: 'spei', reference: 'pld-3' },
    ])
    const answer = (await get('cumplimiento', '/api/v1/pld/relevant-operations?period=2026-04')).json()
    const ours = answer.items.filter((item: { loanId: number }) => item.loanId === loan!.id)
    expect(ours.map((item: { amountCents: number }) => item.amountCents)).toEqual([12_925_875])
    const file = await get('cumplimiento', '/api/v1/pld/reports/export?kind=relevant&period=2026-04')
    expect(file.statusCode).toBe(200)
    const lines = file.body.trim().split('\r\n')
    expect(lines[0]).toMatch(/^TIPO_REPORTE;PERIODO;FOLIO;/)
    // 12,925,875 centavos → 129258.75 pesos; cash instrument 01; the operation's day compact.
    expect(
      lines.some((line) => /^1;202604;\d{6};000000;000000;01;01;\d+;129258\.75;MXN;20260402;/.test(line)),
    ).toBe(true)
    const bad = await get('cumplimiento', '/api/v1/pld/relevant-operations?period=2026-13')
    expect(bad.statusCode).toBe(400)
    expect(Object.keys(bad.json().errors)).toEqual(['period'])
  })

  it('an unusual operation written by the officer needs its narrative', async () => {
    const short = await post('cumplimiento', '/api/v1/pld/reports', {
      kind: 'internal_concern',
      subjectName: 'Empleado de sucursal',
      narrative: 'corto',
    })
    expect(short.statusCode).toBe(400)
    expect(Object.keys(short.json().errors)).toEqual(['narrative'])
    const made = await post('cumplimiento', '/api/v1/pld/reports', {
      kind: 'internal_concern',
      subjectName: 'Empleado de sucursal',
      narrative: 'Un empleado pidió no registrar el depósito en efectivo del cliente en el sistema.',
    })
    expect(made.statusCode, made.body).toBe(201)
    const counted = (await t.database.db.execute(
      sql`select count(*)::int as n from audit_events where action = 'pld.report_created'`,
    )) as unknown as { rows: Array<{ n: number }> }
    expect(counted.rows[0]!.n).toBeGreaterThanOrEqual(1)
  })
})

describe('row scope', () => {
  it("a supervisor scoped to their dealerships reads only their applicants' alerts; another's is a 404", async () => {
    const ids = (items: Array<{ id: number }>) => new Set(items.map((item) => item.id))
    const everyAlert = (await get('cumplimiento', '/api/v1/pld/alerts?itemsPerPage=100')).json()
      .items as Array<{
      id: number
      applicationId: number | null
    }>
    const theirs = ids((await get('supervisor', '/api/v1/pld/alerts?itemsPerPage=100')).json().items)
    const visible = ids(
      (await get('supervisor', '/api/v1/credit-applications?itemsPerPage=100')).json().items,
    )
    // Without an application in the supervisor's scope an alert is not theirs to read.
    const outside = everyAlert.filter(
      (alert) => alert.applicationId === null || !visible.has(alert.applicationId),
    )
    expect(outside.length).toBeGreaterThan(0)
    for (const alert of outside) expect(theirs.has(alert.id)).toBe(false)
    expect((await get('supervisor', `/api/v1/pld/alerts/${outside[0]!.id}`)).statusCode).toBe(404)
    expect((await get('cumplimiento', `/api/v1/pld/alerts/${outside[0]!.id}`)).statusCode).toBe(200)
  })
})

import { and, desc, eq, inArray, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  auditEvents,
  automatedChecks,
  blacklistEntries,
  creditApplications,
  creditBureauConsents,
  creditBureauPulls,
  jobs,
} from '../../src/db/schema'
import { JobWorker } from '../../src/features/jobs'
import { hostileNumbers, hostileStrings, routeFields, sampleOf, withValueAt } from '../helpers/hostile-input'
import { useTestApp } from '../helpers/use-test-app'
import { demoTokens } from '../helpers/demo-sign-in'
import { createUserWithRules } from '../helpers/users'

let admin: string
let analyst: string
const db = () => t.database.db

const t = useTestApp(180_000)
beforeAll(async () => {
  ;[admin, analyst] = await demoTokens(t, ['admin', 'analista'])
  // A fresh database with the whole demo seed: slow on a shared two-core machine.
}, 180_000)

/** Runs every queued job (bureau pulls, check runs) to the end. */
const drain = () => new JobWorker(t.database, { schedules: false }).drain()

const inAnalysis = () =>
  db()
    .select()
    .from(creditApplications)
    .where(eq(creditApplications.stage, 'analisis'))
    .orderBy(creditApplications.id)
const base = (row: { product: string; id: number }) => `/api/v1/credit-applications/${row.product}/${row.id}`
const checksOf = async (row: { product: string; id: number }, token = analyst) => {
  const response = await t.as(token, { method: 'GET', url: `${base(row)}/checks` })
  expect(response.statusCode, response.body).toBe(200)
  return response.json().checks as Array<{
    name: string
    status: string
    version: number
    findings: unknown[]
    override: unknown
  }>
}

describe('POST /identifiers/validate', () => {
  const validate = (token: string, payload: object) =>
    t.as(token, { method: 'POST', url: '/api/v1/identifiers/validate', payload })

  it('decodes a CURP, a VIN and a CLABE', async () => {
    const curp = await validate(analyst, { kind: 'curp', value: 'sabc560626mdflrn01' })
    expect(curp.statusCode, curp.body).toBe(200)
    expect(curp.json()).toMatchObject({
      valid: true,
      errors: [],
      decoded: { birthDate: '1956-06-26', sex: 'M', state: 'DF' },
    })
    const vin = (await validate(admin, { kind: 'vin', value: '1HGCM82633A004352' })).json()
    expect(vin.decoded).toMatchObject({ modelYear: 2003, manufacturer: 'Honda (EE. UU.)' })
    const clabe = (await validate(admin, { kind: 'clabe', value: '002010077777777771' })).json()
    expect(clabe.decoded.bankName).toBe('Banamex')
    const postal = (await validate(admin, { kind: 'postal_code', value: '44100', state: 'NL' })).json()
    expect(postal).toMatchObject({ valid: false, errors: ['state_mismatch'] })
  })

  it('answers 400 naming the wrong fields, 401 without a session, 403 for an account without a role', async () => {
    const bad = await validate(admin, { kind: 'passport', value: 'x'.repeat(80) })
    expect(bad.statusCode).toBe(400)
    expect(Object.keys(bad.json().errors).sort()).toEqual(['kind', 'value'])
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/v1/identifiers/validate',
      payload: { kind: 'curp', value: 'X' },
    })
    expect(anonymous.statusCode).toBe(401)
    const waiting = await createUserWithRules(db(), [])
    const token = (await t.login(waiting.email, waiting.password)).accessToken
    expect((await validate(token, { kind: 'curp', value: 'SABC560626MDFLRN01' })).statusCode).toBe(403)
  })
})

describe('demo seed', () => {
  it('gives every application in análisis a fresh report, twelve finished checks and a realistic mix', async () => {
    const rows = await inAnalysis()
    const ids = rows.map((row) => row.id)
    const reports = await db()
      .select()
      .from(creditBureauPulls)
      .where(inArray(creditBureauPulls.applicationId, ids))
    expect(new Set(reports.map((report) => report.applicationId)).size).toBe(rows.length)
    const checks = await db()
      .select()
      .from(automatedChecks)
      .where(inArray(automatedChecks.applicationId, ids))
    expect(checks).toHaveLength(rows.length * 12)
    expect(checks.some((check) => check.name === 'blacklist' && check.status === 'failed')).toBe(true)
    expect(checks.some((check) => check.name === 'renapo' && check.status === 'failed')).toBe(true)
    const all = await db().select({ summary: creditBureauPulls.summary }).from(creditBureauPulls)
    expect(all.some(({ summary }) => summary!.score === null)).toBe(true)
    expect(all.some(({ summary }) => summary!.pastDueCents > 0)).toBe(true)
    expect(all.some(({ summary }) => summary!.worstMop12 <= 1 && summary!.score! >= 680)).toBe(true)
  })
})

describe('the credit bureau', () => {
  it('needs the consent, pulls as a job, stores the report with its summary, and refuses a second pull within 30 days', async () => {
    const [row] = await inAnalysis()
    await db().delete(creditBureauPulls).where(eq(creditBureauPulls.applicationId, row!.id))
    await db().delete(creditBureauConsents).where(eq(creditBureauConsents.applicationId, row!.id))
    const pull = (payload: object = {}) =>
      t.as(analyst, { method: 'POST', url: `${base(row!)}/bureau/pulls`, payload })

    const refused = await pull()
    expect(refused.statusCode).toBe(409)
    expect(refused.json().code).toBe('consent_required')
    expect(await db().$count(creditBureauPulls, eq(creditBureauPulls.applicationId, row!.id))).toBe(0)

    const documents = (await t.as(analyst, { method: 'GET', url: `${base(row!)}/documents` })).json().items
    const future = await t.as(analyst, {
      method: 'PUT',
      url: `${base(row!)}/bureau/consent`,
      payload: { authorizedAt: '2099-01-01', documentId: documents[0].id },
    })
    expect(future.statusCode).toBe(400)
    expect(future.json().errors.authorizedAt).toBeDefined()
    const consent = await t.as(analyst, {
      method: 'PUT',
      url: `${base(row!)}/bureau/consent`,
      payload: { authorizedAt: new Date().toISOString().slice(0, 10), documentId: documents[0].id },
    })
    expect(consent.statusCode, consent.body).toBe(200)
    expect(consent.json().consent.documentId).toBe(documents[0].id)

    const queued = await pull()
    expect(queued.statusCode, queued.body).toBe(202)
    expect(queued.json()).toMatchObject({ pending: true, report: null })
    expect((await pull()).json().code).toBe('bureau_recent')
    await drain()
    const area = (await t.as(analyst, { method: 'GET', url: `${base(row!)}/bureau` })).json()
    expect(area.pending).toBe(false)
    expect(area.report.provider).toBe('sandbox')
    expect(area.report.data.general.curp).toBe(row!.curp)
    const open = area.report.data.credits.filter(
      (credit: { closedAt: string | null }) => credit.closedAt === null,
    )
    expect(area.report.summary.openAccounts).toBe(open.length)
    expect(area.report.summary.totalBalanceCents).toBe(
      open.reduce((sum: number, credit: { balanceCents: number }) => sum + credit.balanceCents, 0),
    )
    expect((await pull()).statusCode).toBe(409)
  })

  it('lets an analyst force a pull with a reason, audited', async () => {
    const [row] = await inAnalysis()
    const noReason = await t.as(analyst, {
      method: 'POST',
      url: `${base(row!)}/bureau/pulls`,
      payload: { force: true },
    })
    expect(noReason.statusCode).toBe(400)
    expect(noReason.json().errors.reason).toBeDefined()
    const forced = await t.as(analyst, {
      method: 'POST',
      url: `${base(row!)}/bureau/pulls`,
      payload: { force: true, reason: 'El solicitante liquidó una tarjeta la semana pasada' },
    })
    expect(forced.statusCode, forced.body).toBe(202)
    const [audit] = await db()
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'bureau.forced_pull'), eq(auditEvents.entityId, String(row!.id))))
    expect(audit!.data).toMatchObject({ reason: 'El solicitante liquidó una tarjeta la semana pasada' })
    await drain()
    const [latest] = await db()
      .select()
      .from(creditBureauPulls)
      .where(eq(creditBureauPulls.applicationId, row!.id))
      .orderBy(desc(creditBureauPulls.id))
    expect(latest).toMatchObject({ state: 'done', forced: true })
  })
})

describe('automated checks', () => {
  it('run as a job on demand and store status, findings and times', async () => {
    const [, row] = await inAnalysis()
    const queued = await t.as(analyst, { method: 'POST', url: `${base(row!)}/checks/runs`, payload: {} })
    expect(queued.statusCode, queued.body).toBe(202)
    expect(queued.json().checks.every((check: { status: string }) => check.status === 'pending')).toBe(true)
    await drain()
    const checks = await checksOf(row!)
    expect(checks.map((check) => check.name)).toHaveLength(12)
    expect(checks.every((check) => !['pending', 'running'].includes(check.status))).toBe(true)
    const renapo = checks.find((check) => check.name === 'renapo')!
    expect(renapo.findings.length).toBeGreaterThan(0)
    // The seeded sample PDFs hold text: tesseract reads them when installed.
    const ocr = checks.find((check) => check.name === 'ocr')!
    expect(['passed', 'needs_review', 'not_available']).toContain(ocr.status)
  })

  it('queue one pending run per application and check: a re-run asked while one waits is coalesced (issue 31)', async () => {
    const [, row] = await inAnalysis()
    await drain()
    const runsOf = async () =>
      (
        await t.database.db
          .select({ payload: jobs.payload })
          .from(jobs)
          .where(eq(jobs.kind, 'automated-checks.run'))
      ).filter((job) => (job.payload as { applicationId: number }).applicationId === row!.id).length
    const before = await runsOf()
    for (let i = 0; i < 5; i++) {
      const asked = await t.as(analyst, { method: 'POST', url: `${base(row!)}/checks/runs`, payload: {} })
      expect(asked.statusCode, asked.body).toBe(202)
    }
    const one = await t.as(analyst, {
      method: 'POST',
      url: `${base(row!)}/checks/runs`,
      payload: { check: 'renapo' },
    })
    expect(one.statusCode).toBe(202)
    expect(await runsOf()).toBe(before + 1)
  })

  it('run (with the bureau pull) when an application enters análisis; the gates block advance until then', async () => {
    const candidates = await db()
      .select()
      .from(creditApplications)
      .where(eq(creditApplications.stage, 'captura'))
      .orderBy(creditApplications.id)
    let ready: { row: (typeof candidates)[number]; version: number } | undefined
    for (const row of candidates) {
      const detail = (await t.as(admin, { method: 'GET', url: base(row) })).json()
      const advance = detail.allowedTransitions.find(
        (option: { transition: string }) => option.transition === 'advance',
      )
      if (advance?.blockedBy.length === 0) {
        ready = { row, version: detail.version }
        break
      }
    }
    const { row } = ready!
    const documents = (await t.as(admin, { method: 'GET', url: `${base(row)}/documents` })).json().items
    const consent = await t.as(admin, {
      method: 'PUT',
      url: `${base(row)}/bureau/consent`,
      payload: { authorizedAt: new Date().toISOString().slice(0, 10), documentId: documents[0].id },
    })
    expect(consent.statusCode, consent.body).toBe(200)
    const version = (await t.as(admin, { method: 'GET', url: base(row) })).json().version
    const moved = await t.as(admin, {
      method: 'POST',
      url: `${base(row)}/transitions`,
      payload: { transition: 'advance', version },
    })
    expect(moved.statusCode, moved.body).toBe(200)
    expect((await checksOf(row)).every((check) => check.status === 'pending')).toBe(true)
    const inStage = (await t.as(admin, { method: 'GET', url: base(row) })).json()
    const advance = inStage.allowedTransitions.find(
      (option: { transition: string }) => option.transition === 'advance',
    )
    expect(advance.blockedBy).toEqual(expect.arrayContaining(['bureau_report_fresh', 'checks_finished']))
    const refused = await t.as(admin, {
      method: 'POST',
      url: `${base(row)}/transitions`,
      payload: { transition: 'advance', version: inStage.version, data: { opinion: 'Sin objeciones' } },
    })
    expect(refused.statusCode).toBe(409)
    expect(refused.json().code).toBe('guard_failed')
    await drain()
    const area = (await t.as(admin, { method: 'GET', url: `${base(row)}/bureau` })).json()
    expect(area.report.data.general.curp).toBe(row.curp)
    const checks = await checksOf(row)
    expect(checks.every((check) => !['pending', 'running'].includes(check.status))).toBe(true)
    const after = (await t.as(admin, { method: 'GET', url: base(row) })).json()
    const blockedBy = after.allowedTransitions.find(
      (option: { transition: string }) => option.transition === 'advance',
    ).blockedBy
    expect(blockedBy).not.toContain('bureau_report_fresh')
    expect(blockedBy).not.toContain('checks_finished')
  })

  it('override of a failed check needs a reason and the current version, is audited, and clears the gate', async () => {
    const rows = await inAnalysis()
    const failing = await db()
      .select()
      .from(automatedChecks)
      .where(
        and(
          inArray(
            automatedChecks.applicationId,
            rows.map((r) => r.id),
          ),
          eq(automatedChecks.name, 'blacklist'),
          eq(automatedChecks.status, 'failed'),
        ),
      )
    const row = rows.find((r) => r.id === failing[0]!.applicationId)!
    await db()
      .update(creditApplications)
      .set({ ownerUserId: (await t.login('analista@demo.com', 'analista')).userData.id })
      .where(eq(creditApplications.id, row.id))
    const url = `${base(row)}/checks/blacklist/override`
    const check = (await checksOf(row)).find((item) => item.name === 'blacklist')!
    expect(
      (await t.as(analyst, { method: 'POST', url, payload: { reason: '', version: check.version } }))
        .statusCode,
    ).toBe(400)
    const stale = await t.as(analyst, {
      method: 'POST',
      url,
      payload: { reason: 'Homónimo, CURP distinta', version: check.version + 5 },
    })
    expect(stale.statusCode).toBe(409)
    const passedOne = (await checksOf(row)).find((item) => item.status === 'passed')!
    const notFailed = await t.as(analyst, {
      method: 'POST',
      url: `${base(row)}/checks/${passedOne.name}/override`,
      payload: { reason: 'No aplica aquí', version: passedOne.version },
    })
    expect(notFailed.json().code).toBe('check_not_overridable')

    const detailBefore = (await t.as(analyst, { method: 'GET', url: base(row) })).json()
    const advanceBefore = detailBefore.allowedTransitions.find(
      (option: { transition: string }) => option.transition === 'advance',
    )
    expect(advanceBefore.blockedBy).toContain('checks_cleared')

    const done = await t.as(analyst, {
      method: 'POST',
      url,
      payload: { reason: 'Homónimo: la CURP y la fecha de nacimiento difieren', version: check.version },
    })
    expect(done.statusCode, done.body).toBe(200)
    const audited = await db()
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'check.override'), eq(auditEvents.entityId, String(row.id))))
    expect(audited[0]!.data).toMatchObject({
      check: 'blacklist',
      reason: 'Homónimo: la CURP y la fecha de nacimiento difieren',
    })
    await drain()
    // Clear whatever else failed on this file the same way (the verdicts re-run after each override).
    for (let round = 0; round < 12; round++) {
      const other = (await checksOf(row)).find(
        (item) => ['failed', 'error'].includes(item.status) && !item.override,
      )
      if (!other) break
      const answer = await t.as(analyst, {
        method: 'POST',
        url: `${base(row)}/checks/${other.name}/override`,
        payload: { reason: 'Revisado con el solicitante', version: other.version },
      })
      expect(answer.statusCode, answer.body).toBe(200)
      await drain()
    }
    const detail = (await t.as(analyst, { method: 'GET', url: base(row) })).json()
    const advance = detail.allowedTransitions.find(
      (option: { transition: string }) => option.transition === 'advance',
    )
    expect(
      advance.blockedBy.filter((id: string) => id.startsWith('checks_') || id.startsWith('bureau_')),
    ).toEqual([])
  })
})

describe('who may', () => {
  it('answers 403 to roles without the analysis rights', async () => {
    const [row] = await inAnalysis()
    const seller = (await t.login('ventas@demo.com', 'ventas')).accessToken
    const committee = (await t.login('comite@demo.com', 'comite')).accessToken
    const desk = (await t.login('mesa@demo.com', 'mesa-control')).accessToken
    expect((await t.as(seller, { method: 'GET', url: `${base(row!)}/bureau` })).statusCode).toBe(403)
    expect((await t.as(seller, { method: 'GET', url: `${base(row!)}/checks` })).statusCode).toBe(403)
    expect((await t.as(committee, { method: 'GET', url: `${base(row!)}/bureau` })).statusCode).toBe(200)
    expect(
      (await t.as(committee, { method: 'POST', url: `${base(row!)}/bureau/pulls`, payload: {} })).statusCode,
    ).toBe(403)
    expect(
      (await t.as(desk, { method: 'POST', url: `${base(row!)}/checks/runs`, payload: {} })).statusCode,
    ).toBe(403)
    expect(
      (
        await t.as(analyst, {
          method: 'POST',
          url: '/api/v1/blacklist',
          payload: { kind: 'phone', value: '5511112222', reason: 'Prueba de permisos' },
        })
      ).statusCode,
    ).toBe(403)
  })

  it('hides applications outside a seller’s allies (404) when recording the consent', async () => {
    const session = await t.login('ventas@demo.com', 'ventas')
    const allies = (
      await t.as(session.accessToken, { method: 'GET', url: '/api/v1/allies/list?itemsPerPage=-1' })
    ).json()
    const own = new Set(allies.products.map((ally: { id: number }) => ally.id))
    const [foreign] = await db()
      .select()
      .from(creditApplications)
      .where(
        sql`${creditApplications.stage} = 'captura' and ${creditApplications.allyId} not in ${[...own].length ? [...own] : [0]} and (${creditApplications.ownerUserId} is null or ${creditApplications.ownerUserId} <> ${session.userData.id})`,
      )
      .limit(1)
    const response = await t.as(session.accessToken, {
      method: 'PUT',
      url: `${base(foreign!)}/bureau/consent`,
      payload: { authorizedAt: '2026-01-02', documentId: 1 },
    })
    expect(response.statusCode).toBe(404)
  })
})

describe('the blacklist', () => {
  it('an administrator adds entries (normalised, no duplicates, each value of its kind); analysts read and search it', async () => {
    const add = (payload: object) => t.as(admin, { method: 'POST', url: '/api/v1/blacklist', payload })
    const created = await add({
      kind: 'phone',
      value: '+52 (55) 1234-0000',
      reason: 'Fraude telefónico reportado',
    })
    expect(created.statusCode, created.body).toBe(201)
    const [entry] = await db()
      .select()
      .from(blacklistEntries)
      .where(eq(blacklistEntries.id, created.json().id))
    expect(entry!.value).toBe('5512340000')
    expect(
      (await add({ kind: 'phone', value: '55 1234 0000', reason: 'Otra vez el mismo número' })).statusCode,
    ).toBe(409)
    const badCurp = await add({ kind: 'curp', value: 'NO-ES-CURP', reason: 'Formato inválido a propósito' })
    expect(badCurp.statusCode).toBe(400)
    expect(badCurp.json().errors.value).toEqual(['invalid_format'])
    const list = await t.as(analyst, { method: 'GET', url: '/api/v1/blacklist?q=frausto&kind=name' })
    expect(list.statusCode, list.body).toBe(200)
    expect(list.json().items.map((item: { value: string }) => item.value)).toContain(
      'ROGELIO FRAUSTO MENDIETA',
    )
    const removed = await t.as(admin, { method: 'DELETE', url: `/api/v1/blacklist/${created.json().id}` })
    expect(removed.statusCode).toBe(204)
  })
})

describe('hostile input', () => {
  it('never makes a route of the analysis area answer 500 (every path, query and body field)', async () => {
    const ours = /\/(bureau|checks|blacklist|identifiers)/
    const routes = routeFields(t.app).filter((route) => ours.test(route.url))
    expect(routes.length).toBeGreaterThanOrEqual(9)
    for (const route of routes) {
      const values = [...hostileStrings, ...hostileNumbers]
      for (const field of [...route.params, ...route.query])
        for (const value of values) {
          const url = route.urlWith(
            field.in === 'path' ? { [field.name]: String(value) } : {},
            field.in === 'query' ? { [field.name]: String(value) } : {},
          )
          const response = await t.as(admin, {
            method: route.method as 'GET',
            url,
            payload: sampleOf(route.body) as object,
          })
          expect(
            response.statusCode,
            `${route.method} ${url.slice(0, 120)} → ${response.body.slice(0, 200)}`,
          ).toBeLessThan(500)
        }
      for (const fieldPath of route.bodyFields)
        for (const value of values) {
          const url = route.urlWith({}, {})
          const payload = withValueAt(sampleOf(route.body), fieldPath, value)
          const response = await t.as(admin, {
            method: route.method as 'POST',
            url,
            payload: payload as object,
          })
          expect(
            response.statusCode,
            `${route.method} ${url} ${fieldPath.join('.')} → ${response.body.slice(0, 200)}`,
          ).toBeLessThan(500)
        }
    }
  }, 300_000)
})

import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  creditApplications,
  creditBureauConsents,
  creditBureauPulls,
  creditBureauSandboxPersons,
} from '../../src/db/schema'
import type { BureauQuery } from '../../src/features/credit-bureau/bureau-provider'
import { sandboxReport } from '../../src/features/credit-bureau/sandbox-bureau'
import { generatedPerson, registeredPerson } from '../../src/features/credit-bureau/sandbox-persons'
import { JobWorker } from '../../src/features/jobs'
import { demoTokens } from '../helpers/demo-sign-in'
import { useTestApp } from '../helpers/use-test-app'

/**
 * Issue 36: the sandbox bureau answers from a register of its own, never echoing what the applicant declared,
 * so the comparison and address checks compare two sources; the consent records the wording signed.
 */
const query: BureauQuery = {
  firstNames: 'Lucía',
  lastName1: 'García',
  lastName2: 'Pérez',
  // Born 1 January 1990 in Mexico City, by the CURP.
  curp: 'GAPL900101MDFRRN09',
  rfc: 'GAPL900101AB1',
  // Typed wrong at capture: the bureau's date is the one the CURP encodes.
  birthDate: '1991-05-05',
  address: {
    street: 'Calle Inventada 1',
    neighborhood: 'Colonia de Prueba',
    municipality: 'Municipio de Prueba',
    state: 'DF',
    postalCode: '01010',
  },
  employer: 'ACME DE PRUEBA SA',
  grantor: 'MESA',
}
const at = new Date('2026-11-30T16:00:00Z')

describe('the sandbox bureau’s own identities', () => {
  it('answers homes, employers and birth date of its own for a CURP nobody registered, the same each time', () => {
    const report = sandboxReport(query, at)
    expect(report.general.birthDate).toBe('1990-01-01')
    expect(report.addresses.length).toBeGreaterThan(0)
    expect(report.addresses.map((home) => home.postalCode)).not.toContain('01010')
    expect(report.addresses.map((home) => home.street)).not.toContain('Calle Inventada 1')
    expect(report.jobs.map((job) => job.employer)).not.toContain('ACME DE PRUEBA SA')
    expect(sandboxReport(query, at)).toEqual(report)
    // Nothing of the declared home or employer reaches the person: another declaration, the same person.
    expect(generatedPerson({ ...query, address: null, employer: null })).toEqual(generatedPerson(query))
  })

  it('keeps a registered person’s declared home and employer on file unless they moved or changed jobs', () => {
    const agrees = sandboxReport(query, at, registeredPerson(query, { moved: false, changedJob: false }))
    expect(agrees.addresses[0]).toMatchObject({ postalCode: '01010', street: 'Calle Inventada 1' })
    expect(agrees.jobs.map((job) => job.employer)).toEqual(['ACME DE PRUEBA SA'])
    const moved = sandboxReport(query, at, registeredPerson(query, { moved: true, changedJob: true }))
    expect(moved.addresses.map((home) => home.postalCode)).not.toContain('01010')
    expect(moved.jobs.map((job) => job.employer)).not.toContain('ACME DE PRUEBA SA')
    // The accounts and the score are the person's whichever register answers.
    expect(moved.credits).toEqual(agrees.credits)
    expect(moved.general.score).toBe(agrees.general.score)
  })
})

describe('the sandbox register and the consent’s wording (API)', () => {
  const t = useTestApp(180_000)
  let analyst: string
  const db = () => t.database.db
  beforeAll(async () => {
    ;[analyst] = await demoTokens(t, ['analista'])
  }, 180_000)
  const drain = () => new JobWorker(t.database, { schedules: false }).drain()
  const base = (row: { product: string; id: number }) =>
    `/api/v1/credit-applications/${row.product}/${row.id}`

  it('records the wording signed, with the lender’s name in it, and refuses one that does not exist', async () => {
    const [row] = await db()
      .select()
      .from(creditApplications)
      .where(eq(creditApplications.stage, 'analisis'))
      .orderBy(creditApplications.id)
      .limit(1)
    await db().delete(creditBureauConsents).where(eq(creditBureauConsents.applicationId, row!.id))
    const before = (await t.as(analyst, { method: 'GET', url: `${base(row!)}/bureau` })).json()
    expect(before.consent).toBeNull()
    expect(before.consentText.version).toBe('2026-01')
    expect(before.consentText.text).toContain('Sociedades de Información Crediticia')
    expect(before.consentText.text).not.toContain('{lender}')
    const documents = (await t.as(analyst, { method: 'GET', url: `${base(row!)}/documents` })).json().items
    const today = new Date().toISOString().slice(0, 10)
    const unknown = await t.as(analyst, {
      method: 'PUT',
      url: `${base(row!)}/bureau/consent`,
      payload: { authorizedAt: today, documentId: documents[0].id, legalTextVersion: '1999-01' },
    })
    expect(unknown.statusCode).toBe(400)
    expect(Object.keys(unknown.json().errors)).toEqual(['legalTextVersion'])
    expect(await db().$count(creditBureauConsents, eq(creditBureauConsents.applicationId, row!.id))).toBe(0)
    const recorded = await t.as(analyst, {
      method: 'PUT',
      url: `${base(row!)}/bureau/consent`,
      payload: { authorizedAt: today, documentId: documents[0].id },
    })
    expect(recorded.statusCode, recorded.body).toBe(200)
    expect(recorded.json().consent).toMatchObject({ legalTextVersion: '2026-01' })
    expect(recorded.json().consent.legalText).toBe(before.consentText.text)
  })

  it('pulls a registered applicant’s file from the register, and an unregistered one’s the sandbox’s own way', async () => {
    const rows = await db()
      .select()
      .from(creditApplications)
      .where(eq(creditApplications.stage, 'analisis'))
      .orderBy(creditApplications.id)
    // The seed gave the first one another person's CURP (unregistered) and left one in nine "moved".
    const [registered, unregistered] = rows
      .slice(1)
      .filter((row) => row.id % 9 !== 4 && (row.address as { postalCode?: string } | null)?.postalCode)
    for (const row of [registered!, unregistered!])
      await db().delete(creditBureauPulls).where(eq(creditBureauPulls.applicationId, row.id))
    await db()
      .delete(creditBureauSandboxPersons)
      .where(eq(creditBureauSandboxPersons.curp, unregistered!.curp))
    for (const row of [registered!, unregistered!]) {
      const queued = await t.as(analyst, { method: 'POST', url: `${base(row)}/bureau/pulls`, payload: {} })
      expect(queued.statusCode, queued.body).toBe(202)
    }
    await drain()
    const reportOf = async (row: { product: string; id: number }) =>
      (await t.as(analyst, { method: 'GET', url: `${base(row)}/bureau` })).json().report.data
    const declaredCode = (row: typeof registered) => (row!.address as { postalCode: string }).postalCode
    expect((await reportOf(registered!)).addresses[0].postalCode).toBe(declaredCode(registered))
    const own = await reportOf(unregistered!)
    expect(own.addresses.map((home: { postalCode: string }) => home.postalCode)).not.toContain(
      declaredCode(unregistered),
    )
  })
})

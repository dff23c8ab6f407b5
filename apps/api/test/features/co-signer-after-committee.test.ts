import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { auditEvents, creditApplicationHistory, creditApplications } from '../../src/db/schema'
import { signInDemo } from '../helpers/demo-sign-in'
import { approve, useCommitteeApp, withConditions, type App } from '../helpers/committee'

/**
 * Issue 38: the committee approves on condition of a co-signer after the references closed (validación). The
 * file gets its co-signer where it stands, deliberación or autorización: only that person, only while the
 * condition is pending, by those who work references or the stage, audited; nothing else in the list moves.
 */
const c = useCommitteeApp()
const { as, base } = c

const person = { fullName: 'Luis Soto Ruiz', relationship: 'Hermano', phone: '5512345678' }
const detailOf = async (app: App, who = 'analista') => (await as(who, 'GET', base(app))).json()
const addCoSigner = (app: App, body: object, who = 'analista') =>
  as(who, 'POST', `${base(app)}/co-signer`, body)
const threeVotes = async (app: App, second: object) => {
  for (const [who, vote] of [
    ['comite', approve],
    ['comite2', second],
    ['comite3', approve],
  ] as const)
    expect((await c.vote(who, app, vote)).statusCode).toBe(201)
}

describe('the co-signer the committee asked for', () => {
  it('joins the closed references in deliberación, alone, with the change logged and audited', async () => {
    await signInDemo(c.t, c.tokens, ['visitador', 'ventas'])
    const app = c.fresh[0]!
    await threeVotes(app, withConditions)
    const before = await detailOf(app)
    expect(before.stage).toBe('deliberacion')
    expect(before.editableSections).not.toContain('references')
    expect(before.coSignerOpen).toBe(true)
    // The section itself stays closed: a whole list written there is refused.
    const section = await c.t.as(c.tokens.analista!, {
      method: 'PATCH',
      url: `${base(app)}/sections/references`,
      payload: {
        data: [...before.references, { ...person, role: 'obligado_solidario' }],
        version: before.version,
      },
    })
    expect(section.statusCode).toBe(403)

    // A bad phone is named on its field; a stale version is a conflict; neither writes anything.
    const badPhone = await addCoSigner(app, { coSigner: { ...person, phone: '12' }, version: before.version })
    expect(badPhone.statusCode).toBe(400)
    expect(Object.keys(badPhone.json().errors)).toEqual(['coSigner.phone'])
    const stale = await addCoSigner(app, { coSigner: person, version: before.version + 1 })
    expect(stale.statusCode).toBe(409)
    // A seller may read the file but neither works references nor the committee's stage.
    const seller = await addCoSigner(app, { coSigner: person, version: before.version }, 'ventas')
    expect([403, 404]).toContain(seller.statusCode)

    const added = await addCoSigner(app, { coSigner: person, version: before.version })
    expect(added.statusCode, added.body).toBe(200)
    const after = added.json()
    // The references before, untouched and in order, then the co-signer with their role.
    expect(after.references).toEqual([...before.references, { ...person, role: 'obligado_solidario' }])
    expect(after.stage).toBe('deliberacion')
    expect(after.version).toBe(before.version + 1)
    const logged = await c.t.database.db
      .select()
      .from(creditApplicationHistory)
      .where(
        and(
          eq(creditApplicationHistory.applicationId, app.id),
          eq(creditApplicationHistory.field, 'references'),
        ),
      )
    expect(logged.at(-1)).toMatchObject({
      kind: 'field',
      fromStage: 'deliberacion',
      newValue: after.references,
    })
    const audited = await c.t.database.db
      .select()
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.action, 'credit_application.co_signer_added'),
          eq(auditEvents.entityId, String(app.id)),
        ),
      )
    expect(audited).toHaveLength(1)
    expect(audited[0]!.data).toMatchObject({ stage: 'deliberacion', fullName: 'Luis Soto Ruiz' })

    // Another person replaces the first: a file has one co-signer.
    const other = { fullName: 'Marta Soto Ruiz', relationship: 'Hermana', phone: '5587654321' }
    const replaced = await addCoSigner(app, { coSigner: other, version: after.version })
    expect(replaced.statusCode, replaced.body).toBe(200)
    expect(replaced.json().references).toEqual([
      ...before.references,
      { ...other, role: 'obligado_solidario' },
    ])
  })

  it('is taken in autorización until the condition is met, then refused', async () => {
    const app = c.fresh[1]!
    await c.decideAndAdvance(app)
    const before = await detailOf(app)
    expect(before.stage).toBe('autorizacion')
    expect(before.coSignerOpen).toBe(true)
    // The committee's member working autorización may add them as well.
    const added = await addCoSigner(app, { coSigner: person, version: before.version }, 'comite')
    expect(added.statusCode, added.body).toBe(200)
    const [condition] = (await as('comite', 'GET', `${base(app)}/committee`)).json().conditions
    const met = await as('comite', 'POST', `${base(app)}/committee/conditions/${condition.id}/met`, {
      evidence: 'Aval firmado con nómina',
      version: condition.version,
    })
    expect(met.statusCode, met.body).toBe(200)
    const closed = await detailOf(app)
    expect(closed.coSignerOpen).toBe(false)
    const late = await addCoSigner(app, { coSigner: person, version: closed.version })
    expect(late.statusCode).toBe(409)
    expect(late.json().code).toBe('co_signer_not_requested')
  })

  it('is refused when the committee asked for no co-signer, and outside the two stages', async () => {
    const plain = c.fresh[2]!
    await threeVotes(plain, approve)
    const detail = await detailOf(plain)
    expect(detail.coSignerOpen).toBe(false)
    const refused = await addCoSigner(plain, { coSigner: person, version: detail.version })
    expect(refused.statusCode).toBe(409)
    expect(refused.json().code).toBe('co_signer_not_requested')

    // A file back in validación edits its references as a section; the co-signer call is not for it.
    const app = c.fresh[3]!
    await threeVotes(app, withConditions)
    await c.t.database.db
      .update(creditApplications)
      .set({ stage: 'validacion' })
      .where(eq(creditApplications.id, app.id))
    const back = await detailOf(app)
    expect(back.coSignerOpen).toBe(false)
    const wrongStage = await addCoSigner(app, { coSigner: person, version: back.version })
    expect(wrongStage.statusCode).toBe(409)
    expect(wrongStage.json().code).toBe('wrong_stage')
  })
})

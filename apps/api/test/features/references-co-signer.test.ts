import { beforeAll, describe, expect, it } from 'vitest'
import { firstInStage } from '../helpers/stage-rows'
import { useTestApp } from '../helpers/use-test-app'

/**
 * Issue 38: the co-signer (obligado solidario, aval) is captured among the application's references, with
 * their name and relationship, at most one of them; the contract names them (contracts.test.ts).
 */
const t = useTestApp()
let admin: string
beforeAll(async () => {
  admin = (await t.login('admin@demo.com', 'admin')).accessToken
})

const person = (fullName: string, relationship: string, role?: string) => ({
  fullName,
  relationship,
  phone: '5512345678',
  ...(role ? { role } : {}),
})

describe('the co-signer among the references', () => {
  it('a second co-signer or an unknown role is a 400 naming that field; nothing written', async () => {
    const row = await firstInStage(t, 'analisis')
    const base = `/api/v1/credit-applications/${row!.product}/${row!.id}`
    const before = (await t.as(admin, { method: 'GET', url: base })).json()
    const send = (data: object[]) =>
      t.as(admin, {
        method: 'PATCH',
        url: `${base}/sections/references`,
        payload: { version: before.version, data },
      })
    const fieldsOf = async (data: object[]) => {
      const refused = await send(data)
      expect(refused.statusCode, refused.body).toBe(400)
      return Object.keys(refused.json().errors)
    }
    // Two co-signers: the second one's role is refused (the first stays valid).
    const twice = await fieldsOf([
      person('Luis Soto Ruiz', 'Hermano', 'obligado_solidario'),
      person('Ana Gil Mora', 'Madre', 'obligado_solidario'),
    ])
    expect(
      twice.some((field) => /(^|\.)1\.role$/.test(field)),
      twice.join(),
    ).toBe(true)
    expect(
      twice.some((field) => /(^|\.)0\.role$/.test(field)),
      twice.join(),
    ).toBe(false)
    const unknown = await fieldsOf([
      person('Luis Soto Ruiz', 'Hermano'),
      person('Rosa Méndez Gil', 'Amiga', 'vecina'),
    ])
    expect(
      unknown.some((field) => /(^|\.)1\.role$/.test(field)),
      unknown.join(),
    ).toBe(true)
    expect((await t.as(admin, { method: 'GET', url: base })).json().version).toBe(before.version)
  })

  it('one co-signer is kept with its name and relationship; a reference without a role is a reference', async () => {
    const row = await firstInStage(t, 'analisis')
    const base = `/api/v1/credit-applications/${row!.product}/${row!.id}`
    const before = (await t.as(admin, { method: 'GET', url: base })).json()
    const saved = await t.as(admin, {
      method: 'PATCH',
      url: `${base}/sections/references`,
      payload: {
        version: before.version,
        data: [person('Rosa Méndez Gil', 'Amiga'), person('Luis Soto Ruiz', 'Hermano', 'obligado_solidario')],
      },
    })
    expect(saved.statusCode, saved.body).toBe(200)
    const { references } = (await t.as(admin, { method: 'GET', url: base })).json()
    expect(references).toEqual([
      expect.objectContaining({ fullName: 'Rosa Méndez Gil', role: 'referencia' }),
      expect.objectContaining({
        fullName: 'Luis Soto Ruiz',
        relationship: 'Hermano',
        role: 'obligado_solidario',
      }),
    ])
  })
})

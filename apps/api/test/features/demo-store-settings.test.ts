import { beforeAll, describe, expect, it } from 'vitest'
import type { StoreSettings } from '@mesa/contracts'
import { describeDemoPagesOff } from '../helpers/demo-pages-off'
import { useTestApp } from '../helpers/use-test-app'
import { demoTokens } from '../helpers/demo-sign-in'

let admin: string
let client: string

const t = useTestApp()
beforeAll(async () => {
  ;[admin, client] = await demoTokens(t, ['admin', 'client'])
}, 240_000)

const url = '/api/apps/ecommerce/settings'
const read = async () => {
  const response = await t.as(admin, { method: 'GET', url })
  expect(response.statusCode, response.body).toBe(200)
  return response.json<StoreSettings>()
}
const save = (body: object, token = admin) => t.as(token, { method: 'PUT', url, payload: body })
/** The PUT body of what was read, with changes. */
const edited = ({ updatedAt: _, ...settings }: StoreSettings, changes: object = {}) => ({
  ...settings,
  ...changes,
})

describe('demo store settings', () => {
  it('reads the seeded record: every tab, money in cents, version 1', async () => {
    expect(await read()).toMatchObject({
      storeName: 'Mesa Autopartes',
      currency: 'MXN',
      cardPayments: true,
      shippingPhone: 'required',
      domesticRateCents: 14_900,
      freeShippingOverCents: 150_000,
      locationName: 'Almacén Vallejo',
      orderPlaced: true,
      version: 1,
    })
  })

  it('saves every tab at once and bumps the version; the stale version then answers 409', async () => {
    const before = await read()
    const changes = {
      storeName: 'Mesa Refacciones',
      paypal: true,
      companyField: 'required',
      internationalRateCents: 64_950,
      freeShippingOverCents: null,
      fulfilOnlineOrders: false,
      shippingUpdate: true,
    }
    const response = await save(edited(before, changes))
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json()).toMatchObject({ ...changes, version: before.version + 1 })
    expect(await read()).toMatchObject({ ...changes, version: before.version + 1 })

    const stale = await save(edited(before, { storeName: 'Otra' }))
    expect(stale.statusCode).toBe(409)
    expect(stale.json().errors).toHaveProperty('version')
    expect((await read()).storeName).toBe('Mesa Refacciones')
  })

  it('refuses bad input with 400 naming each wrong field, and writes nothing', async () => {
    const before = await read()
    const response = await save(
      edited(before, {
        storeName: 'M',
        storePhone: 'llámame',
        storeEmail: 'no-es-correo',
        currency: 'BTC',
        companyField: 'sometimes',
        domesticRateCents: 10.5,
        internationalRateCents: -1,
        locationAddress: '',
        orderPlaced: 'yes',
      }),
    )
    expect(response.statusCode).toBe(400)
    const errors = response.json<{ errors: Record<string, string[]> }>().errors
    expect(Object.keys(errors).sort()).toEqual(
      [
        'companyField',
        'currency',
        'domesticRateCents',
        'internationalRateCents',
        'locationAddress',
        'orderPlaced',
        'storeEmail',
        'storeName',
        'storePhone',
      ].sort(),
    )
    expect(await read()).toEqual(before)
  })

  it('keeps at least one payment method on (400 on cardPayments)', async () => {
    const before = await read()
    const response = await save(
      edited(before, { cardPayments: false, paypal: false, bankTransfer: false, cashOnDelivery: false }),
    )
    expect(response.statusCode).toBe(400)
    expect(response.json().errors).toEqual({ cardPayments: ['too_few:1'] })
    expect(await read()).toEqual(before)
  })

  it('needs read on Documentos like the store, on the server', async () => {
    const before = await read()
    expect((await t.as(client, { method: 'GET', url })).statusCode).toBe(403)
    expect((await save(edited(before, { storeName: 'Del cliente' }), client)).statusCode).toBe(403)
    expect(await read()).toEqual(before)
  })
})

describeDemoPagesOff('the settings routes answer 404', [
  ['GET', url],
  ['PUT', url, {}],
])

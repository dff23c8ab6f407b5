import type { StoreSettingsInput } from '@mesa/contracts'
import type { Database } from '../../../db/client'
import { demoStoreSettings } from '../store-settings.schema'
import { DEMO_STORE } from './store-settings.service'

/** The demo store as the template ships it, in pesos; inserted once, an edited record is kept. */
const initial: StoreSettingsInput = {
  storeName: 'Mesa Autopartes',
  storePhone: '+52 55 5555 0100',
  storeEmail: 'tienda@demo.com',
  senderEmail: 'pedidos@demo.com',
  currency: 'MXN',
  timezone: 'America/Mexico_City',
  weightUnit: 'kg',
  cardPayments: true,
  paypal: false,
  bankTransfer: true,
  cashOnDelivery: false,
  contactMethod: 'email',
  companyField: 'optional',
  addressLine2: 'optional',
  shippingPhone: 'required',
  domesticRateCents: 14_900,
  internationalRateCents: 59_900,
  freeShippingOverCents: 150_000,
  locationName: 'Almacén Vallejo',
  locationAddress: 'Calle Poniente 128, Industrial Vallejo, Ciudad de México',
  fulfilOnlineOrders: true,
  orderPlaced: true,
  orderCancelled: true,
  orderRefunded: true,
  shippingUpdate: false,
}

export async function seedStoreSettings(db: Database) {
  await db.insert(demoStoreSettings).values({ storeKey: DEMO_STORE, settings: initial }).onConflictDoNothing()
}

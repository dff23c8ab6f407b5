import {
  contactMethods,
  fieldDemands,
  storeCurrencies,
  storeTimezones,
  weightUnits,
  type StoreSettingsInput,
  type StoreSettingsTab,
} from '@mesa/contracts'
import type { GridFieldSpec } from '../../../components/form'

type Spec = GridFieldSpec<StoreSettingsInput>
const label = (name: keyof StoreSettingsInput) => `settings.fields.${name}`
const toggle = (name: keyof StoreSettingsInput): Spec => ({ name, labelKey: label(name), kind: 'switch' })
const demand = (name: keyof StoreSettingsInput): Spec => ({
  name,
  labelKey: label(name),
  kind: 'select',
  size: 'third',
  options: fieldDemands,
  optionKey: 'settings.demands',
})

/** Each tab of /apps/ecommerce/settings and its fields (the template's six tabs). */
export const settingsFields: Record<StoreSettingsTab, Spec[]> = {
  store: [
    { name: 'storeName', labelKey: label('storeName'), size: 'half', required: true },
    { name: 'storePhone', labelKey: label('storePhone'), size: 'half', type: 'tel', required: true },
    { name: 'storeEmail', labelKey: label('storeEmail'), size: 'half', type: 'email', required: true },
    { name: 'senderEmail', labelKey: label('senderEmail'), size: 'half', type: 'email', required: true },
    {
      name: 'currency',
      labelKey: label('currency'),
      kind: 'select',
      size: 'third',
      options: storeCurrencies,
    },
    { name: 'timezone', labelKey: label('timezone'), kind: 'select', size: 'third', options: storeTimezones },
    {
      name: 'weightUnit',
      labelKey: label('weightUnit'),
      kind: 'select',
      size: 'third',
      options: weightUnits,
      optionKey: 'settings.units',
    },
  ],
  payments: [toggle('cardPayments'), toggle('paypal'), toggle('bankTransfer'), toggle('cashOnDelivery')],
  checkout: [
    {
      name: 'contactMethod',
      labelKey: label('contactMethod'),
      kind: 'select',
      options: contactMethods,
      optionKey: 'settings.contactMethods',
    },
    demand('companyField'),
    demand('addressLine2'),
    demand('shippingPhone'),
  ],
  shipping: [
    { name: 'domesticRateCents', labelKey: label('domesticRateCents'), kind: 'money', size: 'third' },
    {
      name: 'internationalRateCents',
      labelKey: label('internationalRateCents'),
      kind: 'money',
      size: 'third',
    },
    {
      name: 'freeShippingOverCents',
      labelKey: label('freeShippingOverCents'),
      kind: 'money',
      size: 'third',
      helperKey: 'settings.freeShippingHelp',
    },
  ],
  locations: [
    { name: 'locationName', labelKey: label('locationName'), required: true },
    { name: 'locationAddress', labelKey: label('locationAddress'), required: true, multiline: true },
    toggle('fulfilOnlineOrders'),
  ],
  notifications: [
    toggle('orderPlaced'),
    toggle('orderCancelled'),
    toggle('orderRefunded'),
    toggle('shippingUpdate'),
  ],
}

import { allyCreateSchema, allyUpdateSchema, type AllyCreateInput, type AllyDetail } from '@mesa/contracts'
import type { z } from 'zod'

/** The form's check: the create body, plus the version read when editing (the update schema's). */
export const allyFormSchema = allyCreateSchema.extend({ version: allyUpdateSchema.shape.version.optional() })

/** The form holds the create body, plus `version` when editing (the update schema). */
export type AllyFormValues = z.input<typeof allyFormSchema>
export type AllyFormOutput = z.output<typeof allyFormSchema>

export type AllyAccountValues = NonNullable<AllyCreateInput['accounts']>[number]
export type AllyAddressValues = NonNullable<AllyCreateInput['addresses']>[number]
export type AllyManagerValues = NonNullable<AllyCreateInput['managers']>[number]

export const emptyAlly = (): AllyFormValues => ({
  allyName: '',
  legalName: '',
  rfc: '',
  zoneName: '',
  regionName: '',
  type: '',
  status: 'Pending',
  active: true,
  image: null,
  email: '',
  phone: '',
  sellerId: undefined as unknown as number,
  supervisorId: undefined as unknown as number,
  accounts: [],
  addresses: [],
  managers: [],
  userIds: [],
})

/** The detail as form values (without the ids of child rows: PUT replaces the lists). */
export function toFormValues(detail: AllyDetail): AllyFormValues {
  return {
    allyName: detail.allyName,
    legalName: detail.legalName,
    rfc: detail.rfc,
    zoneName: detail.zoneName,
    regionName: detail.regionName,
    type: detail.type,
    status: detail.status,
    active: detail.active,
    image: detail.image,
    email: detail.email,
    phone: detail.phone,
    sellerId: detail.sellerId,
    supervisorId: detail.supervisorId,
    accounts: detail.accounts.map(({ bankCode, clabe, holderName, accountNumber }) => ({
      bankCode,
      clabe,
      holderName,
      accountNumber,
    })),
    addresses: detail.addresses.map(({ id: _id, ...address }) => address),
    managers: detail.managers.map(({ id: _id, ...manager }) => manager),
    userIds: detail.users.map((user) => user.id),
    version: detail.version,
  }
}

/** Which tab shows a field: the Comercial lists, or the Aliado data. */
export const tabOfField = (field: string): 'general' | 'commercial' =>
  /^(accounts|addresses|managers|userIds)\b/.test(field) ? 'commercial' : 'general'

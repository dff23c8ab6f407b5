import {
  allyAccountInputSchema,
  allyAddressInputSchema,
  allyManagerInputSchema,
  type AllyCatalogs,
} from '@mesa/contracts'
import type { DefaultValues, FieldValues } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import type { AllyAccountValues, AllyAddressValues, AllyManagerValues } from './ally-form-values'
import { FieldGrid, type GridFieldSpec } from '../../../components/form'
import { ItemDialog } from './item-dialog'

interface DialogProps<I, O> {
  open: boolean
  isNew: boolean
  values: DefaultValues<I>
  errors?: Record<string, string>
  catalogs: AllyCatalogs
  onSave: (values: O) => void
  onClose: () => void
}

const bankFields = (catalogs: AllyCatalogs): GridFieldSpec<AllyAccountValues>[] => [
  {
    name: 'bankCode',
    labelKey: 'accounts.bank',
    required: true,
    options: catalogs.banks.map((bank) => ({ value: bank.value, label: `${bank.value} · ${bank.label}` })),
  },
  {
    name: 'clabe',
    labelKey: 'accounts.clabe',
    inputMode: 'numeric',
    required: true,
    helperKey: 'accounts.clabeHelp',
  },
  { name: 'holderName', labelKey: 'accounts.holder', size: 'half', required: true },
  { name: 'accountNumber', labelKey: 'accounts.number', size: 'half', inputMode: 'numeric' },
]

const managerFields = (catalogs: AllyCatalogs): GridFieldSpec<AllyManagerValues>[] => [
  { name: 'type', labelKey: 'managers.type', size: 'half', required: true, options: catalogs.typeOfManagers },
  {
    name: 'position',
    labelKey: 'managers.position',
    size: 'half',
    required: true,
    options: catalogs.positions,
  },
  { name: 'fullName', labelKey: 'managers.fullName', required: true },
  { name: 'email', labelKey: 'managers.email', size: 'half', type: 'email', required: true },
  { name: 'phone', labelKey: 'managers.phone', size: 'half', type: 'tel' },
]

const addressFields = (catalogs: AllyCatalogs): GridFieldSpec<AllyAddressValues>[] => [
  { name: 'type', labelKey: 'addresses.type', required: true, options: catalogs.typeOfAddresses },
  { name: 'street', labelKey: 'addresses.street', required: true },
  { name: 'exteriorNumber', labelKey: 'addresses.exteriorNumber', size: 'half', required: true },
  { name: 'interiorNumber', labelKey: 'addresses.interiorNumber', size: 'half' },
  { name: 'neighborhood', labelKey: 'addresses.neighborhood', size: 'half', required: true },
  { name: 'municipality', labelKey: 'addresses.municipality', size: 'half', required: true },
  { name: 'state', labelKey: 'addresses.state', size: 'half', required: true },
  {
    name: 'postalCode',
    labelKey: 'addresses.postalCode',
    size: 'half',
    inputMode: 'numeric',
    required: true,
  },
]

/** A dialog of one row of a Comercial list, from its schema, its i18n group (`<group>.add`/`.edit`) and fields. */
function itemDialog<I extends FieldValues, O extends FieldValues>(
  schema: z.ZodType<O, I>,
  group: string,
  fields: (catalogs: AllyCatalogs) => GridFieldSpec<I>[],
) {
  return function AllyItemDialog({ catalogs, isNew, ...props }: DialogProps<I, O>) {
    const { t } = useTranslation('allies')
    return (
      <ItemDialog {...props} title={t(`${group}.${isNew ? 'add' : 'edit'}`)} schema={schema}>
        {(control) => <FieldGrid control={control} namespace="allies" fields={fields(catalogs)} />}
      </ItemDialog>
    )
  }
}

/** The "bank" dialog of spec §3: a bank account with its CLABE. */
export const BankDialog = itemDialog(allyAccountInputSchema, 'accounts', bankFields)

/** The "responsible person" dialog of spec §3: a manager with type and position. */
export const ManagerDialog = itemDialog(allyManagerInputSchema, 'managers', managerFields)

/** The "general" dialog of spec §3: an address of the ally with its type. */
export const AddressDialog = itemDialog(allyAddressInputSchema, 'addresses', addressFields)

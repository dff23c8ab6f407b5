import Stack from '@mui/material/Stack'
import type { AllyCatalogs, AllyStaffOption } from '@mesa/contracts'
import { useState } from 'react'
import { useWatch, type FieldErrors, type UseFormReturn } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import type {
  AllyAccountValues,
  AllyAddressValues,
  AllyFormOutput,
  AllyFormValues,
  AllyManagerValues,
} from './ally-form-values'
import { CommercialSection } from './commercial-section'
import { AddressDialog, BankDialog, ManagerDialog } from './ally-item-dialogs'
import { LinkUserDialog } from './link-user-dialog'
import { useErrorText } from '../../../lib/error-text'
import { stateName } from '../../../lib/state-names'

type ListName = 'accounts' | 'addresses' | 'managers'
type Editing = { list: ListName; index: number } | { list: 'users' } | null

interface AllyCommercialTabProps {
  form: UseFormReturn<AllyFormValues, unknown, AllyFormOutput>
  catalogs: AllyCatalogs
  staff: AllyStaffOption[]
}

/** Field → text of one row's errors, e.g. { clabe: 'La CLABE ...' }. */
function rowErrors(errors: FieldErrors<AllyFormValues>, list: ListName, index: number) {
  const row = (errors[list] as unknown as Array<Record<string, { message?: string }>> | undefined)?.[index]
  const result: Record<string, string> = {}
  for (const [field, error] of Object.entries(row ?? {})) {
    if (error && typeof error === 'object' && typeof error.message === 'string') result[field] = error.message
  }
  return result
}

const emptyAccount: AllyAccountValues = { bankCode: '', clabe: '', holderName: '', accountNumber: '' }
const emptyManager: AllyManagerValues = { type: '', position: '', fullName: '', email: '', phone: '' }
const emptyAddress: AllyAddressValues = {
  type: '',
  street: '',
  exteriorNumber: '',
  interiorNumber: '',
  neighborhood: '',
  municipality: '',
  state: '',
  postalCode: '',
}

/** Sub-page "Comercial": bank accounts, responsible persons, addresses and linked user accounts. */
export function AllyCommercialTab({ form, catalogs, staff }: AllyCommercialTabProps) {
  const { t } = useTranslation('allies')
  const { fieldText } = useErrorText('allies')
  const { control } = form
  const accounts = useWatch({ control, name: 'accounts' }) ?? []
  const managers = useWatch({ control, name: 'managers' }) ?? []
  const addresses = useWatch({ control, name: 'addresses' }) ?? []
  const userIds = useWatch({ control, name: 'userIds' }) ?? []
  const errors = form.formState.errors
  const [editing, setEditing] = useState<Editing>(null)

  const setList = <L extends ListName>(list: L, next: NonNullable<AllyFormValues[L]>) => {
    form.setValue(list, next as never, { shouldDirty: true })
    form.clearErrors(list)
  }
  const save =
    <L extends ListName>(list: L, rows: NonNullable<AllyFormValues[L]>) =>
    (values: NonNullable<AllyFormValues[L]>[number]) => {
      const index = editing && editing.list === list ? editing.index : -1
      setList(
        list,
        (index < 0 || index >= rows.length
          ? [...rows, values]
          : rows.map((row, i) => (i === index ? values : row))) as NonNullable<AllyFormValues[L]>,
      )
      setEditing(null)
    }
  const remove = <L extends ListName>(list: L, rows: NonNullable<AllyFormValues[L]>, index: number) =>
    setList(list, rows.filter((_row, i) => i !== index) as NonNullable<AllyFormValues[L]>)
  const texts = (list: ListName, index: number) =>
    Object.entries(rowErrors(errors, list, index)).map(([field, entry]) =>
      fieldText(entry, `${list}.${field}`),
    )
  const listError = (list: ListName | 'userIds') => {
    const error = errors[list] as { message?: string } | undefined
    return error?.message ? fieldText(error.message, list) : undefined
  }
  const bankName = (code: string) => catalogs.banks.find((bank) => bank.value === code)?.label ?? code
  const isEditing = (list: ListName) => (editing && editing.list === list ? editing.index : null)
  const dialogProps = <T,>(list: ListName, rows: T[], empty: T) => {
    const index = isEditing(list)
    return {
      open: index !== null,
      isNew: index === null || index >= rows.length,
      values: index !== null && index < rows.length ? rows[index]! : empty,
      errors: index !== null ? rowErrors(errors, list, index) : undefined,
      catalogs,
      onClose: () => setEditing(null),
    }
  }
  const staffById = new Map(staff.map((user) => [user.id, user]))

  return (
    <Stack spacing={2.5}>
      <CommercialSection
        title={t('accounts.title')}
        addLabel={t('accounts.add')}
        emptyText={t('accounts.empty')}
        error={listError('accounts')}
        rows={accounts.map((account, index) => ({
          key: `${index}-${account.clabe}`,
          primary: `${bankName(account.bankCode)} · ${account.clabe}`,
          secondary: account.holderName,
          errors: texts('accounts', index),
        }))}
        onAdd={() => setEditing({ list: 'accounts', index: accounts.length })}
        onEdit={(index) => setEditing({ list: 'accounts', index })}
        onRemove={(index) => remove('accounts', accounts, index)}
      />
      <CommercialSection
        title={t('managers.title')}
        addLabel={t('managers.add')}
        emptyText={t('managers.empty')}
        error={listError('managers')}
        rows={managers.map((manager, index) => ({
          key: `${index}-${manager.email}`,
          primary: manager.fullName,
          secondary: `${manager.type} · ${manager.position} · ${manager.email}`,
          errors: texts('managers', index),
        }))}
        onAdd={() => setEditing({ list: 'managers', index: managers.length })}
        onEdit={(index) => setEditing({ list: 'managers', index })}
        onRemove={(index) => remove('managers', managers, index)}
      />
      <CommercialSection
        title={t('addresses.title')}
        addLabel={t('addresses.add')}
        emptyText={t('addresses.empty')}
        error={listError('addresses')}
        rows={addresses.map((address, index) => ({
          key: `${index}-${address.street}`,
          primary: `${address.type}: ${address.street} ${address.exteriorNumber}${address.interiorNumber ? ` int. ${address.interiorNumber}` : ''}`,
          secondary: `${address.neighborhood}, ${address.municipality}, ${stateName(address.state)}, C.P. ${address.postalCode}`,
          errors: texts('addresses', index),
        }))}
        onAdd={() => setEditing({ list: 'addresses', index: addresses.length })}
        onEdit={(index) => setEditing({ list: 'addresses', index })}
        onRemove={(index) => remove('addresses', addresses, index)}
      />
      <CommercialSection
        title={t('users.title')}
        addLabel={t('users.link')}
        emptyText={t('users.empty')}
        error={listError('userIds')}
        rows={userIds.map((userId, index) => {
          const user = staffById.get(userId)
          const error = (errors.userIds as unknown as Array<{ message?: string }> | undefined)?.[index]
          return {
            key: userId,
            primary: user?.fullName ?? `#${userId}`,
            secondary: user ? user.email : '',
            errors: error?.message ? [fieldText(error.message, 'userIds')] : [],
          }
        })}
        onAdd={() => setEditing({ list: 'users' })}
        onRemove={(index) => {
          form.setValue(
            'userIds',
            userIds.filter((_id, i) => i !== index),
            { shouldDirty: true },
          )
          form.clearErrors('userIds')
        }}
      />
      <BankDialog {...dialogProps('accounts', accounts, emptyAccount)} onSave={save('accounts', accounts)} />
      <ManagerDialog
        {...dialogProps('managers', managers, emptyManager)}
        onSave={save('managers', managers)}
      />
      <AddressDialog
        {...dialogProps('addresses', addresses, emptyAddress)}
        onSave={save('addresses', addresses)}
      />
      <LinkUserDialog
        open={editing?.list === 'users'}
        users={staff.filter((user) => !userIds.includes(user.id))}
        onClose={() => setEditing(null)}
        onLink={(userId) => {
          form.setValue('userIds', [...userIds, userId], { shouldDirty: true })
          form.clearErrors('userIds')
          setEditing(null)
        }}
      />
    </Stack>
  )
}

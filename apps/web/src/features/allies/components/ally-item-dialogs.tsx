import Grid from '@mui/material/Grid'
import {
  allyAccountInputSchema,
  allyAddressInputSchema,
  allyManagerInputSchema,
  type AllyCatalogs,
} from '@mesa/contracts'
import { useTranslation } from 'react-i18next'
import type { AllyAccountValues, AllyAddressValues, AllyManagerValues } from './ally-form-values'
import { FormField } from '../../../components/form'
import { ItemDialog } from './item-dialog'

interface DialogProps<T> {
  open: boolean
  isNew: boolean
  values: T
  errors?: Record<string, string>
  catalogs: AllyCatalogs
  onSave: (values: T) => void
  onClose: () => void
}

const half = { xs: 12, sm: 6 }
const full = { xs: 12 }

/** The "bank" dialog of spec §3: a bank account with its CLABE. */
export function BankDialog({ catalogs, isNew, ...props }: DialogProps<AllyAccountValues>) {
  const { t } = useTranslation('allies')
  return (
    <ItemDialog
      {...props}
      title={t(isNew ? 'accounts.add' : 'accounts.edit')}
      schema={allyAccountInputSchema as never}
    >
      {(control) => (
        <>
          <Grid size={full}>
            <FormField
              namespace="allies"
              control={control}
              name="bankCode"
              label={t('accounts.bank')}
              required
              options={catalogs.banks.map((bank) => ({
                value: bank.value,
                label: `${bank.value} · ${bank.label}`,
              }))}
            />
          </Grid>
          <Grid size={full}>
            <FormField
              namespace="allies"
              control={control}
              name="clabe"
              label={t('accounts.clabe')}
              inputMode="numeric"
              required
              helperText={t('accounts.clabeHelp')}
            />
          </Grid>
          <Grid size={half}>
            <FormField
              namespace="allies"
              control={control}
              name="holderName"
              label={t('accounts.holder')}
              required
            />
          </Grid>
          <Grid size={half}>
            <FormField
              namespace="allies"
              control={control}
              name="accountNumber"
              label={t('accounts.number')}
              inputMode="numeric"
            />
          </Grid>
        </>
      )}
    </ItemDialog>
  )
}

/** The "responsible person" dialog of spec §3: a manager with type and position. */
export function ManagerDialog({ catalogs, isNew, ...props }: DialogProps<AllyManagerValues>) {
  const { t } = useTranslation('allies')
  return (
    <ItemDialog
      {...props}
      title={t(isNew ? 'managers.add' : 'managers.edit')}
      schema={allyManagerInputSchema as never}
    >
      {(control) => (
        <>
          <Grid size={half}>
            <FormField
              namespace="allies"
              control={control}
              name="type"
              label={t('managers.type')}
              required
              options={catalogs.typeOfManagers}
            />
          </Grid>
          <Grid size={half}>
            <FormField
              namespace="allies"
              control={control}
              name="position"
              label={t('managers.position')}
              required
              options={catalogs.positions}
            />
          </Grid>
          <Grid size={full}>
            <FormField
              namespace="allies"
              control={control}
              name="fullName"
              label={t('managers.fullName')}
              required
            />
          </Grid>
          <Grid size={half}>
            <FormField
              namespace="allies"
              control={control}
              name="email"
              label={t('managers.email')}
              type="email"
              required
            />
          </Grid>
          <Grid size={half}>
            <FormField
              namespace="allies"
              control={control}
              name="phone"
              label={t('managers.phone')}
              type="tel"
            />
          </Grid>
        </>
      )}
    </ItemDialog>
  )
}

/** The "general" dialog of spec §3: an address of the ally with its type. */
export function AddressDialog({ catalogs, isNew, ...props }: DialogProps<AllyAddressValues>) {
  const { t } = useTranslation('allies')
  return (
    <ItemDialog
      {...props}
      title={t(isNew ? 'addresses.add' : 'addresses.edit')}
      schema={allyAddressInputSchema as never}
    >
      {(control) => (
        <>
          <Grid size={full}>
            <FormField
              namespace="allies"
              control={control}
              name="type"
              label={t('addresses.type')}
              required
              options={catalogs.typeOfAddresses}
            />
          </Grid>
          <Grid size={full}>
            <FormField
              namespace="allies"
              control={control}
              name="street"
              label={t('addresses.street')}
              required
            />
          </Grid>
          <Grid size={half}>
            <FormField
              namespace="allies"
              control={control}
              name="exteriorNumber"
              label={t('addresses.exteriorNumber')}
              required
            />
          </Grid>
          <Grid size={half}>
            <FormField
              namespace="allies"
              control={control}
              name="interiorNumber"
              label={t('addresses.interiorNumber')}
            />
          </Grid>
          <Grid size={half}>
            <FormField
              namespace="allies"
              control={control}
              name="neighborhood"
              label={t('addresses.neighborhood')}
              required
            />
          </Grid>
          <Grid size={half}>
            <FormField
              namespace="allies"
              control={control}
              name="municipality"
              label={t('addresses.municipality')}
              required
            />
          </Grid>
          <Grid size={half}>
            <FormField
              namespace="allies"
              control={control}
              name="state"
              label={t('addresses.state')}
              required
            />
          </Grid>
          <Grid size={half}>
            <FormField
              namespace="allies"
              control={control}
              name="postalCode"
              label={t('addresses.postalCode')}
              inputMode="numeric"
              required
            />
          </Grid>
        </>
      )}
    </ItemDialog>
  )
}

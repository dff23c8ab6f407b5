import Grid from '@mui/material/Grid'
import type { AllyCatalogs, AllyStaffOption } from '@mesa/contracts'
import { useWatch, type UseFormReturn } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import type { AllyFormValues } from './ally-form-values'
import { CheckboxField, FormField, type FieldOption } from '../../../components/form'

interface AllyGeneralTabProps {
  form: UseFormReturn<AllyFormValues>
  catalogs: AllyCatalogs
  sellers: AllyStaffOption[]
  supervisors: AllyStaffOption[]
}

const staffOption = (user: AllyStaffOption): FieldOption => ({
  value: user.id,
  label: `${user.fullName} · ${user.email}`,
})

/** Sub-page "Aliado": identity, zone and region, type, status, contact, seller and supervisor. */
export function AllyGeneralTab({ form, catalogs, sellers, supervisors }: AllyGeneralTabProps) {
  const { t } = useTranslation('allies')
  const { control } = form
  const zoneName = useWatch({ control, name: 'zoneName' })
  const regions = catalogs.regions.filter((region) => region.zoneName === zoneName)
  const half = { xs: 12, md: 6 }
  return (
    <Grid container spacing={2.5}>
      <Grid size={half}>
        <FormField
          namespace="allies"
          control={control}
          name="allyName"
          label={t('fields.allyName')}
          required
        />
      </Grid>
      <Grid size={half}>
        <FormField
          namespace="allies"
          control={control}
          name="legalName"
          label={t('fields.legalName')}
          required
        />
      </Grid>
      <Grid size={half}>
        <FormField namespace="allies" control={control} name="rfc" label={t('fields.rfc')} required />
      </Grid>
      <Grid size={half}>
        <FormField
          namespace="allies"
          control={control}
          name="type"
          label={t('fields.type')}
          required
          options={catalogs.typeOfAllies}
        />
      </Grid>
      <Grid size={half}>
        <FormField
          namespace="allies"
          control={control}
          name="zoneName"
          label={t('fields.zone')}
          required
          options={catalogs.zones}
          onPicked={(zone) => {
            const region = form.getValues('regionName')
            if (!catalogs.regions.some((item) => item.value === region && item.zoneName === zone)) {
              form.setValue('regionName', '')
            }
          }}
        />
      </Grid>
      <Grid size={half}>
        <FormField
          namespace="allies"
          control={control}
          name="regionName"
          label={t('fields.region')}
          required
          disabled={!zoneName}
          options={regions}
        />
      </Grid>
      <Grid size={half}>
        <FormField
          namespace="allies"
          control={control}
          name="status"
          label={t('fields.status')}
          options={catalogs.statuses.map((status) => ({
            value: status.value,
            label: t(`status.${status.value}`, { defaultValue: status.label }),
          }))}
        />
      </Grid>
      <Grid size={half} sx={{ display: 'flex', alignItems: 'center' }}>
        <CheckboxField
          control={control}
          name="active"
          label={t('fields.active')}
          namespace="allies"
          variant="switch"
        />
      </Grid>
      <Grid size={half}>
        <FormField
          namespace="allies"
          control={control}
          name="email"
          label={t('fields.email')}
          type="email"
          inputMode="email"
        />
      </Grid>
      <Grid size={half}>
        <FormField
          namespace="allies"
          control={control}
          name="phone"
          label={t('fields.phone')}
          type="tel"
          inputMode="tel"
        />
      </Grid>
      <Grid size={half}>
        <FormField
          namespace="allies"
          control={control}
          name="sellerId"
          label={t('fields.seller')}
          required
          numeric
          options={sellers.map(staffOption)}
        />
      </Grid>
      <Grid size={half}>
        <FormField
          namespace="allies"
          control={control}
          name="supervisorId"
          label={t('fields.supervisor')}
          required
          numeric
          options={supervisors.map(staffOption)}
        />
      </Grid>
    </Grid>
  )
}

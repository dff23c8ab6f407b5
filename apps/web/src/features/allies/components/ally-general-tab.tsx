import type { AllyCatalogs, AllyStaffOption } from '@mesa/contracts'
import { useWatch, type UseFormReturn } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import type { AllyFormOutput, AllyFormValues } from './ally-form-values'
import { FieldGrid, type FieldOption, type GridFieldSpec } from '../../../components/form'

interface AllyGeneralTabProps {
  form: UseFormReturn<AllyFormValues, unknown, AllyFormOutput>
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
  const fields: GridFieldSpec<AllyFormValues>[] = [
    { name: 'allyName', labelKey: 'fields.allyName', size: 'half', required: true },
    { name: 'legalName', labelKey: 'fields.legalName', size: 'half', required: true },
    { name: 'rfc', labelKey: 'fields.rfc', size: 'half', required: true },
    { name: 'type', labelKey: 'fields.type', size: 'half', required: true, options: catalogs.typeOfAllies },
    {
      name: 'zoneName',
      labelKey: 'fields.zone',
      size: 'half',
      required: true,
      options: catalogs.zones,
      onPicked: (zone) => {
        // A region outside the picked zone is cleared.
        const region = form.getValues('regionName')
        if (!catalogs.regions.some((item) => item.value === region && item.zoneName === zone)) {
          form.setValue('regionName', '')
        }
      },
    },
    {
      name: 'regionName',
      labelKey: 'fields.region',
      size: 'half',
      required: true,
      disabled: !zoneName,
      options: regions,
    },
    {
      name: 'status',
      labelKey: 'fields.status',
      size: 'half',
      options: catalogs.statuses.map((status) => ({
        value: status.value,
        label: t(`status.${status.value}`, { defaultValue: status.label }),
      })),
    },
    { name: 'active', labelKey: 'fields.active', size: 'half', kind: 'switch' },
    { name: 'email', labelKey: 'fields.email', size: 'half', type: 'email', inputMode: 'email' },
    { name: 'phone', labelKey: 'fields.phone', size: 'half', type: 'tel', inputMode: 'tel' },
    {
      name: 'sellerId',
      labelKey: 'fields.seller',
      size: 'half',
      required: true,
      numeric: true,
      options: sellers.map(staffOption),
    },
    {
      name: 'supervisorId',
      labelKey: 'fields.supervisor',
      size: 'half',
      required: true,
      numeric: true,
      options: supervisors.map(staffOption),
    },
  ]
  return <FieldGrid control={control} namespace="allies" fields={fields} breakpoint="md" spacing={2.5} />
}

import MenuItem from '@mui/material/MenuItem'
import TextField from '@mui/material/TextField'
import { allyStatuses, type CatalogOption } from '@mesa/contracts'
import { useTranslation } from 'react-i18next'

interface AllyFiltersProps {
  values: Record<string, string>
  zones: CatalogOption[]
  onChange: (name: string, value: string) => void
}

const selectSx = { minWidth: 160 }

/** The list's filters (spec §7): active, zone and status; '' means all. */
export function AllyFilters({ values, zones, onChange }: AllyFiltersProps) {
  const { t } = useTranslation('allies')
  const all = <MenuItem value="">{t('list.all', { ns: 'translation' })}</MenuItem>
  return (
    <>
      <TextField
        select
        size="small"
        sx={selectSx}
        id="ally-filter-active"
        label={t('filters.active')}
        value={values.active ?? ''}
        onChange={(event) => onChange('active', event.target.value)}
      >
        {all}
        <MenuItem value="true">{t('list.yes', { ns: 'translation' })}</MenuItem>
        <MenuItem value="false">{t('list.no', { ns: 'translation' })}</MenuItem>
      </TextField>
      <TextField
        select
        size="small"
        sx={selectSx}
        id="ally-filter-zone"
        label={t('filters.zone')}
        value={values.zoneName ?? ''}
        onChange={(event) => onChange('zoneName', event.target.value)}
      >
        {all}
        {zones.map((zone) => (
          <MenuItem key={zone.value} value={zone.value}>
            {zone.label}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        sx={selectSx}
        id="ally-filter-status"
        label={t('filters.status')}
        value={values.status ?? ''}
        onChange={(event) => onChange('status', event.target.value)}
      >
        {all}
        {allyStatuses.map((status) => (
          <MenuItem key={status} value={status}>
            {t(`status.${status}`)}
          </MenuItem>
        ))}
      </TextField>
    </>
  )
}

import { allyStatuses, type CatalogOption } from '@mesa/contracts'
import { useTranslation } from 'react-i18next'
import { FilterSelect } from '../../../components/list-screen'

interface AllyFiltersProps {
  filters: Record<string, string>
  zones: CatalogOption[]
  onChange: (filters: Record<string, string>) => void
}

/** The list's filters (spec §7): active, zone and status; '' means all. */
export function AllyFilters({ filters, zones, onChange }: AllyFiltersProps) {
  const { t } = useTranslation('allies')
  const allLabel = t('list.all', { ns: 'translation' })
  return (
    <>
      <FilterSelect
        id="ally-filter-active"
        label={t('filters.active')}
        value={filters.active ?? ''}
        options={[
          { value: 'true', label: t('list.yes', { ns: 'translation' }) },
          { value: 'false', label: t('list.no', { ns: 'translation' }) },
        ]}
        onChange={(active) => onChange({ active })}
        allLabel={allLabel}
      />
      <FilterSelect
        id="ally-filter-zone"
        label={t('filters.zone')}
        value={filters.zoneName ?? ''}
        options={zones}
        onChange={(zoneName) => onChange({ zoneName })}
        allLabel={allLabel}
      />
      <FilterSelect
        id="ally-filter-status"
        label={t('filters.status')}
        value={filters.status ?? ''}
        options={allyStatuses.map((status) => ({ value: status, label: t(`status.${status}`) }))}
        onChange={(status) => onChange({ status })}
        allLabel={allLabel}
      />
    </>
  )
}

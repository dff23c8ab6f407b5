import { userPlans, userStatuses } from '@mesa/contracts'
import { useTranslation } from 'react-i18next'
import { FilterSelect } from '../../../components/list-screen'
import { useRoleOptions } from '../../../lib/option-reads'

interface UserFiltersProps {
  filters: Record<string, string>
  onChange: (filters: Record<string, string>) => void
}

/** Role, plan and status filters of the user list (exact values, spec §7). */
export function UserFilters({ filters, onChange }: UserFiltersProps) {
  const { t } = useTranslation('users')
  const roles = useRoleOptions()
  const allLabel = t('list.all', { ns: 'translation' })
  return (
    <>
      <FilterSelect
        id="filter-role"
        label={t('filters.role')}
        value={filters.role ?? ''}
        options={(roles.data ?? []).map((role) => ({ value: role.name, label: role.name }))}
        onChange={(role) => onChange({ role })}
        allLabel={allLabel}
      />
      <FilterSelect
        id="filter-plan"
        label={t('filters.plan')}
        value={filters.plan ?? ''}
        options={userPlans.map((plan) => ({ value: plan, label: t(`plans.${plan}`) }))}
        onChange={(plan) => onChange({ plan })}
        allLabel={allLabel}
      />
      <FilterSelect
        id="filter-status"
        label={t('filters.status')}
        value={filters.status ?? ''}
        options={userStatuses.map((status) => ({ value: status, label: t(`status.${status}`) }))}
        onChange={(status) => onChange({ status })}
        allLabel={allLabel}
      />
    </>
  )
}

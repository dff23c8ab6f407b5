import { userPlans, userStatuses } from '@mesa/contracts'
import Grid from '@mui/material/Grid'
import MenuItem from '@mui/material/MenuItem'
import TextField from '@mui/material/TextField'
import { useTranslation } from 'react-i18next'
import { useRoleOptions } from '../api/get-role-options'

interface UserFiltersProps {
  filters: Record<string, string>
  onChange: (filters: Record<string, string>) => void
}

/** Role, plan and status filters of the user list (exact values, spec §7). */
export function UserFilters({ filters, onChange }: UserFiltersProps) {
  const { t } = useTranslation('users')
  const roles = useRoleOptions()
  const select = (name: string, label: string, options: { value: string; label: string }[]) => (
    <Grid size={{ xs: 12, sm: 4 }}>
      <TextField
        select
        fullWidth
        size="small"
        id={`filter-${name}`}
        label={label}
        value={filters[name] ?? ''}
        onChange={(event) => onChange({ [name]: event.target.value })}
      >
        <MenuItem value="">{t('list.all', { ns: 'translation' })}</MenuItem>
        {options.map((option) => (
          <MenuItem key={option.value} value={option.value}>
            {option.label}
          </MenuItem>
        ))}
      </TextField>
    </Grid>
  )
  return (
    <Grid container spacing={2}>
      {select(
        'role',
        t('filters.role'),
        (roles.data ?? []).map((role) => ({ value: role.name, label: role.name })),
      )}
      {select(
        'plan',
        t('filters.plan'),
        userPlans.map((plan) => ({ value: plan, label: t(`plans.${plan}`) })),
      )}
      {select(
        'status',
        t('filters.status'),
        userStatuses.map((status) => ({ value: status, label: t(`status.${status}`) })),
      )}
    </Grid>
  )
}

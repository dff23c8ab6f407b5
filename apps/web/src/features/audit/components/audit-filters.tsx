import TextField from '@mui/material/TextField'
import { useTranslation } from 'react-i18next'
import { FilterSelect } from '../../../components/list-screen'
import { useAuditLabels } from './audit-labels'

interface AuditFiltersProps {
  filters: Record<string, string>
  actions: string[]
  entityTypes: string[]
  onChange: (filters: Record<string, string>) => void
}

/** The trail's filters: what (action), which record (type and id), and the period (days, inclusive). */
export function AuditFilters({ filters, actions, entityTypes, onChange }: AuditFiltersProps) {
  const { t } = useTranslation('audit')
  const labels = useAuditLabels()
  const allLabel = t('list.all', { ns: 'translation' })
  const known = (values: string[], value: string | undefined) =>
    value && values.includes(value) ? value : ''
  const dateField = (name: 'from' | 'to') => (
    <TextField
      id={`audit-filter-${name}`}
      type="date"
      size="small"
      label={t(`filters.${name}`)}
      value={filters[name] ?? ''}
      onChange={(event) => onChange({ [name]: event.target.value })}
      slotProps={{ inputLabel: { shrink: true } }}
    />
  )
  return (
    <>
      <FilterSelect
        id="audit-filter-action"
        label={t('filters.action')}
        value={known(actions, filters.action)}
        options={actions.map((action) => ({ value: action, label: labels.action(action) }))}
        onChange={(action) => onChange({ action })}
        allLabel={allLabel}
        minWidth={220}
      />
      <FilterSelect
        id="audit-filter-entity-type"
        label={t('filters.entityType')}
        value={known(entityTypes, filters.entityType)}
        options={entityTypes.map((type) => ({ value: type, label: labels.entity(type) }))}
        onChange={(entityType) => onChange({ entityType })}
        allLabel={allLabel}
        minWidth={200}
      />
      <TextField
        id="audit-filter-entity-id"
        size="small"
        label={t('filters.entityId')}
        value={filters.entityId ?? ''}
        onChange={(event) => onChange({ entityId: event.target.value.trim() })}
        sx={{ width: 140 }}
      />
      {dateField('from')}
      {dateField('to')}
    </>
  )
}

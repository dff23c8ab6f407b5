import { jobStates } from '@mesa/contracts'
import { useTranslation } from 'react-i18next'
import { FilterSelect } from '../../../components/list-screen'
import { useJobKindLabel } from './job-kind'

interface JobFiltersProps {
  filters: Record<string, string>
  kinds: string[]
  onChange: (filters: Record<string, string>) => void
}

/** The jobs list's filters: kind and state; '' means all. */
export function JobFilters({ filters, kinds, onChange }: JobFiltersProps) {
  const { t } = useTranslation('jobs')
  const kindLabel = useJobKindLabel()
  const allLabel = t('list.all', { ns: 'translation' })
  const kind = filters.kind ?? ''
  return (
    <>
      <FilterSelect
        id="job-filter-kind"
        label={t('filters.kind')}
        value={kinds.includes(kind) ? kind : ''}
        options={kinds.map((name) => ({ value: name, label: kindLabel(name) }))}
        onChange={(value) => onChange({ kind: value })}
        allLabel={allLabel}
        minWidth={200}
      />
      <FilterSelect
        id="job-filter-state"
        label={t('filters.state')}
        value={filters.state ?? ''}
        options={jobStates.map((state) => ({ value: state, label: t(`state.${state}`) }))}
        onChange={(state) => onChange({ state })}
        allLabel={allLabel}
        minWidth={200}
      />
    </>
  )
}

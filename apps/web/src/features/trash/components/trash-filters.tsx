import { trashRecordTypes } from '@mesa/contracts'
import { useTranslation } from 'react-i18next'
import { FilterDate, FilterSelect } from '../../../components/list-screen'

interface TrashFiltersProps {
  filters: Record<string, string>
  deleters: { id: number; fullName: string }[]
  onChange: (filters: Record<string, string>) => void
}

/** The trash's filters: the record type, who deleted it and the period of the delete (days, inclusive). */
export function TrashFilters({ filters, deleters, onChange }: TrashFiltersProps) {
  const { t } = useTranslation('trash')
  const allLabel = t('list.all', { ns: 'translation' })
  const dateField = (name: 'from' | 'to') => (
    <FilterDate
      id={`trash-filter-${name}`}
      label={t(`filters.${name}`)}
      value={filters[name] ?? ''}
      onChange={(value) => onChange({ [name]: value })}
    />
  )
  const knownDeleter = deleters.some((deleter) => String(deleter.id) === filters.deletedBy)
  return (
    <>
      <FilterSelect
        id="trash-filter-type"
        label={t('filters.type')}
        value={filters.type ?? ''}
        options={trashRecordTypes.map((type) => ({ value: type, label: t(`types.${type}`) }))}
        onChange={(type) => onChange({ type })}
        allLabel={allLabel}
        minWidth={180}
      />
      <FilterSelect
        id="trash-filter-deleted-by"
        label={t('filters.deletedBy')}
        value={knownDeleter ? filters.deletedBy! : ''}
        options={deleters.map((deleter) => ({ value: String(deleter.id), label: deleter.fullName }))}
        onChange={(deletedBy) => onChange({ deletedBy })}
        allLabel={allLabel}
        minWidth={220}
      />
      {dateField('from')}
      {dateField('to')}
    </>
  )
}

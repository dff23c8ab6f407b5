import TextField from '@mui/material/TextField'
import { invoiceStatuses } from '@mesa/contracts'
import { useTranslation } from 'react-i18next'
import { FilterSelect } from '../../../components/list-screen'

interface InvoiceFiltersProps {
  filters: Record<string, string>
  onChange: (filters: Record<string, string>) => void
}

/** The list's filters (spec §7): status (exact) and the issue-date range (inclusive); '' means all. */
export function InvoiceFilters({ filters, onChange }: InvoiceFiltersProps) {
  const { t } = useTranslation('invoices')
  const dateField = (name: 'start' | 'end') => (
    <TextField
      size="small"
      type="date"
      id={`invoice-filter-${name}`}
      label={t(`filters.${name}`)}
      value={filters[name] ?? ''}
      onChange={(event) => onChange({ [name]: event.target.value })}
      slotProps={{ inputLabel: { shrink: true } }}
      sx={{ minWidth: 170 }}
    />
  )
  return (
    <>
      <FilterSelect
        id="invoice-filter-status"
        label={t('filters.status')}
        value={filters.status ?? ''}
        options={invoiceStatuses.map((status) => ({ value: status, label: t(`status.${status}`) }))}
        onChange={(status) => onChange({ status })}
        allLabel={t('list.all', { ns: 'translation' })}
      />
      {dateField('start')}
      {dateField('end')}
    </>
  )
}

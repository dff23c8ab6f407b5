import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import { useTranslation } from 'react-i18next'
import { FilterDate, ProductAllyFilters } from '../../../components/list-screen'
import type { ReportFilters as Filters } from '../api/get-portfolio-report'

/** The as-of business date (empty: the business date), product and ally: kept in the URL like a list's filters. */
export function ReportFilters({
  filters,
  onChange,
}: {
  filters: Filters
  onChange: (changes: Filters) => void
}) {
  const { t } = useTranslation('portfolio-reports')
  const anySet = Object.values(filters).some(Boolean)
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', mb: 2 }}>
      <FilterDate
        id="portfolio-reports-as-of"
        label={t('filters.asOf')}
        value={filters.asOf ?? ''}
        onChange={(asOf) => onChange({ asOf })}
      />
      <ProductAllyFilters
        namespace="portfolio-reports"
        idPrefix="portfolio-reports"
        product={filters.product}
        allyId={filters.allyId}
        onChange={onChange}
      />
      {anySet && (
        <Button onClick={() => onChange({ asOf: '', product: '', allyId: '' })}>{t('filters.clear')}</Button>
      )}
    </Stack>
  )
}

import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import { creditProducts } from '@mesa/contracts'
import { useTranslation } from 'react-i18next'
import { FilterDate, FilterSelect } from '../../../components/list-screen'
import { useAllyOptions } from '../../../lib/ally-options'
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
  const { t: tApp } = useTranslation()
  const allies = useAllyOptions()
  const anySet = Object.values(filters).some(Boolean)
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', mb: 2 }}>
      <FilterDate
        id="portfolio-reports-as-of"
        label={t('filters.asOf')}
        value={filters.asOf ?? ''}
        onChange={(asOf) => onChange({ asOf })}
      />
      <FilterSelect
        id="portfolio-reports-product"
        label={t('filters.product')}
        value={filters.product ?? ''}
        options={creditProducts.map((product) => ({
          value: product,
          label: tApp(`workflow.products.${product}`),
        }))}
        onChange={(product) => onChange({ product })}
        allLabel={t('filters.all')}
      />
      {allies.data && (
        <FilterSelect
          id="portfolio-reports-ally"
          label={t('filters.ally')}
          value={filters.allyId ?? ''}
          options={allies.data.map((ally) => ({ value: String(ally.id), label: ally.allyName }))}
          onChange={(allyId) => onChange({ allyId })}
          allLabel={t('filters.all')}
          minWidth={220}
        />
      )}
      {anySet && (
        <Button onClick={() => onChange({ asOf: '', product: '', allyId: '' })}>{t('filters.clear')}</Button>
      )}
    </Stack>
  )
}

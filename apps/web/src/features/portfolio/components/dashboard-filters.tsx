import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import { creditProducts } from '@mesa/contracts'
import { useTranslation } from 'react-i18next'
import { FilterDate, FilterSelect } from '../../../components/list-screen'
import { useAllyOptions } from '../../../lib/ally-options'
import type { DashboardFilters as Filters } from '../api/get-portfolio-dashboard'

interface Props {
  filters: Filters
  onChange: (changes: Filters) => void
}

/** Period (creation day from/to), product and ally: kept in the URL like a list's filters. */
export function DashboardFilters({ filters, onChange }: Props) {
  const { t } = useTranslation('portfolio')
  const { t: tApp } = useTranslation()
  const allies = useAllyOptions()
  const date = (name: 'from' | 'to') => (
    <FilterDate
      id={`portfolio-${name}`}
      label={t(`filters.${name}`)}
      value={filters[name] ?? ''}
      onChange={(value) => onChange({ [name]: value })}
    />
  )
  const anySet = Object.values(filters).some(Boolean)
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', mb: 3 }}>
      {date('from')}
      {date('to')}
      <FilterSelect
        id="portfolio-product"
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
          id="portfolio-ally"
          label={t('filters.ally')}
          value={filters.allyId ?? ''}
          options={allies.data.map((ally) => ({ value: String(ally.id), label: ally.allyName }))}
          onChange={(allyId) => onChange({ allyId })}
          allLabel={t('filters.all')}
          minWidth={220}
        />
      )}
      {anySet && (
        <Button onClick={() => onChange({ from: '', to: '', product: '', allyId: '' })}>
          {t('filters.clear')}
        </Button>
      )}
    </Stack>
  )
}

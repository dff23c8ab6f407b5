import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import { useTranslation } from 'react-i18next'
import { FilterDate, ProductAllyFilters } from '../../../components/list-screen'
import type { DashboardFilters as Filters } from '../api/get-portfolio-dashboard'

interface Props {
  filters: Filters
  onChange: (changes: Filters) => void
}

/** Period (creation day from/to), product and ally: kept in the URL like a list's filters. */
export function DashboardFilters({ filters, onChange }: Props) {
  const { t } = useTranslation('portfolio')
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
      <ProductAllyFilters
        namespace="portfolio"
        idPrefix="portfolio"
        product={filters.product}
        allyId={filters.allyId}
        onChange={onChange}
      />
      {anySet && (
        <Button onClick={() => onChange({ from: '', to: '', product: '', allyId: '' })}>
          {t('filters.clear')}
        </Button>
      )}
    </Stack>
  )
}

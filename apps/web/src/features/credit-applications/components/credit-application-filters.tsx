import TextField from '@mui/material/TextField'
import { creditProducts, rulesAllow, stages } from '@mesa/contracts'
import { useTranslation } from 'react-i18next'
import { FilterSelect } from '../../../components/list-screen'
import { useSession } from '../../../lib/use-session'
import { useAllyOptions } from '../../../lib/ally-options'

interface FiltersProps {
  filters: Record<string, string>
  onChange: (filters: Record<string, string>) => void
  /** Loans are all in activo: no stage filter. */
  hideStage?: boolean
}

/** Stage, product, overdue and the created-date range of the application lists. */
export function ApplicationFilters({ filters, onChange, hideStage }: FiltersProps) {
  const { t } = useTranslation('applications')
  const { rules } = useSession()
  const readsAllies = rulesAllow(rules, { action: 'read', subject: 'Aliados' })
  const allies = useAllyOptions()
  const select = (name: string, label: string, options: { value: string; label: string }[]) => (
    <FilterSelect
      id={`filter-${name}`}
      label={label}
      value={filters[name] ?? ''}
      options={options}
      onChange={(value) => onChange({ [name]: value })}
      allLabel={t('list.all')}
    />
  )
  const date = (name: 'from' | 'to') => (
    <TextField
      size="small"
      type="date"
      id={`filter-${name}`}
      label={t(`filters.${name}`)}
      value={filters[name] ?? ''}
      onChange={(event) => onChange({ [name]: event.target.value })}
      slotProps={{ inputLabel: { shrink: true } }}
    />
  )
  return (
    <>
      {!hideStage &&
        select(
          'stage',
          t('filters.stage'),
          stages.map((stage) => ({ value: stage, label: t(`stages.${stage}`) })),
        )}
      {select(
        'product',
        t('filters.product'),
        creditProducts.map((product) => ({ value: product, label: t(`products.${product}`) })),
      )}
      {/* Shown from the first paint, its choices arriving later, so that nothing moves (CLS, issue 12). */}
      {readsAllies &&
        !allies.isError &&
        select(
          'allyId',
          t('columns.ally'),
          (allies.data ?? []).map((ally) => ({ value: String(ally.id), label: ally.allyName })),
        )}
      {select('overdue', t('filters.overdue'), [
        { value: 'true', label: t('list.yes') },
        { value: 'false', label: t('list.no') },
      ])}
      {date('from')}
      {date('to')}
    </>
  )
}

import { creditProducts } from '@mesa/contracts'
import { useTranslation } from 'react-i18next'
import { useAllyOptions } from '../../lib/ally-options'
import { FilterSelect } from './filter-select'

/**
 * A screen's product and ally filters (the portfolio's dashboard and reports), worded in the feature's
 * `namespace` (`filters.product`, `filters.ally`, `filters.all`); the ally's is left out for those who may
 * not read allies.
 */
export function ProductAllyFilters(props: {
  namespace: string
  /** Each select's id is `<idPrefix>-product` / `<idPrefix>-ally`. */
  idPrefix: string
  product: string | undefined
  allyId: string | undefined
  onChange: (changes: { product: string } | { allyId: string }) => void
}) {
  const { t } = useTranslation(props.namespace)
  const { t: tApp } = useTranslation()
  const allies = useAllyOptions()
  return (
    <>
      <FilterSelect
        id={`${props.idPrefix}-product`}
        label={t('filters.product')}
        value={props.product ?? ''}
        options={creditProducts.map((product) => ({
          value: product,
          label: tApp(`workflow.products.${product}`),
        }))}
        onChange={(product) => props.onChange({ product })}
        allLabel={t('filters.all')}
      />
      {allies.data && (
        <FilterSelect
          id={`${props.idPrefix}-ally`}
          label={t('filters.ally')}
          value={props.allyId ?? ''}
          options={allies.data.map((ally) => ({ value: String(ally.id), label: ally.allyName }))}
          onChange={(allyId) => props.onChange({ allyId })}
          allLabel={t('filters.all')}
          minWidth={220}
        />
      )}
    </>
  )
}

import type { Category } from '@mesa/contracts'
import Button from '@mui/material/Button'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { DataTableColumn } from '../../../components/data-table'
import { ListScreen, useListNotice } from '../../../components/list-screen'
import { useErrorText } from '../../../lib/error-text'
import { useListParams } from '../../../lib/use-list-params'
import { useCategories } from '../api/store'
import { DemoBanner } from '../components/demo-banner'
import { useDemoFormat } from '../components/format'
import { CategoryDialog } from './category-dialog'

/** /apps/ecommerce/products/category-list: categories with product count and shelf value; add one. */
export function Component() {
  const { t } = useTranslation('demo')
  const { params, update, query } = useListParams()
  const categories = useCategories(query)
  const format = useDemoFormat()
  const { callText } = useErrorText('demo')
  const notice = useListNotice()
  const [adding, setAdding] = useState(false)
  const columns: DataTableColumn<Category>[] = [
    { id: 'name', header: t('store.category'), sortKey: 'name', render: (row) => row.name },
    { id: 'description', header: t('store.fields.description'), render: (row) => row.description },
    {
      id: 'products',
      header: t('store.products'),
      sortKey: 'products',
      align: 'right',
      render: (row) => format.number(row.products),
    },
    {
      id: 'stockValue',
      header: t('store.stockValue'),
      sortKey: 'stockValue',
      align: 'right',
      render: (row) => format.money(row.stockValue),
    },
  ]
  return (
    <>
      <ListScreen
        title={t('store.categories')}
        banner={<DemoBanner />}
        headerActions={
          <Button variant="contained" onClick={() => setAdding(true)}>
            {t('store.addCategory')}
          </Button>
        }
        notice={notice}
        list={{ params, update }}
        searchLabel={t('store.searchCategories')}
        errorText={callText}
        query={categories}
        table={{
          label: t('store.categories'),
          columns,
          rows: categories.data?.categories,
          rowKey: (row) => row.id,
          total: categories.data?.total ?? 0,
          emptyText: t('store.noCategories'),
        }}
      />
      <CategoryDialog
        open={adding}
        onClose={(name) => {
          setAdding(false)
          if (name) notice.show(t('store.categoryAdded', { name }))
        }}
      />
    </>
  )
}

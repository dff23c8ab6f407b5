import { productInputSchema } from '@mesa/contracts'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Tab from '@mui/material/Tab'
import Tabs from '@mui/material/Tabs'
import { useState } from 'react'
import type { FieldPath } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { z } from 'zod'
import { FieldGrid, useContractForm } from '../../../components/form'
import { ScreenHeader } from '../../../components/list-screen'
import { placeFieldErrors, useErrorText } from '../../../lib/error-text'
import { useCategories, useCreateProduct } from '../api/store'
import { DemoBanner } from '../components/demo-banner'
import { QueryState } from '../components/query-state'
import { ProductFiles } from './product-files'
import {
  comercialFields,
  productFields,
  productTabs,
  tabOfField,
  type ProductFormValues,
  type ProductTab,
} from './product-fields'
import { RecentProducts } from './recent-products'

/** The contract wants a whole number of stock; empty fields go as missing so it names them. */
const formSchema = z
  .custom<ProductFormValues>()
  .transform((values): unknown => ({
    ...values,
    categoryId: values.categoryId ?? undefined,
    priceCents: values.priceCents ?? undefined,
    stock: values.stock === '' ? undefined : Number(values.stock),
  }))
  .pipe(productInputSchema)

const blank: ProductFormValues = {
  name: '',
  sku: '',
  description: '',
  categoryId: null,
  status: 'published',
  priceCents: null,
  salePriceCents: null,
  chargeTax: true,
  stock: '',
  shipping: 'carrier',
}

/** /apps/ecommerce/products/add: the product, Comercial and Files sub-pages (tabs in the URL), saved together. */
export function Component() {
  const { t } = useTranslation('demo')
  const { callText } = useErrorText('demo')
  const [params, setParams] = useSearchParams()
  const tab = (productTabs as readonly string[]).includes(params.get('tab') ?? '')
    ? (params.get('tab') as ProductTab)
    : 'product'
  const openTab = (next: ProductTab) => setParams(next === 'product' ? {} : { tab: next }, { replace: true })
  const categories = useCategories({ itemsPerPage: -1, sortBy: 'name', orderBy: 'asc' })
  const create = useCreateProduct()
  const [images, setImages] = useState<File[]>([])
  const [saved, setSaved] = useState<string | null>(null)
  const [formError, setFormError] = useState<string | null>(null)
  const form = useContractForm(formSchema, { namespace: 'demo', defaultValues: blank })

  const save = form.handleSubmit(
    async (input) => {
      setFormError(null)
      try {
        const product = await create.mutateAsync({ input, images })
        setSaved(
          t('store.saved', {
            name: product.name,
            sku: product.sku,
            images: product.images.length || images.length,
          }),
        )
        form.reset(blank)
        setImages([])
        openTab('product')
      } catch (error) {
        const first: string[] = []
        const placed = placeFieldErrors(error, (field, entry) => {
          first.push(field)
          if (field === 'file') return false
          form.setError(field as FieldPath<ProductFormValues>, { message: entry })
          return true
        })
        if (first[0]) openTab(tabOfField(first[0]))
        setFormError(placed ? null : callText(error))
      }
    },
    (errors) => openTab(tabOfField(Object.keys(errors)[0] ?? 'name')),
  )

  return (
    <>
      <ScreenHeader title={t('store.addProduct')} />
      <DemoBanner />
      {saved && (
        <Alert severity="success" sx={{ mb: 2 }} onClose={() => setSaved(null)}>
          {saved}
        </Alert>
      )}
      {formError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {formError}
        </Alert>
      )}
      <QueryState query={categories}>
        {(data) => (
          <Card component="form" noValidate onSubmit={(event) => void save(event)}>
            <Tabs
              value={tab}
              // The theme's primary on the dark paper is below AA for text: the selected tab keeps the body colour.
              sx={{ '& .MuiTab-root.Mui-selected': { color: 'text.primary' } }}
              onChange={(_, next: ProductTab) => openTab(next)}
              aria-label={t('store.addProduct')}
            >
              {productTabs.map((name) => (
                <Tab key={name} value={name} label={t(`store.tabs.${name}`)} />
              ))}
            </Tabs>
            <CardContent>
              <Box hidden={tab !== 'product'}>
                <FieldGrid
                  control={form.control}
                  namespace="demo"
                  idPrefix="product"
                  breakpoint="md"
                  fields={productFields(data.categories)}
                />
              </Box>
              <Box hidden={tab !== 'comercial'}>
                <FieldGrid
                  control={form.control}
                  namespace="demo"
                  idPrefix="product"
                  breakpoint="md"
                  fields={comercialFields}
                />
              </Box>
              <Box hidden={tab !== 'files'}>
                <ProductFiles files={images} onChange={setImages} />
              </Box>
              <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 3 }}>
                <Button type="submit" variant="contained" disabled={create.isPending}>
                  {t('store.save')}
                </Button>
              </Box>
            </CardContent>
          </Card>
        )}
      </QueryState>
      <RecentProducts />
    </>
  )
}

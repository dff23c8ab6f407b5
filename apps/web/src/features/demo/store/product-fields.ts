import { productStatuses, shippingKinds, type Category } from '@mesa/contracts'
import type { GridFieldSpec } from '../../../components/form'

/** The product as the form holds it: the stock typed as text, amounts and category empty until chosen. */
export interface ProductFormValues {
  name: string
  sku: string
  description: string
  categoryId: number | null
  status: (typeof productStatuses)[number]
  priceCents: number | null
  salePriceCents: number | null
  chargeTax: boolean
  stock: string
  shipping: (typeof shippingKinds)[number]
}

/** The product add page's sub-pages (spec §2: the product, Comercial and Files). */
export const productTabs = ['product', 'comercial', 'files'] as const
export type ProductTab = (typeof productTabs)[number]

export const productFields = (categories: Category[]): GridFieldSpec<ProductFormValues>[] => [
  { name: 'name', labelKey: 'store.fields.name', size: 'half', required: true },
  { name: 'sku', labelKey: 'store.fields.sku', size: 'half', required: true, helperKey: 'store.skuHelp' },
  {
    name: 'categoryId',
    labelKey: 'store.fields.categoryId',
    kind: 'select',
    size: 'half',
    numeric: true,
    required: true,
    options: categories.map((category) => ({ value: category.id, label: category.name })),
  },
  {
    name: 'status',
    labelKey: 'store.fields.status',
    kind: 'select',
    size: 'half',
    options: productStatuses,
    optionKey: 'store.statuses',
  },
  { name: 'description', labelKey: 'store.fields.description', multiline: true },
]

export const comercialFields: GridFieldSpec<ProductFormValues>[] = [
  { name: 'priceCents', labelKey: 'store.fields.priceCents', kind: 'money', size: 'third', required: true },
  { name: 'salePriceCents', labelKey: 'store.fields.salePriceCents', kind: 'money', size: 'third' },
  { name: 'stock', labelKey: 'store.fields.stock', size: 'third', type: 'number', inputMode: 'numeric' },
  {
    name: 'shipping',
    labelKey: 'store.fields.shipping',
    kind: 'select',
    size: 'half',
    options: shippingKinds,
    optionKey: 'store.shippingKinds',
  },
  { name: 'chargeTax', labelKey: 'store.fields.chargeTax', kind: 'switch', size: 'half' },
]

/** Which sub-page holds a field, so a refused save opens the tab with the first wrong field. */
export const tabOfField = (field: string): ProductTab =>
  ['priceCents', 'salePriceCents', 'stock', 'shipping', 'chargeTax'].includes(field)
    ? 'comercial'
    : field === 'file'
      ? 'files'
      : 'product'

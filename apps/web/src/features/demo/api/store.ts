import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import {
  categoryListResponseSchema,
  categorySchema,
  demoPaths,
  productImageSchema,
  productListResponseSchema,
  productSchema,
  type CategoryInput,
  type ProductInput,
} from '@mesa/contracts'
import { generatePath } from 'react-router'
import { api } from '../../../lib/api-client'
import { uploadForm } from '../../../lib/upload'
import { demoKeys } from './keys'

/** GET the store's categories: q, sortBy (name, products, stockValue), orderBy, page, itemsPerPage. */
export const useCategories = (query: Record<string, string | number>) =>
  useQuery({
    queryKey: demoKeys.list('categories', query),
    queryFn: async () =>
      categoryListResponseSchema.parse(await api.get(demoPaths.productCategories, { searchParams: query })),
    placeholderData: keepPreviousData,
  })

export const useRecentProducts = () =>
  useQuery({
    queryKey: demoKeys.list('products', {}),
    queryFn: async () => productListResponseSchema.parse(await api.get(demoPaths.products)),
  })

export function useCreateCategory() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: async (input: CategoryInput) =>
      categorySchema.parse(await api.post(demoPaths.productCategories, { json: input })),
    onSuccess: () => client.invalidateQueries({ queryKey: ['demo', 'categories'] }),
  })
}

/** POST the product, then each chosen image to it (the Files sub-page); the product stands if an image fails. */
export function useCreateProduct() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: async ({ input, images }: { input: ProductInput; images: File[] }) => {
      const product = productSchema.parse(await api.post(demoPaths.products, { json: input }))
      for (const image of images)
        productImageSchema.parse(
          await uploadForm(generatePath(demoPaths.productImages, { id: String(product.id) }), [
            ['file', image],
          ]),
        )
      return product
    },
    onSettled: () => client.invalidateQueries({ queryKey: demoKeys.all }),
  })
}

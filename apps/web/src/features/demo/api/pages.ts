import { useQuery } from '@tanstack/react-query'
import {
  datatableResponseSchema,
  demoPaths,
  faqResponseSchema,
  helpArticleSchema,
  helpCenterSchema,
} from '@mesa/contracts'
import { api } from '../../../lib/api-client'
import { demoKeys } from './keys'

/** GET /api/pages/datatable: every sales record. */
export const useSalesRecords = () =>
  useQuery({
    queryKey: demoKeys.page('datatable'),
    queryFn: async () => datatableResponseSchema.parse(await api.get(demoPaths.datatable)),
  })

/** GET /api/pages/faq?q: the groups with a question containing q. */
export const useFaq = (q: string) =>
  useQuery({
    queryKey: demoKeys.page('faq', { q }),
    queryFn: async () =>
      faqResponseSchema.parse(await api.get(demoPaths.faq, { searchParams: q ? { q } : {} })),
    placeholderData: (previous) => previous,
  })

export const useHelpCenter = () =>
  useQuery({
    queryKey: demoKeys.page('help-center'),
    queryFn: async () => helpCenterSchema.parse(await api.get(demoPaths.helpCenter)),
  })

/** GET /api/pages/help-center/article?title=<slug>. */
export const useHelpArticle = (slug: string) =>
  useQuery({
    queryKey: demoKeys.page('help-article', { slug }),
    queryFn: async () =>
      helpArticleSchema.parse(await api.get(demoPaths.helpArticle, { searchParams: { title: slug } })),
  })

import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import {
  savedViewListResponseSchema,
  savedViewPaths,
  savedViewSchema,
  type SavedViewInput,
  type SavedViewUpdate,
} from '@mesa/contracts'
import { generatePath } from 'react-router'
import { api } from './api-client'

/**
 * A list's state as a view stores it: its query string without the page (a view opens on page 1), with
 * the parameters in a stable order so the same list always compares equal.
 */
export function viewQueryOf(search: string) {
  const params = new URLSearchParams(search)
  params.delete('page')
  params.sort()
  return params.toString()
}

const keys = { screen: (screen: string) => ['saved-views', screen] as const }
const itemPath = (id: number) => generatePath(savedViewPaths.item, { id: String(id) })

/** The saved views of a list screen (its path): the list kit's tabs, and the screen's route loader. */
export const savedViewsQueryOptions = (screen: string) =>
  queryOptions({
    queryKey: keys.screen(screen),
    queryFn: async () =>
      savedViewListResponseSchema.parse(await api.get(savedViewPaths.list, { searchParams: { screen } }))
        .items,
    staleTime: 60_000,
  })

export const useSavedViews = (screen: string) => useQuery(savedViewsQueryOptions(screen))

export function useSavedViewWrites(screen: string) {
  const client = useQueryClient()
  const onSettled = () => client.invalidateQueries({ queryKey: keys.screen(screen) })
  return {
    create: useMutation({
      mutationFn: async (input: SavedViewInput) =>
        savedViewSchema.parse(await api.post(savedViewPaths.list, { json: input })),
      onSettled,
    }),
    update: useMutation({
      mutationFn: async ({ id, ...input }: SavedViewUpdate & { id: number }) =>
        savedViewSchema.parse(await api.put(itemPath(id), { json: input })),
      onSettled,
    }),
    remove: useMutation({ mutationFn: (id: number) => api.delete(itemPath(id)), onSettled }),
  }
}
